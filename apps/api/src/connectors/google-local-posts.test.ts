import type { GooglePostContent } from '@repute/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fake-google';
import { createGoogleLocalPosts } from './google-local-posts';
import { createGoogleCredentials, type StoredToken } from './google-oauth';

let fake: FakeGoogle;
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

const location = 'accounts/5/locations/50';
const target = { accountId: 1, locationId: 50, externalLocationId: location };
const offer: GooglePostContent = {
  topic_type: 'OFFER',
  summary: 'Whitening for less',
  language_code: 'en',
  media: [{ sourceUrl: 'https://repute.test/public/google_post_images/a.png', mediaFormat: 'PHOTO' }],
  event: { title: '20% off', schedule: { startDate: '2026-12-01', endDate: '2026-12-31', startTime: '09:00' } },
  offer: { couponCode: 'SMILE20', termsConditions: 'One per visit', redeemOnlineUrl: 'https://northwind.example' },
  call_to_action: { actionType: 'CALL', url: 'https://ignored.example' },
};

describe('Google localPosts client', () => {
  beforeAll(() => {
    fake.addReviews(location, 0);
  });

  it('creates the post at the location with the bearer token, in the LocalPost form', async () => {
    const client = createGoogleLocalPosts({ baseUrl: fake.url, accessTokens: async () => 'google-token' });
    const created = await client.createPost(target, offer);
    expect(created).toMatchObject({ name: `${location}/localPosts/1`, state: 'LIVE' });
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.url.pathname}`).toBe(`POST /v4/${location}/localPosts`);
    expect(request?.token).toBe('google-token');
    expect(request?.body).toEqual({
      languageCode: 'en',
      topicType: 'OFFER',
      summary: 'Whitening for less',
      media: offer.media,
      event: {
        title: '20% off',
        schedule: {
          startDate: { year: 2026, month: 12, day: 1 },
          endDate: { year: 2026, month: 12, day: 31 },
          startTime: { hours: 9, minutes: 0, seconds: 0, nanos: 0 },
        },
      },
      offer: { couponCode: 'SMILE20', termsConditions: 'One per visit', redeemOnlineUrl: 'https://northwind.example' },
      callToAction: { actionType: 'CALL' },
    });
    expect(fake.localPosts.get(location)).toHaveLength(1);
  });

  it("refreshes an expired token through the account's OAuth connection", async () => {
    let stored: StoredToken = {
      accessToken: 'ya29.expired',
      refreshToken: fake.oauth.refreshToken,
      expiresAt: new Date(Date.now() - 60_000),
    };
    const credentials = createGoogleCredentials(
      {
        read: async () => stored,
        save: async (_target, next) => {
          stored = { ...stored, ...next };
        },
      },
      { clientId: fake.oauth.clientId, clientSecret: fake.oauth.clientSecret, tokenUrl: `${fake.url}/token` },
    );
    await createGoogleLocalPosts({ baseUrl: fake.url, ...credentials }).createPost(target, offer);
    expect(fake.requests.map((request) => request.url.pathname)).toEqual(['/token', `/v4/${location}/localPosts`]);
    expect(stored.accessToken).toBe(fake.token);
  });

  it('refuses a location not linked to Google, and reports what Google refuses as not retryable', async () => {
    const client = createGoogleLocalPosts({ baseUrl: fake.url, accessTokens: async () => 'google-token' });
    await expect(client.createPost({ ...target, externalLocationId: null }, offer)).rejects.toMatchObject({
      status: 400,
      retryable: false,
    });
    const noLink = { ...offer, call_to_action: { actionType: 'BOOK' as const, url: 'not-a-link' } };
    await expect(client.createPost(target, noLink)).rejects.toMatchObject({ status: 400, retryable: false });
    const noToken = createGoogleLocalPosts({ baseUrl: fake.url, accessTokens: async () => null });
    await expect(noToken.createPost(target, offer)).rejects.toMatchObject({ status: 401, retryable: false });
  });
});
