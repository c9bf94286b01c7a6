import { RESPONSE_MESSAGES, REVIEW_EVENTS } from '@repute/domain';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../test/test-app';
import { startJobQueues } from '../app/workers';
import { type ReviewSourceConnector, ReviewSourceError } from '../connectors/review-source';
import { retryDecision } from '../connectors/source-retries';
import { RESPONSE_DELETE_QUEUE, RESPONSE_PUBLISH_QUEUE } from '../modules/responses';
import { enqueueSync, REVIEW_SYNC_ALL_QUEUE, REVIEW_SYNC_QUEUE } from '../modules/review-sync';
import { reviewSyncStates } from '../platform/db/schema';
import { createRealtimePublisher, REALTIME_NOTIFY_CHANNEL } from '../platform/realtime/publisher';

let worker: PgBoss;
let listener: pg.Client;
let locations: { id: number; account_id: number }[] = [];
const notices: { event: string; payload: { review_id?: number } }[] = [];

/** A review source that fails each call with the next scripted error, and answers once none is left. */
const script: { fetch: Error[]; publish: Error[]; remove: Error[] } = { fetch: [], publish: [], remove: [] };
const calls = { fetch: 0, publish: 0, remove: 0 };
const scripted: ReviewSourceConnector = {
  name: 'scripted',
  canRespond: true,
  async fetchReviews() {
    calls.fetch += 1;
    const error = script.fetch.shift();
    if (error) throw error;
    return { reviews: [], nextCursor: null, hasMore: false, totalCount: 0 };
  },
  async publishResponse() {
    calls.publish += 1;
    const error = script.publish.shift();
    if (error) throw error;
    return { publishedAt: new Date() };
  },
  async deleteResponse() {
    calls.remove += 1;
    const error = script.remove.shift();
    if (error) throw error;
  },
};

