import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fake-google';
import { failureSwitches } from '../../test/fakes/fake-http';
import { UNREACHABLE_URL } from '../../test/test-app';
import { createGoogleReviewSource } from './google-business-profile';
import { createGoogleCredentials, type OauthTokenStore, type StoredToken } from './google-oauth';
import { readPass } from './newest-first-pass';
import { ReviewSourceError, type ReviewTarget } from './review-source';
import { type HttpHarness, httpFailureContract, reviewSourceContract } from './review-source-contract';

let fake: FakeGoogle;
let locations = 0;

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.token = 'google-token';
  fake.requests.length = 0;
});

const targetAt = (location: string): ReviewTarget => ({
  accountId: 1,
  locationId: 1,
  sourceId: 1,
  externalLocationId: location,
});
const client = (pageSize = 10, baseUrl = fake.url) =>
  createGoogleReviewSource({ baseUrl, pageSize, accessTokens: async () => 'google-token' });

function harness(): HttpHarness {
  locations += 1;
  const location = `accounts/100/locations/${locations}`;
  fake.addReviews(location, 0);
  return {
    connector: client(),
    target: targetAt(location),
    pageSize: 10,
    addReviews: (count) => {
      fake.addReviews(location, count);
    },
    answersOf: (name) => {
      const reply = fake.find(name)?.reviewReply;
      return reply ? [reply.comment] : [];
    },
    ...failureSwitches(fake, 'google-token'),
  };
}

reviewSourceContract('Google Business Profile', harness);
httpFailureContract('Google Business Profile', harness);

