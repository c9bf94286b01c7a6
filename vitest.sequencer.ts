import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (by project name, then the slowest files first) with the API project moved last: the other
 * projects need no database and run while the API's global setup is still preparing its template.
 */
export class DatabaseLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const needsDatabase = (file: TestSpecification) => file.project.name === 'api';
    return [...sorted.filter((file) => !needsDatabase(file)), ...sorted.filter(needsDatabase)];
  }
}
