import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFacebook, startFakeFacebook } from '../../../test/fakes/fake-facebook';
import { useTestApp } from '../../../test/test-app';
import { createFacebookReviewSource } from '../../connectors/facebook-ratings';
import { createSandboxReviewSource } from '../../connectors/review-sandbox';
import { ReviewSourceError } from '../../connectors/review-source';
import { reviewHistory, reviewSyncStates, reviews } from '../../platform/db/schema';
import { createRealtimePublisher } from '../../platform/realtime/publisher';
import { createReviewSyncRepo } from './review-sync.repo';
import { createReviewSyncService, toReviewValues } from './review-sync.service';

let key: { accountId: number; locationId: number; sourceId: number };
let clock = new Date('2026-01-20T00:00:00Z');
const sandbox = createSandboxReviewSource({
  epoch: new Date('2026-01-01T00:00:00Z'),
  intervalHours: 6,
  now: () => clock,
});

const { t } = useTestApp();
beforeAll(async () => {
  const [location] = (
    await t.db.execute<{ id: number; account_id: number }>(
      sql`select id, account_id from locations order by id limit 1`,
    )
  ).rows;
  if (!location) throw new Error('no location');
  // TripAdvisor: a source the healthcare seed does not use, so this location starts with none from it.
  key = { accountId: location.account_id, locationId: location.id, sourceId: 4 };
});

const service = () =>
  createReviewSyncService({
    repo: createReviewSyncRepo(t.db),
    connectors: { forSource: () => sandbox },
    realtime: createRealtimePublisher(t.db.$client),
  });

async function local() {
  return t.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.locationId, key.locationId), eq(reviews.sourceId, key.sourceId)));
}

describe('the values a sync stores', () => {
  const review = { externalId: 'x', authorName: null, language: 'en', url: null, publishedAt: clock, updatedAt: clock };

  it('leave the sentiment and categories of a review with text to the text analysis (an edit keeps them)', () => {
    const values = toReviewValues(key, { ...review, rating: 2, content: 'Lovely staff.' });
    expect(values).not.toHaveProperty('sentiment');
    expect(values).not.toHaveProperty('categories');
  });

  it('take the sentiment of a review without text from its stars, and a recommendation outright', () => {
    expect(toReviewValues(key, { ...review, rating: 5, content: null })).toMatchObject({
      sentiment: 1,
      categories: [],
    });
    expect(toReviewValues(key, { ...review, rating: 2, content: ' ' })).toMatchObject({ sentiment: -1 });
    expect(toReviewValues(key, { ...review, rating: 3, content: null })).toMatchObject({ sentiment: 0 });
    expect(toReviewValues(key, { ...review, rating: 0, content: 'Meh', recommended: false })).toMatchObject({
      sentiment: -1,
    });
  });
});

describe('review sync', () => {
  it('creates each review once: a second sync and the same page twice create nothing', async () => {
    const first = await service().sync(key);
    expect(first.created).toBeGreaterThan(50);
    expect(first.pages).toBeGreaterThan(1);
    expect(await local()).toHaveLength(first.created);
    expect((await service().sync(key)).created).toBe(0);
    expect((await service().sync(key, { full: true })).created).toBe(0);
    const page = await sandbox.fetchReviews({ ...key, externalLocationId: null }, '0');
    const repo = createReviewSyncRepo(t.db);
    const values = page.reviews.map((review) => toReviewValues(key, review));
    expect(await repo.applyPage(key, values)).toEqual({ created: [], edited: [] });
    expect(await local()).toHaveLength(first.created);
  });

  it('picks up new reviews incrementally and keeps reconciliation counts', async () => {
    const before = (await local()).length;
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    const result = await service().sync(key);
    expect(result.created).toBe(4);
    expect(result.pages).toBe(1);
    const [state] = await t.db
      .select()
      .from(reviewSyncStates)
      .where(and(eq(reviewSyncStates.locationId, key.locationId), eq(reviewSyncStates.sourceId, key.sourceId)));
    expect(state).toMatchObject({ sourceCount: before + 4, localCount: before + 4, lastError: null });
  });

  it('records edits in the history and marks reviews removed at the source, never deleting them', async () => {
    const [edited, removed] = (await local()).sort((a, b) => a.id - b.id);
    if (!edited || !removed) throw new Error('no reviews');
    sandbox.controls.edited.set(edited.externalId, clock);
    sandbox.controls.removed.add(removed.externalId);
    const result = await service().sync(key, { full: true });
    expect(result).toMatchObject({ created: 0, edited: 2 });
    const history = await t.db.select().from(reviewHistory).where(eq(reviewHistory.reviewId, edited.id));
    expect(history).toEqual([
      expect.objectContaining({
        change: 'edited',
        before: { content: edited.content },
        after: { content: `${edited.content} (edited)` },
      }),
    ]);
    const [gone] = await t.db.select().from(reviews).where(eq(reviews.id, removed.id));
    expect(gone).toMatchObject({ removed: true });
    expect(gone?.removedAt).not.toBeNull();
    const [state] = await t.db
      .select()
      .from(reviewSyncStates)
      .where(and(eq(reviewSyncStates.locationId, key.locationId), eq(reviewSyncStates.sourceId, key.sourceId)));
    expect(state?.localCount).toBe((await local()).length - 1);
    // A second identical pass changes nothing.
    expect(await service().sync(key, { full: true })).toMatchObject({ created: 0, edited: 0, removed: 0 });
  });

  it('records the error and keeps the cursor when the source fails', async () => {
    sandbox.controls.failFetches = true;
    await expect(service().sync(key)).rejects.toThrow('Sandbox told to fail');
    sandbox.controls.failFetches = false;
    const [state] = await t.db
      .select()
      .from(reviewSyncStates)
      .where(and(eq(reviewSyncStates.locationId, key.locationId), eq(reviewSyncStates.sourceId, key.sourceId)));
    expect(state?.lastError).toBe('Sandbox told to fail');
    expect(state?.cursor).not.toBeNull();
  });
});

