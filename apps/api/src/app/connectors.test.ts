import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFacebook, startFakeFacebook } from '../../test/fakes/fake-facebook';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fake-google';
import { useTestApp } from '../../test/test-app';
import { createConnectors } from '../connectors/connectors';
import { responsesModule } from '../modules/responses';
import { reviewSyncModule } from '../modules/review-sync';
import { oauthTokens, reviewResponses, reviewSyncStates, reviews } from '../platform/db/schema';
import { startModule } from '../platform/modules/module-definition';
import { createRealtimePublisher } from '../platform/realtime/publisher';
import { connectorSettings } from './connector-settings';

/** Run outside a queue: an attempt after which nothing is retried. */
const lastAttempt = { willRetry: () => false };

describe('which connector serves a source', () => {
  const accessTokens = async () => 'token';

  it('outside demo mode: Google and Facebook with OAuth tokens, Yelp with the API key, others unconnected', () => {
    const { reviews: sources } = createConnectors({ demoMode: false, accessTokens, yelpApiKey: 'key' });
    expect([1, 2, 3, 4, 12].map((id) => sources.forSource(id)?.name)).toEqual([
      'google',
      'facebook',
      'yelp',
      undefined,
      undefined,
    ]);
    expect(createConnectors({ demoMode: false, accessTokens }).reviews.forSource(3)).toBeUndefined();
    expect(createConnectors({ demoMode: false }).reviews.forSource(1)).toBeUndefined();
  });

  it('in demo mode: the sandbox for every source', () => {
    const { reviews: sources } = createConnectors({ demoMode: true, accessTokens, yelpApiKey: 'key' });
    expect([1, 2, 3, 4].map((id) => sources.forSource(id)?.name)).toEqual(['sandbox', 'sandbox', 'sandbox', 'sandbox']);
  });
});

