import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { listenForWebhooks } from '../../../test/webhook-listener';
import { createSandboxReviewSource } from '../../connectors/review-sandbox';
import { ambientSqlExecutor } from '../../platform/db/ambient-sql';
import { locations, reviews } from '../../platform/db/schema';
import { createRealtimePublisher } from '../../platform/realtime/publisher';
import { createWebhookEmitter } from '../outgoing-webhooks';
import { createReviewSyncRepo } from './review-sync.repo';
import { createReviewSyncService } from './review-sync.service';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' }, app: { webhookAllowPrivateTargets: true } });

let clock = new Date('2026-01-20T00:00:00Z');
const sandbox = createSandboxReviewSource({
  epoch: new Date('2026-01-01T00:00:00Z'),
  intervalHours: 6,
  now: () => clock,
});
let key: { accountId: number; locationId: number; sourceId: number };
let listener: Awaited<ReturnType<typeof listenForWebhooks>>;
beforeAll(async () => {
  const [location] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.accountId, admin.account_id))
    .orderBy(asc(locations.id))
    .limit(1);
  if (!location) throw new Error('no location');
  // TripAdvisor: a source the seed does not use, so the location's first sync of it is its whole history.
  key = { accountId: admin.account_id, locationId: location.id, sourceId: 4 };
  listener = await listenForWebhooks(t, admin, ['review.created', 'review.updated']);
});
afterAll(() => listener?.close());

/** The sync as the module composes it, with the webhook hook the composition root hands it. */
const service = () =>
  createReviewSyncService({
    repo: createReviewSyncRepo(t.db),
    connectors: { forSource: () => sandbox },
    realtime: createRealtimePublisher(t.db.$client),
    emitWebhook: createWebhookEmitter(t.boss, ambientSqlExecutor(t.db)),
  });

const synced = () =>
  t.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.locationId, key.locationId), eq(reviews.sourceId, key.sourceId)))
    .orderBy(asc(reviews.id));

describe('review webhooks of the review sync', () => {
  it('send review.created for each review a later sync brings, none for the first sync (the history)', async () => {
    expect((await service().sync(key)).created).toBeGreaterThan(50);
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect((await service().sync(key)).created).toBe(4);
    const created = await listener.waitFor('review.created', 4);
    expect(created).toHaveLength(4);
    const newest = (await synced()).slice(-4);
    expect(created.map((event) => event.data.review_id).sort()).toEqual(newest.map((review) => review.id).sort());
    expect(created[0]).toMatchObject({
      account_id: admin.account_id,
      data: { location_id: key.locationId, source_id: key.sourceId },
    });
  });

  it('send review.updated for a review edited at the source and one removed there, with what changed', async () => {
    const [edited, removed] = await synced();
    if (!edited || !removed) throw new Error('no reviews');
    sandbox.controls.edited.set(edited.externalId, clock);
    sandbox.controls.removed.add(removed.externalId);
    expect(await service().sync(key, { full: true })).toMatchObject({ edited: 2 });
    const updated = await listener.waitFor('review.updated', 2);
    expect(updated.map((event) => event.data).sort((a, b) => Number(a.review_id) - Number(b.review_id))).toEqual([
      {
        review_id: edited.id,
        location_id: key.locationId,
        source_id: key.sourceId,
        change: 'edited',
        before: { content: edited.content },
        after: { content: `${edited.content} (edited)` },
      },
      {
        review_id: removed.id,
        location_id: key.locationId,
        source_id: key.sourceId,
        change: 'removed',
        before: { removed: false },
        after: { removed: true },
      },
    ]);
    // A pass that changes nothing tells of nothing.
    expect(await service().sync(key, { full: true })).toMatchObject({ edited: 0, removed: 0 });
    expect(listener.received('review.updated')).toHaveLength(2);
  });
});
