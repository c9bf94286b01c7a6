import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import {
  CAMPAIGN_QUEUE,
  type CampaignJob,
  REMINDER_SWEEP_QUEUE,
  REQUEST_QUEUE,
  type RequestJob,
} from './request-queues';
import type { RequestSender } from './request-sender';

export const REVIEW_REQUEST_QUEUES: readonly QueueDefinition[] = [
  { name: CAMPAIGN_QUEUE, options: { retryLimit: 5, retryDelay: 30, retryBackoff: true } },
  { name: REQUEST_QUEUE, options: { retryLimit: 5, retryDelay: 30, retryBackoff: true } },
  { name: REMINDER_SWEEP_QUEUE, options: { policy: 'singleton' } },
];

const SEND_WORK_OPTIONS = { pollingIntervalSeconds: 0.5, batchSize: 20, localConcurrency: 4 };

/** Every quarter of an hour: the reminders whose delay has passed. */
const REMINDER_CRON = '*/15 * * * *';

export async function workReviewRequests(boss: PgBoss, sender: RequestSender): Promise<void> {
  await boss.work<CampaignJob>(CAMPAIGN_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await sender.startCampaign(job.data);
  });
  // Four batches at once per worker: a request's checks take a few queries, and with one batch at a time they, not
  // the provider's rate, would set the pace (decision 0104).
  await boss.work<RequestJob>(REQUEST_QUEUE, SEND_WORK_OPTIONS, async (jobs) => {
    for (const job of jobs) await sender.send(job.data);
  });
  await boss.work(REMINDER_SWEEP_QUEUE, async () => {
    await sender.queueDueReminders(new Date());
  });
  await boss.schedule(REMINDER_SWEEP_QUEUE, REMINDER_CRON);
}
