import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fake-google';
import { type FakeGoogleMedia, startFakeGoogleMedia } from '../../test/fakes/fake-google-media';
import { createGoogleMediaClient } from './google-media';
import { createGoogleCredentials, type OauthTokenStore, type StoredToken } from './google-oauth';
import type { PhotoTarget } from './photo-directory';

let fake: FakeGoogleMedia;
let google: FakeGoogle;
beforeAll(async () => {
  [fake, google] = await Promise.all([startFakeGoogleMedia(), startFakeGoogle()]);
});
afterAll(async () => {
  await Promise.all([fake.close(), google.close()]);
});
beforeEach(() => {
  fake.token = 'google-token';
  fake.requests.length = 0;
  fake.media.clear();
  fake.media.set('accounts/100/locations/42', []);
});

const target: PhotoTarget = { accountId: 1, locationId: 7, externalLocationId: 'accounts/100/locations/42' };
const photo = { bytes: Buffer.alloc(20_000, 7), mimeType: 'image/jpeg', category: 'COVER' as const };
const client = () => createGoogleMediaClient({ baseUrl: fake.url, accessTokens: async () => 'google-token' });

describe('Google Business Profile v4 media client', () => {
  it('starts an upload, sends the bytes and creates the photo with its category', async () => {
    const published = await client().upload(target, photo);
    expect(fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /v4/accounts/100/locations/42/media:startUpload',
      expect.stringMatching(/^POST \/upload\/v1\/media\//),
      'POST /v4/accounts/100/locations/42/media',
    ]);
    expect(fake.requests[1]?.contentType).toBe('image/jpeg');
    expect(fake.media.get('accounts/100/locations/42')).toEqual([
      expect.objectContaining({ name: published.name, category: 'COVER', bytes: 20_000 }),
    ]);
    expect(published.googleUrl).toMatch(/^https:\/\/lh3\.googleusercontent\.com\//);
  });

  it('deletes a published photo, and a photo Google no longer holds is already gone', async () => {
    const published = await client().upload(target, photo);
    await client().remove(target, published.name);
    expect(fake.media.get('accounts/100/locations/42')).toEqual([]);
    await expect(client().remove(target, published.name)).resolves.toBeUndefined();
  });

  it('refuses for good a location not linked to Google, and a photo Google does not accept', async () => {
    await expect(client().upload({ ...target, externalLocationId: null }, photo)).rejects.toMatchObject({
      status: 400,
      retryable: false,
    });
    fake.refuseNextPhoto = true;
    await expect(client().upload(target, photo)).rejects.toMatchObject({ status: 400, retryable: false });
  });

  it('retries a throttled call after the wait Google asks for', async () => {
    fake.throttleNext = 30;
    await expect(client().upload(target, photo)).rejects.toMatchObject({
      status: 429,
      retryable: true,
      retryAfterSeconds: 30,
    });
  });

  it('refreshes an expired access token through the OAuth connection and goes on', async () => {
    let stored: StoredToken = { accessToken: 'expired', refreshToken: google.oauth.refreshToken, expiresAt: null };
    const store: OauthTokenStore = {
      read: async () => stored,
      save: async (_target, token) => {
        stored = { ...stored, accessToken: token.accessToken, expiresAt: token.expiresAt };
      },
    };
    const credentials = createGoogleCredentials(store, {
      clientId: google.oauth.clientId,
      clientSecret: google.oauth.clientSecret,
      tokenUrl: `${google.url}/token`,
    });
    fake.token = `ya29.refreshed-${google.oauth.issued + 1}`;
    await createGoogleMediaClient({ baseUrl: fake.url, ...credentials }).upload(target, photo);
    expect(stored.accessToken).toBe(fake.token);
    expect(fake.media.get('accounts/100/locations/42')).toHaveLength(1);
  });
});
