import type { PgBoss } from 'pg-boss';

export const CAMPAIGN_QUEUE = 'review-requests.campaign';
export const REQUEST_QUEUE = 'review-requests.send';
export const REMINDER_SWEEP_QUEUE = 'review-requests.reminders';

export type CampaignJob = { accountId: number; campaignId: number };
export type RequestJob = {
  accountId: number;
  recipientId: number;
  reminder: boolean;
  /** How many times the SMS provider has refused this request for its rate (it then waits longer each time). */
  rateRefusals?: number;
};

/** The queues the ask tool writes to, for the service (campaign start) and the sender (one job per request). */
export function createRequestQueues(boss: PgBoss) {
  return {
    startCampaign: async (job: CampaignJob, startAfter?: Date) => {
      await boss.send(CAMPAIGN_QUEUE, job, startAfter ? { startAfter } : {});
    },
    /**
     * A request that may not go yet (an SMS in the recipient's quiet hours, or one the provider refused for its
     * rate): the same job again, later.
     */
    holdRequest: async (job: RequestJob, startAfter: Date) => {
      await boss.send(REQUEST_QUEUE, job, { startAfter });
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
