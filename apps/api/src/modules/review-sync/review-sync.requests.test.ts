import { inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';
import { createConnectors } from '../../connectors/connectors';
import { createSandboxReviewSource } from '../../connectors/review-sandbox';
import type { ReviewConnectors, ReviewSourceConnector } from '../../connectors/review-source';
import type { Caller } from '../../platform/auth/caller';
import { reviewSyncStates } from '../../platform/db/schema';
import { REVIEW_SYNC_QUEUE, type SyncJob } from './review-sync.jobs';
import { createReviewSyncRepo } from './review-sync.repo';
import { createReviewSyncRequests } from './review-sync.requests';
import { syncReach } from './review-sync.service';

const FACEBOOK = 2;
const YELP = 3;
const TRIP_ADVISOR = 4;

let boss: PgBoss;
let caller: Caller;
let linked: number;
let unlinked: number;

/** Outside demo mode: Facebook needs the location's page; TripAdvisor stands for a source that needs none. */
const sandbox = createSandboxReviewSource();
const facebook: ReviewSourceConnector = { ...sandbox, name: 'facebook', needsExternalLocation: undefined };
const real: ReviewConnectors = {
  forSource: (sourceId) => (sourceId === FACEBOOK ? facebook : sourceId === TRIP_ADVISOR ? sandbox : undefined),
};

const { t } = useTestApp();
beforeAll(async () => {
  boss = await startJobQueues(t.url, 'server', () => {});
  const session = await login(t, 'manager@northwind.example');
  const found = await t.services.auth.authenticate(session.token, session.email);
  if (!found) throw new Error('no caller');
  caller = found;
  const rows = (
    await t.db.execute<{ id: number }>(
      sql`select id from locations where account_id = ${caller.accountId} order by id limit 2`,
    )
  ).rows;
  [linked, unlinked] = rows.map((row) => row.id) as [number, number];
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: true });
});

beforeEach(async () => {
  await boss.deleteQueuedJobs(REVIEW_SYNC_QUEUE);
  await t.db.delete(reviewSyncStates).where(inArray(reviewSyncStates.locationId, [linked, unlinked]));
  const state = (locationId: number, sourceId: number, externalLocationId: string | null) => ({
    accountId: caller.accountId,
    locationId,
    sourceId,
    externalLocationId,
  });
  await t.db.insert(reviewSyncStates).values([
    state(linked, FACEBOOK, '1234567890'),
    state(linked, YELP, 'some-biz'),
    state(linked, TRIP_ADVISOR, null),
    // The page was removed (decision 0013): the state row stays, without an id.
    state(unlinked, FACEBOOK, null),
    state(unlinked, TRIP_ADVISOR, null),
  ]);
});

const ours = (keys: { locationId: number; sourceId: number }[]) =>
  keys
    .filter((key) => key.locationId === linked || key.locationId === unlinked)
    .map((key) => `${key.locationId === linked ? 'linked' : 'unlinked'}:${key.sourceId}`)
    .sort();

const queued = async () =>
  ours((await boss.findJobs<SyncJob>(REVIEW_SYNC_QUEUE, { queued: true })).map((job) => job.data));

describe('scheduled sync targets', () => {
  it('are the linked pages of connected sources, and every location of a source that needs no page', async () => {
    const targets = await createReviewSyncRepo(t.db).targets(syncReach(real));
    // Yelp has no connector here; the unlinked Facebook page would fail as "not linked" every 15 minutes.
    expect(ours(targets)).toEqual([`linked:${FACEBOOK}`, `linked:${TRIP_ADVISOR}`, `unlinked:${TRIP_ADVISOR}`]);
  });

  it('are every location and source in demo mode, where the sandbox reads any location', async () => {
    const demo = createConnectors({ demoMode: true }).reviews;
    const targets = await createReviewSyncRepo(t.db).targets(syncReach(demo));
    expect(ours(targets)).toHaveLength(5);
  });

  it('are none when no source is connected', async () => {
    expect(await createReviewSyncRepo(t.db).targets(syncReach({ forSource: () => undefined }))).toEqual([]);
  });
});

describe('on-demand sync requests', () => {
  const requests = () => createReviewSyncRequests(createReviewSyncRepo(t.db), boss, real);

  it('answer 422 for a page that is not linked, and queue nothing', async () => {
    await expect(requests().request(caller, { location_id: unlinked, source_id: FACEBOOK })).rejects.toMatchObject({
      statusCode: 422,
      code: 'not_linked',
      message: 'This location is not linked to its Facebook page: add the page under Review Sources, then sync.',
    });
    expect(await queued()).toEqual([]);
  });

  it('queue what can sync and count what they leave out', async () => {
    expect(await requests().request(caller, { location_id: linked })).toEqual({ queued: 2, skipped: 1 });
    expect(await requests().request(caller, { location_id: unlinked })).toEqual({ queued: 1, skipped: 1 });
    expect(await queued()).toEqual([`linked:${FACEBOOK}`, `linked:${TRIP_ADVISOR}`, `unlinked:${TRIP_ADVISOR}`]);
  });

  it('only skip a source that is not connected (saving its page must not fail)', async () => {
    expect(await requests().request(caller, { location_id: linked, source_id: YELP })).toEqual({
      queued: 0,
      skipped: 1,
    });
  });
});
