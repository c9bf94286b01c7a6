import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { MAIL_QUEUE } from '../platform/mail/mail.jobs';
import { startJobQueues } from './workers';

/**
 * TEST_JOB_RECOVERY_SECONDS (tests only, decision 0053): a worker started with it retries failed jobs after that
 * many seconds, so a test of a killed worker waits seconds, not the production minute.
 */
const { t } = useTestApp();
const started: Awaited<ReturnType<typeof startJobQueues>>[] = [];
afterAll(async () => {
  for (const boss of started) await boss.stop({ graceful: false, close: true });
});

describe('the job recovery interval for tests', () => {
  it("sets the retry delay of the queues that have one, and leaves the production's delay otherwise", async () => {
    const production = (await t.boss.getQueue(MAIL_QUEUE))?.retryDelay;
    expect(production).toBe(30);
    const worker = await startJobQueues(t.url, 'worker', () => {}, { recoverySeconds: 1 });
    started.push(worker);
    expect((await worker.getQueue(MAIL_QUEUE))?.retryDelay).toBe(1);
    // A queue without a retry delay of its own keeps pg-boss's default (no delay).
    expect((await worker.getQueue('scheduled-exports.sweep'))?.retryDelay).toBe(0);
  });
});
