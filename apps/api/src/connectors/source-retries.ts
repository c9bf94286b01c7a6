import type { Job, JobResult, PgBoss, WorkOptions } from 'pg-boss';
import { ReviewSourceError } from './review-source';

/** What to do with a job whose attempt failed with `error`. */
export type RetryDecision =
  /** Retrying cannot help (refused credentials, a missing page, bad input): fail once, for good. */
  | { kind: 'give-up' }
  /** The source said when to come back: the next attempt waits at least this long. */
  | { kind: 'retry-after'; seconds: number }
  /** Anything else: the queue's own retries and back-off. */
  | { kind: 'retry' };

export function retryDecision(error: unknown): RetryDecision {
  if (!(error instanceof ReviewSourceError)) return { kind: 'retry' };
  if (!error.retryable) return { kind: 'give-up' };
  if (error.retryAfterSeconds !== null && error.retryAfterSeconds > 0) {
    return { kind: 'retry-after', seconds: error.retryAfterSeconds };
  }
  return { kind: 'retry' };
}

/** Stored as the failed job's output: what went wrong, never a credential (the messages name none). */
const outputOf = (error: unknown, decision: RetryDecision) => ({
  message: error instanceof Error ? error.message : String(error),
  ...(error instanceof ReviewSourceError ? { status: error.status } : {}),
  ...(decision.kind === 'retry-after' ? { retryAfterSeconds: decision.seconds } : {}),
});

/**
 * Fails the attempt the worker holds (pg-boss counts it against the job's retryLimit and moves it to
 * retry, or to failed when none are left), then holds the retry back until the source's wait is over
 * when pg-boss's own back-off would have it run sooner. The fail is fenced to this attempt, so the
 * worker's own settle afterwards finds the job no longer active and leaves it alone.
 */
async function retryNoSoonerThan(boss: PgBoss, queue: string, job: Job<object>, seconds: number, output: object) {
  await boss.fail(queue, { id: job.id, retryCount: job.retryCount }, output);
  const [failed] = await boss.findJobs(queue, { id: job.id });
  if (failed?.state !== 'retry' || failed.startAfter.getTime() >= Date.now() + seconds * 1000) return;
  // A relative startAfter is counted from the database's clock, the one pg-boss starts jobs by.
  await boss.update(queue, undefined, { id: job.id, startAfter: seconds });
}

/** What a handler may ask about its attempt, to tell people whether a failure will be tried again. */
export type Attempt = { willRetry(error: unknown): boolean };

/**
 * Works a queue whose jobs call review sources, settling each failure as the source asked
 * (ReviewSourceError): a non-retryable one fails the job once and for good, a retryable one with a
 * Retry-After is retried no sooner than that, anything else is retried with the back-off the job was
 * sent with. Retries stay capped by the job's retryLimit in every case. `handle` records the failure
 * for people (sync state, response status, realtime event) before it throws, once per attempt.
 */
export async function workWithSourceRetries<T extends object>(
  boss: PgBoss,
  queue: string,
  options: Pick<WorkOptions, 'pollingIntervalSeconds' | 'batchSize' | 'burstWhenBatchFull'>,
  handle: (data: T, attempt: Attempt) => Promise<void>,
): Promise<void> {
  const work = { ...options, perJobResults: true, includeMetadata: true } as const;
  await boss.work<T, unknown, typeof work>(queue, work, async (batch): Promise<JobResult[]> => {
    const results: JobResult[] = [];
    for (const job of batch) {
      const lastAttempt = job.retryCount >= job.retryLimit;
      try {
        await handle(job.data, {
          willRetry: (error) => !lastAttempt && retryDecision(error).kind !== 'give-up',
        });
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        const decision = retryDecision(error);
        const output = outputOf(error, decision);
        if (decision.kind === 'give-up') {
          // Terminal: no retries left or not, and no dead letter queue is configured for these queues.
          results.push({ id: job.id, status: 'deadletter', output });
        } else {
          if (decision.kind === 'retry-after') await retryNoSoonerThan(boss, queue, job, decision.seconds, output);
          results.push({ id: job.id, status: 'failed', output });
        }
      }
    }
    return results;
  });
}
