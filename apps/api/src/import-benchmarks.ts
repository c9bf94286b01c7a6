import { readFile } from 'node:fs/promises';
import { CommandError } from './command-error';
import type { Config } from './config';
import { importBenchmarks } from './modules/performance';
import { createPerformanceRepo } from './modules/performance/performance.repo';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';
import { AppError } from './platform/errors';

export const IMPORT_BENCHMARKS_USAGE =
  'usage: repute import-benchmarks <file.json>\n' +
  '  the file is a JSON array of { "vertical_id", "industry_score" (0-100), "account_count"?, "source" };\n' +
  '  a vertical with fewer than 5 accounts on this instance shows the imported figure (docs/scoring.md §8)';

/** `repute import-benchmarks <file>`: an operator's industry scores per vertical (decision 0048). */
export async function importBenchmarksCommand(config: Config, args: string[]): Promise<string> {
  const [file] = args;
  if (!file || args.length > 1) throw new CommandError(IMPORT_BENCHMARKS_USAGE);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const database = await openDatabase(config, { notice: () => {} });
  try {
    await runMigrations(database.db);
    const count = await importBenchmarks(createPerformanceRepo(database.db), json);
    return `Imported ${count} industry score${count === 1 ? '' : 's'}.\n`;
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