const {
  t,
  sessions: { manager },
} = useTestApp({ logins: { manager: 'manager@northwind.example' } });
beforeAll(async () => {
  worker = await startJobQueues(t.url, 'worker', () => {});
  // The review jobs with the test's connector and a publisher of their own.
  const override = { connectors: { forSource: () => scripted }, realtime: createRealtimePublisher(t.db.$client) };
  await t.modules.responses.work(worker, { override });
  await t.modules.reviewSync.work(worker, { override });
  // Only the jobs a test sends: the 15-minute sweep would sync every location with the scripted source.
  await worker.unschedule(REVIEW_SYNC_ALL_QUEUE);
  listener = new pg.Client(t.url);
  await listener.connect();
  listener.on('notification', (message) => notices.push(JSON.parse(message.payload ?? '{}')));
  await listener.query(`listen ${REALTIME_NOTIFY_CHANNEL}`);
  locations = (
    await t.db.execute<{ id: number; account_id: number }>(
      sql`select id, account_id from locations where account_id = ${manager.account_id} order by id limit 3`,
    )
  ).rows;
});
afterAll(async () => {
  await listener.end();
  await worker.stop({ graceful: false, close: true });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type AnyJob = JobWithMetadata<object>;
const jobOf = async (queue: string, match: { key?: string; data?: object }) => {
  const jobs = await worker.findJobs<object>(queue, match);
  if (jobs.length > 1) throw new Error(`more than one job in ${queue} for ${JSON.stringify(match)}`);
  return jobs[0];
};
const settledAs =
  (state: AnyJob['state'], retryCount = 0) =>
  (job: AnyJob | undefined) =>
    job?.state === state && job.retryCount === retryCount;
/** Pulls a job waiting in retry forward to now, as if its wait were over. */
const runNow = (queue: string, job: AnyJob | undefined) =>
  worker.update(queue, undefined, { id: job?.id ?? '', startAfter: 0 });

const syncKey = (index: number) => {
  const location = locations[index];
  if (!location) throw new Error('no location');
  // TripAdvisor: a source the demo data does not sync, so nothing else touches these jobs.
  return { accountId: location.account_id, locationId: location.id, sourceId: 4 };
};

describe('the retry decision', () => {
  it('gives up on refusals, waits for Retry-After, and leaves everything else to the queue', () => {
    expect(retryDecision(new ReviewSourceError('Google answered HTTP 401', 401, false))).toEqual({ kind: 'give-up' });
    expect(retryDecision(new ReviewSourceError('Yelp answered HTTP 429', 429, true, 30))).toEqual({
      kind: 'retry-after',
      seconds: 30,
    });
    expect(retryDecision(new ReviewSourceError('Google answered HTTP 503', 503, true))).toEqual({ kind: 'retry' });
    expect(retryDecision(new Error('socket hang up'))).toEqual({ kind: 'retry' });
  });
});

describe('review sync jobs', () => {
  it('runs a sync the source refuses for good exactly once, and records the error', async () => {
    const key = syncKey(0);
    const before = calls.fetch;
    script.fetch.push(new ReviewSourceError('Google answered HTTP 404: Requested entity was not found.', 404, false));
    await enqueueSync(worker, key);
    const job = await until(
      () => jobOf(REVIEW_SYNC_QUEUE, { key: `${key.locationId}:${key.sourceId}` }),
      settledAs('failed'),
      'the failed sync',
    );
    expect(job?.output).toMatchObject({ status: 404 });
    expect(calls.fetch - before).toBe(1);
    const [state] = await t.db
      .select()
      .from(reviewSyncStates)
      .where(and(eq(reviewSyncStates.locationId, key.locationId), eq(reviewSyncStates.sourceId, key.sourceId)));
    expect(state?.lastError).toBe('Google answered HTTP 404: Requested entity was not found.');
  });

  it("retries a throttled sync no sooner than the source's Retry-After, up to the same 3 retries", async () => {
    const key = syncKey(1);
    const throttled = () => new ReviewSourceError('Yelp answered HTTP 429: slow down', 429, true, 600);
    script.fetch.push(throttled(), throttled(), throttled(), throttled());
    const before = calls.fetch;
    const match = { key: `${key.locationId}:${key.sourceId}` };
    await enqueueSync(worker, key);
    for (let retry = 0; retry < 3; retry += 1) {
      const failedAt = Date.now();
      // The worker fails the attempt, then moves its start: wait for both (a loaded machine shows the gap).
      // pg-boss's own back-off would start it within 60–120 s (×2 per retry); the source asked for 600.
      const heldBack = (job: AnyJob | undefined) =>
        settledAs('retry', retry)(job) && (job?.startAfter.getTime() ?? 0) >= failedAt + 600_000 - 1_000;
      const job = await until(() => jobOf(REVIEW_SYNC_QUEUE, match), heldBack, `retry ${retry} held back`);
      expect(job?.output).toMatchObject({ retryAfterSeconds: 600 });
      expect(calls.fetch - before).toBe(retry + 1);
      await runNow(REVIEW_SYNC_QUEUE, job);
    }
    await until(() => jobOf(REVIEW_SYNC_QUEUE, match), settledAs('failed', 3), 'the last attempt');
    expect(calls.fetch - before).toBe(4);
    expect(script.fetch).toEqual([]);
  });

  it('still retries other failures with the back-off the job was sent with', async () => {
    const key = syncKey(2);
    script.fetch.push(new Error('socket hang up'));
    const before = calls.fetch;
    const match = { key: `${key.locationId}:${key.sourceId}` };
    const sentAt = Date.now();
    await enqueueSync(worker, key);
    const job = await until(() => jobOf(REVIEW_SYNC_QUEUE, match), settledAs('retry'), 'the retry');
    // Not a source's refusal: people read that something failed, not the error's own words.
    const [state] = await t.db
      .select()
      .from(reviewSyncStates)
      .where(and(eq(reviewSyncStates.locationId, key.locationId), eq(reviewSyncStates.sourceId, key.sourceId)));
    expect(state?.lastError).toBe('An unexpected error occurred on the server.');
    expect(job?.startAfter.getTime()).toBeGreaterThanOrEqual(sentAt + 59_000);
    expect(job?.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + 121_000);
    await runNow(REVIEW_SYNC_QUEUE, job);
    await until(() => jobOf(REVIEW_SYNC_QUEUE, match), settledAs('completed', 1), 'the second attempt');
    expect(calls.fetch - before).toBe(2);
  });
});

describe('response jobs', () => {
  async function unansweredReview(): Promise<number> {
    const body = (await client(t, manager).get('/api/reviews?source_id=1&has_response=false&per_page=50')).json();
    const used = new Set(notices.map((notice) => notice.payload.review_id));
    const id = (body._embedded.reviews as { id: number }[]).map((review) => review.id).find((id) => !used.has(id));
    if (!id) throw new Error('no unanswered review');
    return id;
  }
  const responseOf = async (reviewId: number) =>
    (await client(t, manager).get(`/api/reviews/${reviewId}`)).json().responses[0] as
      | { id: number; status: string; status_description: string | null }
      | undefined;
  const noticesOf = (reviewId: number, event: string) =>
    notices.filter((notice) => notice.event === event && notice.payload.review_id === reviewId);

  it('publishes once when the source refuses for good: one failure shown, one event, no retry', async () => {
    const reviewId = await unansweredReview();
    const before = calls.publish;
    script.publish.push(
      new ReviewSourceError('Google answered HTTP 403: The caller does not have permission', 403, false),
    );
    const created = await client(t, manager).post('/api/responses', { review_id: reviewId, content: 'Thank you!' });
    expect(created.statusCode).toBe(202);
    const responseId = created.json().id as number;
    await until(
      () => jobOf(RESPONSE_PUBLISH_QUEUE, { data: { responseId } }),
      settledAs('failed'),
      'the failed publish',
    );
    expect(calls.publish - before).toBe(1);
    expect(await responseOf(reviewId)).toMatchObject({
      status: 'error_published',
      // No "We'll try again" when nothing will be tried again: the source's reason instead.
      status_description:
        'An error occurred while publishing the response. Google answered HTTP 403: The caller does not have permission. Nothing more will be tried; submit it again when this is fixed.',
    });
    await until(
      async () => noticesOf(reviewId, REVIEW_EVENTS.responsePublishFailed),
      (found) => found.length > 0,
      'the failure event',
    );
    expect(noticesOf(reviewId, REVIEW_EVENTS.responsePublishFailed)).toHaveLength(1);
  });

  it("retries a throttled delete no sooner than the source's Retry-After, then deletes", async () => {
    const reviewId = await unansweredReview();
    const created = await client(t, manager).post('/api/responses', { review_id: reviewId, content: 'Thanks' });
    const responseId = created.json().id as number;
    await until(
      () => responseOf(reviewId),
      (response) => response?.status === 'published',
      'the publish',
    );
    const before = calls.remove;
    script.remove.push(new ReviewSourceError('Google answered HTTP 429: Quota exceeded', 429, true, 300));
    const askedAt = Date.now();
    expect((await client(t, manager).delete(`/api/responses/${responseId}`)).json().status).toBe('deleting');
    const match = { data: { responseId } };
    const heldBack = (job: AnyJob | undefined) =>
      settledAs('retry')(job) && (job?.startAfter.getTime() ?? 0) >= askedAt + 300_000 - 1_000;
    const job = await until(() => jobOf(RESPONSE_DELETE_QUEUE, match), heldBack, 'the delete retry held back');
    expect(await responseOf(reviewId)).toMatchObject({
      status: 'error_unpublished',
      status_description: RESPONSE_MESSAGES.deleteFailed,
    });
    await runNow(RESPONSE_DELETE_QUEUE, job);
    await until(() => jobOf(RESPONSE_DELETE_QUEUE, match), settledAs('completed', 1), 'the second delete');
    expect(calls.remove - before).toBe(2);
    expect(await responseOf(reviewId)).toBeUndefined();
  });
});
