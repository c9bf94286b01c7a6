import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import { EXPORT_FILE_QUEUE, type ExportFilesService } from './export-files.service';
import type { ExportFileJob } from './export-job';

/** A worker killed mid-export leaves its job to expire and run again: the file is written anew. */
export const EXPORT_QUEUES: readonly QueueDefinition[] = [
  { name: EXPORT_FILE_QUEUE, options: { expireInSeconds: 30 * 60 } },
];

export async function workExportFiles(boss: PgBoss, exportFiles: Pick<ExportFilesService, 'run'>): Promise<void> {
  await boss.work<ExportFileJob>(EXPORT_FILE_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await exportFiles.run(job.data);
  });
}
