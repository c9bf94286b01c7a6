import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fake-google';
import { createGoogleListingClient } from './google-business-information';
import { createGoogleCredentials, type OauthTokenStore, type StoredToken } from './google-oauth';
import type { ListingTarget, ListingValues } from './listing-directories';
import { ReviewSourceError } from './review-source';

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
  fake.edits.length = 0;
  fake.locations.clear();
  fake.locations.set('locations/42', {
    name: 'locations/42',
    title: 'Northwind Dental',
    phoneNumbers: { primaryPhone: '(206) 555-0178' },
    websiteUri: 'https://northwinddental.example/ballard',
    categories: { primaryCategory: { name: 'categories/gcid:dentist', displayName: 'Dentist' } },
    storefrontAddress: {
      regionCode: 'US',
      addressLines: ['5420 22nd Ave NW'],
      locality: 'Seattle',
      administrativeArea: 'WA',
      postalCode: '98107',
    },
    regularHours: {
      periods: [
        { openDay: 'MONDAY', openTime: { hours: 8 }, closeDay: 'MONDAY', closeTime: { hours: 17 } },
        { openDay: 'SATURDAY', openTime: {}, closeDay: 'SATURDAY', closeTime: { hours: 24 } },
      ],
    },
    specialHours: { specialHourPeriods: [{ startDate: { year: 2026, month: 12, day: 25 }, closed: true }] },
    openInfo: { status: 'OPEN' },
    metadata: { placeId: 'ChIJ-ballard', mapsUri: 'https://maps.google.com/?cid=42' },
  });
});

const target: ListingTarget = {
  accountId: 1,
  locationId: 7,
  placeId: 'ChIJ-ballard',
  externalLocationId: 'accounts/100/locations/42',
};
const client = (token = 'google-token') =>
  createGoogleListingClient({ baseUrl: fake.url, accessTokens: async () => token });

async function scanned(): Promise<ListingValues> {
  const scan = await client().scan(target);
  if (scan.kind !== 'found') throw new Error('not found');
  return scan.listing;
}

describe('Google Business Profile Business Information client', () => {
  it('reads a location with a readMask and maps it to the location fields', async () => {
    const scan = await client().scan(target);
    expect(fake.requests[0]?.url.pathname).toBe('/v1/locations/42');
    expect(fake.requests[0]?.url.searchParams.get('readMask')).toContain('regularHours');
    expect(fake.requests[0]?.token).toBe('google-token');
    expect(scan).toMatchObject({ kind: 'found', listingUrl: 'https://maps.google.com/?cid=42' });
    const listing = await scanned();
    expect(listing).toMatchObject({
      public_name: 'Northwind Dental',
      phone: '(206) 555-0178',
      address: '5420 22nd Ave NW',
      city: 'Seattle',
      state_code: 'WA',
      zipcode: '98107',
      category_name: 'Dentist',
      open_status: 'active',
      special_hours: [{ start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] }],
    });
    expect(listing.hours?.monday).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '08:00', close_time: '17:00' }],
    });
    expect(listing.hours?.saturday).toEqual({ open: true, is_24_hours: true, hours: [] });
    expect(listing.hours?.sunday).toEqual({ open: false, is_24_hours: false, hours: [] });
  });

  it('patches only the fields out of sync, named in the updateMask, and answers what Google holds after', async () => {
    const desired = { ...(await scanned()), website: 'https://northwinddental.example', phone: '(206) 555-0100' };
    const shown = await client().publish?.(target, desired, ['website', 'phone', 'category_name']);
    const patch = fake.requests.find((request) => request.method === 'PATCH');
    expect(patch?.url.searchParams.get('updateMask')).toBe('websiteUri,phoneNumbers.primaryPhone');
    expect(shown).toMatchObject({ website: 'https://northwinddental.example', phone: '(206) 555-0100' });
    expect(await scanned()).toEqual(shown);
    // The rest of the profile is untouched.
    expect((await scanned()).hours?.saturday.is_24_hours).toBe(true);
  });

  it('writes hours and holiday hours in Google’s periods, and reads them back the same', async () => {
    const before = await scanned();
    const desired: ListingValues = {
      ...before,
      open_status: 'temporarily_inactive',
      hours: before.hours && {
        ...before.hours,
        tuesday: { open: true, is_24_hours: false, hours: [{ open_time: '09:30', close_time: '18:00' }] },
      },
      special_hours: [
        {
          start_date: '2026-12-24',
          closed: false,
          is_24_hours: false,
          hours: [{ open_time: '09:00', close_time: '12:00' }],
        },
      ],
    };
    await client().publish?.(target, desired, ['hours', 'special_hours', 'open_status']);
    const after = await scanned();
    expect(after.hours).toEqual(desired.hours);
    expect(after.special_hours).toEqual(desired.special_hours);
    expect(after.open_status).toBe('temporarily_inactive');
  });

  it('says unclaimed for a location not linked or no longer in the profile', async () => {
    expect(await client().scan({ ...target, externalLocationId: null })).toEqual({ kind: 'unclaimed' });
    expect(await client().scan({ ...target, externalLocationId: 'locations/404' })).toEqual({ kind: 'unclaimed' });
  });

  it('answers Google’s limit of 10 edits a minute as a retryable 429', async () => {
    const desired = await scanned();
    const results = [];
    for (let edit = 0; edit < 11; edit += 1) {
      results.push(
        await client()
          .publish?.(target, { ...desired, website: `https://northwinddental.example/${edit}` }, ['website'])
          .then(() => 'ok')
          .catch((error: unknown) => error),
      );
    }
    // Unless the minute turned during the loop, the eleventh is refused.
    const refused = results.filter((result) => result !== 'ok');
    expect(refused.length).toBeLessThanOrEqual(1);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ReviewSourceError);
      expect(error).toMatchObject({ status: 429, retryable: true });
    }
  });

  it('refreshes an expired access token once and goes on', async () => {
    fake.token = 'ya29.fresh';
    let stored: StoredToken = { accessToken: 'expired', refreshToken: fake.oauth.refreshToken, expiresAt: null };
    const store: OauthTokenStore = {
      read: async () => stored,
      save: async (_target, token) => {
        stored = { ...stored, accessToken: token.accessToken, expiresAt: token.expiresAt };
      },
    };
    const credentials = createGoogleCredentials(store, {
      clientId: fake.oauth.clientId,
      clientSecret: fake.oauth.clientSecret,
      tokenUrl: `${fake.url}/token`,
    });
    const refreshing = createGoogleListingClient({ baseUrl: fake.url, ...credentials });
    const scan = await refreshing.scan(target);
    expect(scan.kind).toBe('found');
    expect(stored.accessToken).toMatch(/^ya29\.refreshed-/);
  });

  it('is connected when the account has a token, and not without one', async () => {
    expect(await client().integration({ accountId: 1, placeId: null })).toBe('active');
    const none = createGoogleListingClient({ baseUrl: fake.url, accessTokens: async () => null });
    expect(await none.integration({ accountId: 1, placeId: null })).toBe('none');
    await expect(none.scan(target)).rejects.toMatchObject({ status: 401, retryable: false });
  });
});