describe('Google Business Profile client', () => {
  it('asks for 50 at most, newest change first, with the bearer token, and maps the review', async () => {
    const location = 'accounts/7/locations/70';
    const [added] = fake.addReviews(location, 1);
    const page = await client(500).fetchReviews(targetAt(location), null);
    const request = fake.requests[0];
    expect(request?.url.searchParams.get('pageSize')).toBe('50');
    expect(request?.url.searchParams.get('orderBy')).toBe('updateTime desc');
    expect(request?.token).toBe('google-token');
    if (!added) throw new Error('no review added');
    const stars = { STAR_RATING_UNSPECIFIED: 0, ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
    expect(page.reviews[0]).toEqual({
      externalId: added.name,
      rating: stars[added.starRating],
      authorName: added.reviewer.displayName,
      content: added.comment ?? null,
      language: null,
      url: null,
      publishedAt: new Date(added.createTime),
      updatedAt: new Date(added.updateTime),
    });
  });

  it('brings an edited review back in the next incremental sync; a removed one only leaves the count', async () => {
    const location = 'accounts/7/locations/71';
    const [old, , removed] = fake.addReviews(location, 3);
    const full = await client().fetchReviews(targetAt(location), null);
    fake.edit(old?.name ?? '', 'Changed my mind: excellent.');
    fake.remove(removed?.name ?? '');
    const next = await client().fetchReviews(targetAt(location), full.nextCursor);
    expect(next.reviews.map((review) => [review.externalId, review.content])).toEqual([
      [old?.name, 'Changed my mind: excellent.'],
    ]);
    expect(next.totalCount).toBe(2);
    expect(readPass(next.nextCursor).since).toBe(fake.find(old?.name ?? '')?.updateTime);
  });

  it('maps a rating without stars to 0', async () => {
    const location = 'accounts/7/locations/72';
    fake.addReviews(location, 7);
    const page = await client().fetchReviews(targetAt(location), null);
    const unrated = fake.reviews(location).filter((review) => review.starRating === 'STAR_RATING_UNSPECIFIED');
    expect(unrated).not.toHaveLength(0);
    for (const review of unrated) {
      expect(page.reviews.find((entry) => entry.externalId === review.name)?.rating).toBe(0);
    }
  });

  it('reads several locations of one account in one batchGetReviews call, page by page', async () => {
    const names = ['accounts/8/locations/1', 'accounts/8/locations/2'];
    fake.addReviews(names[0] ?? '', 3);
    fake.addReviews(names[1] ?? '', 2);
    const google = client(4);
    const first = await google.fetchLocationsReviews(targetAt(names[0] ?? ''), names, null);
    const second = await google.fetchLocationsReviews(targetAt(names[0] ?? ''), names, first.nextPageToken);
    expect(first.reviews).toHaveLength(4);
    expect(second.nextPageToken).toBeNull();
    const all = [...first.reviews, ...second.reviews];
    expect(all.filter((entry) => entry.locationName === names[1])).toHaveLength(2);
    expect(all[0]?.review.updatedAt.getTime()).toBeGreaterThan(all[4]?.review.updatedAt.getTime() ?? 0);
    expect(fake.requests[0]?.body).toMatchObject({ locationNames: names, orderBy: 'updateTime desc' });
    await expect(
      google.fetchLocationsReviews(
        targetAt(names[0] ?? ''),
        ['accounts/8/locations/1', 'accounts/9/locations/1'],
        null,
      ),
    ).rejects.toMatchObject({ status: 400, retryable: false });
  });

  it('treats deleting a reply that is already gone as done', async () => {
    const location = 'accounts/7/locations/73';
    const [review] = fake.addReviews(location, 1);
    await expect(client().deleteResponse(targetAt(location), review?.name ?? '')).resolves.toBeUndefined();
  });

  it('refuses without a linked location or an integration, and reports an unreachable API as retryable', async () => {
    await expect(client().fetchReviews(targetAt('my-location'), null)).rejects.toMatchObject({ status: 400 });
    const noToken = createGoogleReviewSource({ baseUrl: fake.url, accessTokens: async () => null });
    await expect(noToken.fetchReviews(targetAt('accounts/7/locations/70'), null)).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
    await expect(
      client(10, UNREACHABLE_URL).fetchReviews(targetAt('accounts/7/locations/70'), null),
    ).rejects.toMatchObject({ status: 503, retryable: true });
  });
});

describe('Google access tokens', () => {
  const location = 'accounts/9/locations/90';
  const HOUR_MS = 3_600_000;

  /** oauth_tokens in memory: the token the connector starts with, and what it stores. */
  function memoryStore(first: Partial<StoredToken>) {
    const state = {
      current: { accessToken: 'ya29.expired', refreshToken: fake.oauth.refreshToken, expiresAt: null, ...first },
    } as { current: StoredToken };
    const store: OauthTokenStore = {
      read: async () => ({ ...state.current }),
      save: async (_target, next) => {
        state.current = { ...state.current, ...next };
      },
    };
    return { store, state };
  }
  const oauthClient = () => ({
    clientId: fake.oauth.clientId,
    clientSecret: fake.oauth.clientSecret,
    tokenUrl: `${fake.url}/token`,
  });
  const refreshing = (store: OauthTokenStore, oauth = oauthClient()) =>
    createGoogleReviewSource({ baseUrl: fake.url, ...createGoogleCredentials(store, oauth) });
  const paths = () => fake.requests.map((request) => `${request.method} ${request.url.pathname}`);

  beforeAll(() => {
    fake.addReviews(location, 2);
  });

  it('refreshes an expired access token, stores it with its expiry, then reads the reviews', async () => {
    const { store, state } = memoryStore({ expiresAt: new Date(Date.now() - 60_000) });
    const page = await refreshing(store).fetchReviews(targetAt(location), null);
    expect(page.reviews).toHaveLength(2);
    expect(paths()).toEqual(['POST /token', `GET /v4/${location}/reviews`]);
    const [grant, read] = fake.requests;
    expect(grant?.contentType).toBe('application/x-www-form-urlencoded');
    expect(grant?.token).toBeNull();
    expect(grant?.body).toEqual({
      grant_type: 'refresh_token',
      client_id: fake.oauth.clientId,
      client_secret: fake.oauth.clientSecret,
      refresh_token: fake.oauth.refreshToken,
    });
    expect(read?.token).toBe(fake.token);
    expect(state.current.accessToken).toBe(fake.token);
    expect(state.current.expiresAt?.getTime()).toBeGreaterThan(Date.now() + HOUR_MS - 5_000);
    expect(state.current.refreshToken).toBe(fake.oauth.refreshToken);
  });

  it('refreshes a token that expires within a minute, and not one with longer to live', async () => {
    const soon = memoryStore({ expiresAt: new Date(Date.now() + 30_000) });
    await refreshing(soon.store).fetchReviews(targetAt(location), null);
    expect(paths()[0]).toBe('POST /token');
    fake.requests.length = 0;
    const later = memoryStore({ accessToken: fake.token, expiresAt: new Date(Date.now() + 10 * 60_000) });
    await refreshing(later.store).fetchReviews(targetAt(location), null);
    expect(paths()).toEqual([`GET /v4/${location}/reviews`]);
  });

  it('refreshes once after a 401 and retries the call once', async () => {
    const { store, state } = memoryStore({ accessToken: 'ya29.revoked', expiresAt: new Date(Date.now() + HOUR_MS) });
    const [review] = fake.addReviews(location, 1);
    const published = await refreshing(store).publishResponse(targetAt(location), review?.name ?? '', 'Thanks!');
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect(paths()).toEqual([`PUT /v4/${review?.name}/reply`, 'POST /token', `PUT /v4/${review?.name}/reply`]);
    expect(state.current.accessToken).toBe(fake.token);

    // A token refused again after the refresh is not refreshed a second time.
    fake.requests.length = 0;
    const refusedTwice = createGoogleReviewSource({
      baseUrl: fake.url,
      accessTokens: async () => 'ya29.revoked',
      refreshAccessToken: async () => 'ya29.revoked-too',
    });
    await expect(refusedTwice.fetchReviews(targetAt(location), null)).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a refused refresh token (invalid_grant) as not retryable: the integration must be reconnected', async () => {
    const { store } = memoryStore({ refreshToken: '1//revoked', expiresAt: new Date(Date.now() - HOUR_MS) });
    const refused = await refreshing(store)
      .fetchReviews(targetAt(location), null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReviewSourceError);
    expect(refused).toMatchObject({ status: 401, retryable: false });
    const message = (refused as Error).message;
    expect(message).toMatch(/invalid_grant: Token has been expired or revoked\..*must be reconnected/);
    for (const secret of ['1//revoked', fake.oauth.clientSecret, 'ya29.expired']) expect(message).not.toContain(secret);
    expect(paths()).toEqual(['POST /token']);
  });

  it('cannot refresh without the client id and secret or a refresh token; an unavailable endpoint is retried', async () => {
    const expired = { expiresAt: new Date(Date.now() - HOUR_MS) };
    await expect(
      refreshing(memoryStore(expired).store, { ...oauthClient(), clientSecret: '' }).fetchReviews(
        targetAt(location),
        null,
      ),
    ).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set.*must be reconnected/),
    });
    await expect(
      refreshing(memoryStore({ ...expired, refreshToken: null }).store).fetchReviews(targetAt(location), null),
    ).rejects.toMatchObject({ retryable: false, message: expect.stringMatching(/no refresh token is stored/) });
    expect(fake.requests).toHaveLength(0);
    fake.failNext = true;
    await expect(refreshing(memoryStore(expired).store).fetchReviews(targetAt(location), null)).rejects.toMatchObject({
      status: 503,
      retryable: true,
    });
  });
});
