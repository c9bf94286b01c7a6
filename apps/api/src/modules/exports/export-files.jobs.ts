import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import { EXPORT_FILE_QUEUE, type ExportFilesService } from './export-files.service';
import type { ExportFileJob } from './export-job';

export const EXPIRED_EXPORT_FILES_QUEUE = 'exports.remove-expired';
/** Hourly: a file is gone from storage within an hour of its link's expiry (decision 0046). */
const REMOVE_EXPIRED_CRON = '17 * * * *';

/**
 * A worker killed mid-export leaves its job to expire and run again: the file is written anew. The sweep of expired
 * files is a 'singleton': two would only remove the same files.
 */
export const EXPORT_QUEUES: readonly QueueDefinition[] = [
  { name: EXPORT_FILE_QUEUE, options: { expireInSeconds: 30 * 60 } },
  { name: EXPIRED_EXPORT_FILES_QUEUE, options: { policy: 'singleton' } },
];

export async function workExportFiles(
  boss: PgBoss,
  exportFiles: Pick<ExportFilesService, 'run' | 'removeExpired'>,
): Promise<void> {
  await boss.work<ExportFileJob>(EXPORT_FILE_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await exportFiles.run(job.data);
  });
  await boss.work(EXPIRED_EXPORT_FILES_QUEUE, async () => {
    await exportFiles.removeExpired();
  });
  await boss.schedule(EXPIRED_EXPORT_FILES_QUEUE, REMOVE_EXPIRED_CRON);
}
