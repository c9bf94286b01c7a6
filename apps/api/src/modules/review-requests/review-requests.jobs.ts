import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { RequestSender } from './request-sender';

export const CAMPAIGN_QUEUE = 'review-requests.campaign';
export const REQUEST_QUEUE = 'review-requests.send';
export const REMINDER_SWEEP_QUEUE = 'review-requests.reminders';

export const REVIEW_REQUEST_QUEUES: readonly QueueDefinition[] = [
  { name: CAMPAIGN_QUEUE, options: { retryLimit: 5, retryDelay: 30, retryBackoff: true } },
  { name: REQUEST_QUEUE, options: { retryLimit: 5, retryDelay: 30, retryBackoff: true } },
  { name: REMINDER_SWEEP_QUEUE, options: { policy: 'singleton' } },
];

/** Every quarter of an hour: the reminders whose delay has passed. */
const REMINDER_CRON = '*/15 * * * *';

export type CampaignJob = { accountId: number; campaignId: number };
export type RequestJob = { accountId: number; recipientId: number; reminder: boolean };

/** The queues the ask tool writes to, for the service (campaign start) and the sender (one job per request). */
export function createRequestQueues(boss: PgBoss) {
  return {
    startCampaign: async (job: CampaignJob, startAfter?: Date) => {
      await boss.send(CAMPAIGN_QUEUE, job, startAfter ? { startAfter } : {});
    },
    sendRequests: async (jobs: RequestJob[]) => {
      for (let start = 0; start < jobs.length; start += 5000) {
        await boss.insert(
          REQUEST_QUEUE,
          jobs.slice(start, start + 5000).map((data) => ({ data })),
        );
      }
    },
  };
}

export type RequestQueues = ReturnType<typeof createRequestQueues>;

export async function workReviewRequests(boss: PgBoss, sender: RequestSender): Promise<void> {
  await boss.work<CampaignJob>(CAMPAIGN_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await sender.startCampaign(job.data);
  });
  await boss.work<RequestJob>(REQUEST_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 20 }, async (jobs) => {
    for (const job of jobs) await sender.send(job.data);
  });
  await boss.work(REMINDER_SWEEP_QUEUE, async () => {
    await sender.queueDueReminders(new Date());
  });
  await boss.schedule(REMINDER_SWEEP_QUEUE, REMINDER_CRON);
}