describe('real sources through the sync and the response jobs, with the seeded tokens', () => {
  const { t } = useTestApp();
  let google: FakeGoogle;
  let facebook: FakeFacebook;
  let accountId: number;
  let locationId: number;
  let userId: number;

  beforeAll(async () => {
    [google, facebook] = await Promise.all([startFakeGoogle(), startFakeFacebook()]);
    const [row] = (
      await t.db.execute<{ location_id: number; account_id: number; user_id: number }>(sql`
        select l.id as location_id, a.id as account_id, u.id as user_id
        from accounts a join locations l on l.account_id = a.id join users u on u.account_id = a.id
        where a.name = 'Northwind Dental' and u.email = 'admin@northwind.example' order by l.id limit 1`)
    ).rows;
    if (!row) throw new Error('no Northwind location');
    ({ account_id: accountId, location_id: locationId, user_id: userId } = row);
    // The fakes accept exactly the tokens the seed stored for Northwind.
    const tokens = await t.db.select().from(oauthTokens).where(eq(oauthTokens.accountId, accountId));
    google.token = tokens.find((token) => token.sourceId === 1)?.accessToken ?? '';
    facebook.token = tokens.find((token) => token.sourceId === 2)?.accessToken ?? '';
    // Link the location to its Google location and Facebook Page (the seed already syncs it, with a sandbox cursor).
    for (const [sourceId, externalLocationId] of [
      [1, 'accounts/42/locations/7'],
      [2, '424242'],
    ] as const) {
      await t.db
        .insert(reviewSyncStates)
        .values({ accountId, locationId, sourceId, externalLocationId })
        .onConflictDoUpdate({
          target: [reviewSyncStates.locationId, reviewSyncStates.sourceId, reviewSyncStates.accountId],
          set: { externalLocationId, cursor: null },
        });
    }
  });
  afterAll(async () => {
    await Promise.all([google.close(), facebook.close()]);
  });

  const connectors = () =>
    createConnectors({
      demoMode: false,
      accessTokens: t.connectorTokens.accessTokens,
      reviewSourceUrls: { google: google.url, facebook: facebook.url },
    }).reviews;
  /** The response jobs as the worker wires them, against the test database and the fakes. */
  const responseJobs = () =>
    startModule(responsesModule, t.db, {
      boss: t.boss,
      reviews: t.services.reviews,
      syncStates: t.services.reviewSyncLinks,
      connectors: connectors(),
      realtime: createRealtimePublisher(t.db.$client),
    }).services.responseJobs;

  /** The sync as the worker wires it, with the given connectors. */
  const syncWith = (reviewConnectors: ReturnType<typeof connectors>) =>
    startModule(reviewSyncModule, t.db, {
      boss: t.boss,
      connectors: reviewConnectors,
      realtime: createRealtimePublisher(t.db.$client),
    }).services.reviewSyncer;
  const sync = () => syncWith(connectors());

  /** A response as the API stores it before its job runs (the responses module's own table). */
  const submitResponse = async (values: { reviewId: number; sourceId: number; content: string; userId: number }) => {
    const [row] = await t.db
      .insert(reviewResponses)
      .values({ accountId, ...values, createdByUserId: values.userId, status: 'submitting' })
      .onConflictDoUpdate({
        target: [reviewResponses.reviewId, reviewResponses.accountId],
        set: { content: values.content, status: 'submitting', statusDescription: null },
      })
      .returning();
    if (!row) throw new Error('response not stored');
    return row;
  };
  const responseRow = async (id: number) =>
    (await t.db.select().from(reviewResponses).where(eq(reviewResponses.id, id)))[0];
  const listed = (sourceId: number) =>
    t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.locationId, locationId), eq(reviews.sourceId, sourceId), eq(reviews.removed, false)));

  it("syncs a location's Google reviews, then only changes, then finds a deleted one by its absence", async () => {
    google.addReviews('accounts/42/locations/7', 60);
    const key = { accountId, locationId, sourceId: 1 };
    const first = await sync().sync(key, { full: true });
    expect(first).toMatchObject({ pages: 2, created: 60 });
    expect(await listed(1)).toHaveLength(60);

    const [added] = google.addReviews('accounts/42/locations/7', 1);
    expect(await sync().sync(key)).toMatchObject({ pages: 1, fetched: 1, created: 1, removed: 0 });

    google.remove(added?.name ?? '');
    expect(await sync().sync(key, { full: true })).toMatchObject({ created: 0, removed: 1 });
    const [state] = await t.db
      .select()
      .from(reviewSyncStates)
      .where(and(eq(reviewSyncStates.locationId, locationId), eq(reviewSyncStates.sourceId, 1)));
    expect(state).toMatchObject({ sourceCount: 60, localCount: 60, lastError: null });
  });

  it('answers a Facebook recommendation as a comment, edits that comment, and deletes it', async () => {
    const [rating] = facebook.addRatings('424242', 1);
    const story = rating?.open_graph_story.id ?? '';
    await sync().sync({ accountId, locationId, sourceId: 2 }, { full: true });
    const [review] = (await listed(2)).filter((row) => row.externalId === story);
    if (!review) throw new Error('the recommendation was not synced');
    expect(review.sentiment).toBe(rating?.recommendation_type === 'positive' ? 1 : -1);

    const jobs = responseJobs();
    const submit = (content: string) => submitResponse({ reviewId: review.id, sourceId: 2, content, userId });
    const response = await submit('Thank you for the kind words!');
    await jobs.publish({ accountId, responseId: response.id, userId }, lastAttempt);
    const [comment] = facebook.comments(story);
    expect(comment?.message).toBe('Thank you for the kind words!');
    expect((await responseRow(response.id))?.externalResponseId).toBe(comment?.id);

    await submit('Thank you, see you soon!');
    await jobs.publish({ accountId, responseId: response.id, userId }, lastAttempt);
    expect(facebook.comments(story)).toEqual([{ id: comment?.id, message: 'Thank you, see you soon!' }]);

    await t.db.update(reviewResponses).set({ status: 'deleting' }).where(eq(reviewResponses.id, response.id));
    await jobs.remove({ accountId, responseId: response.id, userId }, lastAttempt);
    expect(facebook.comments(story)).toEqual([]);
    expect(await t.db.select().from(reviewResponses).where(eq(reviewResponses.id, response.id))).toEqual([]);
  });

  it("syncs a Facebook Page with the connect flow's user token, through the Page's token Graph gives it", async () => {
    const facebookToken = and(eq(oauthTokens.accountId, accountId), eq(oauthTokens.sourceId, 2));
    const [stored] = await t.db.select().from(oauthTokens).where(facebookToken);
    if (!stored) throw new Error('the seed stores no Facebook token');
    // What the connect flow stores (decision 0014): a long-lived user token of someone managing the Page.
    const userToken = 'EAAlong-northwind-admin';
    const pageTokens = facebook.addUser(userToken, ['424242']);
    await t.db.update(oauthTokens).set({ accessToken: userToken }).where(facebookToken);
    try {
      const [rating] = facebook.addRatings('424242', 1);
      facebook.requests.length = 0;
      expect(await sync().sync({ accountId, locationId, sourceId: 2 })).toMatchObject({ created: 1 });
      expect((await listed(2)).map((row) => row.externalId)).toContain(rating?.open_graph_story.id);
      // One lookup with the user token, then the Page's token for everything the Page is asked.
      expect(facebook.requests.map((request) => request.token)).toEqual([
        userToken,
        ...facebook.requests.slice(1).map(() => pageTokens['424242']),
      ]);
      expect(facebook.requests[0]?.url.searchParams.get('fields')).toBe('id,access_token');

      // An answer goes out as the Page too: the job names the location's linked Page.
      const [review] = (await listed(2)).filter((row) => row.externalId === rating?.open_graph_story.id);
      if (!review) throw new Error('the rating was not synced');
      const response = await submitResponse({ reviewId: review.id, sourceId: 2, content: 'Thanks!', userId });
      facebook.requests.length = 0;
      await responseJobs().publish({ accountId, responseId: response.id, userId }, lastAttempt);
      expect(facebook.comments(rating?.open_graph_story.id ?? '')).toEqual([
        expect.objectContaining({ message: 'Thanks!' }),
      ]);
      expect(facebook.requests.map((request) => request.token)).toEqual([userToken, pageTokens['424242']]);
    } finally {
      await t.db.update(oauthTokens).set({ accessToken: stored.accessToken }).where(facebookToken);
    }
  });

  it("refreshes the account's expired Google token with its stored refresh token, stores it, and syncs", async () => {
    const googleToken = and(eq(oauthTokens.accountId, accountId), eq(oauthTokens.sourceId, 1));
    const [stored] = await t.db.select().from(oauthTokens).where(googleToken);
    if (!stored?.refreshToken) throw new Error('the seed stores no Google refresh token');
    // The fake accepts the seeded refresh token, and from now on only the access tokens it hands out.
    google.oauth.refreshToken = stored.refreshToken;
    google.token = 'ya29.only-a-refreshed-token-is-accepted';
    await t.db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 5 * 60_000) })
      .where(googleToken);
    const installed = createConnectors({
      ...connectorSettings(
        { demoMode: false, googleClientId: google.oauth.clientId, googleClientSecret: google.oauth.clientSecret },
        t.connectorTokens,
      ),
      reviewSourceUrls: { google: google.url, googleToken: `${google.url}/token` },
    }).reviews;
    const syncing = syncWith(installed);
    google.addReviews('accounts/42/locations/7', 1);
    expect(await syncing.sync({ accountId, locationId, sourceId: 1 })).toMatchObject({ created: 1 });
    const [refreshed] = await t.db.select().from(oauthTokens).where(googleToken);
    expect(refreshed?.accessToken).toBe(google.token);
    expect(refreshed?.accessToken).not.toBe(stored.accessToken);
    expect(refreshed?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(refreshed?.refreshToken).toBe(stored.refreshToken);
    expect(google.oauth.issued).toBe(1);
  });
});