describe('review sync in batches of pages', () => {
  it('stores the pages read before a page that fails to arrive, and the next sync goes on from them', async () => {
    const [location] = (
      await t.db.execute<{ id: number }>(
        sql`select id from locations where account_id = ${key.accountId} and id <> ${key.locationId} order by id desc limit 1`,
      )
    ).rows;
    if (!location) throw new Error('no other location');
    const otherKey = { ...key, locationId: location.id };
    // A review an hour since the epoch: some ten pages of fifty, fewer than a batch.
    const dense = createSandboxReviewSource({
      epoch: new Date('2026-01-01T00:00:00Z'),
      intervalHours: 1,
      now: () => clock,
    });
    let pagesLeft = 2;
    // The source answers two pages, then its third request fails.
    const failing = {
      ...dense,
      fetchReviews: async (...args: Parameters<typeof dense.fetchReviews>) => {
        if (pagesLeft === 0) throw new ReviewSourceError('The source went away', 503, true);
        pagesLeft -= 1;
        return dense.fetchReviews(...args);
      },
    };
    const sync = (connector: typeof dense) =>
      createReviewSyncService({
        repo: createReviewSyncRepo(t.db),
        connectors: { forSource: () => connector },
        realtime: createRealtimePublisher(t.db.$client),
      }).sync(otherKey);
    await expect(sync(failing)).rejects.toThrow('The source went away');
    const stored = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.locationId, otherKey.locationId), eq(reviews.sourceId, otherKey.sourceId)));
    expect(stored).toHaveLength(100);
    const next = await sync(dense);
    expect(next.pages).toBeGreaterThan(2);
    expect(next.created).toBe(next.fetched - 100);
  });
});

describe('review sync of a Facebook Page saved by username', () => {
  let fake: FakeFacebook;
  let facebookKey: typeof key;
  beforeAll(async () => {
    fake = await startFakeFacebook('page-token');
    const [location] = (
      await t.db.execute<{ id: number }>(
        sql`select id from locations where account_id = ${key.accountId} and id <> ${key.locationId} order by id limit 1`,
      )
    ).rows;
    if (!location) throw new Error('no second location');
    facebookKey = { accountId: key.accountId, locationId: location.id, sourceId: 2 };
  });
  afterAll(async () => {
    await fake.close();
  });

  const facebookSync = () =>
    createReviewSyncService({
      repo: createReviewSyncRepo(t.db),
      connectors: {
        forSource: () =>
          createFacebookReviewSource({ baseUrl: fake.url, pageSize: 5, accessTokens: async () => 'page-token' }),
      },
      realtime: createRealtimePublisher(t.db.$client),
    });

  it('syncs every page of ratings, looking the username up once a sync', async () => {
    fake.addRatings('7001', 12);
    fake.addUsername('7001', 'northwind.smiles');
    await createReviewSyncRepo(t.db).linkExternalLocation(facebookKey, 'northwind.smiles');
    fake.requests.length = 0;
    const result = await facebookSync().sync(facebookKey);
    expect(result).toMatchObject({ pages: 3, created: 12 });
    const paths = fake.requests.map((request) => request.url.pathname);
    expect(paths.filter((path) => path === '/v21.0/northwind.smiles')).toHaveLength(1);
    expect(paths.filter((path) => path === '/v21.0/7001/ratings')).toHaveLength(3);
    // The username stays what the location's page says; the id is looked up again next sync.
    const state = await createReviewSyncRepo(t.db).state(facebookKey);
    expect(state).toMatchObject({ externalLocationId: 'northwind.smiles', sourceCount: 12, lastError: null });
  });

  it('fails for good, saying why, when no Page has the username', async () => {
    await createReviewSyncRepo(t.db).linkExternalLocation(facebookKey, 'northwind.gone');
    const failed = facebookSync().sync(facebookKey);
    await expect(failed).rejects.toBeInstanceOf(ReviewSourceError);
    await expect(failed).rejects.toMatchObject({ status: 404, retryable: false });
    const state = await createReviewSyncRepo(t.db).state(facebookKey);
    expect(state?.lastError).toContain("no Facebook Page is named 'northwind.gone'");
  });
});
