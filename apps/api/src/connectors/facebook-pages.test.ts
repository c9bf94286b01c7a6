import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeFacebookPages, startFakeFacebookPages } from '../../test/fakes/fake-facebook-pages';
import { createFacebookListingClient } from './facebook-pages';
import type { ListingTarget, ListingValues } from './listing-directories';
import { ReviewSourceError } from './review-source';

let fake: FakeFacebookPages;
beforeAll(async () => {
  fake = await startFakeFacebookPages();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.pages.clear();
  fake.updates.length = 0;
  fake.pages.set('1001', {
    id: '1001',
    name: 'Northwind Dental',
    phone: '(206) 555-0178',
    website: 'https://northwinddental.example/old',
    hours: { mon_1_open: '08:00', mon_1_close: '12:00', mon_2_open: '13:00', mon_2_close: '17:00' },
    location: {
      street: '5420 22nd Ave NW, Suite 2',
      city: 'Seattle',
      state: 'WA',
      zip: '98107',
      country: 'United States',
    },
    link: 'https://www.facebook.com/1001',
  });
  fake.pages.set('2002', { id: '2002', name: 'Someone Else' });
});

const USER = 'EAAuser-northwind';
const target: ListingTarget = { accountId: 1, locationId: 7, placeId: null, externalLocationId: '1001' };
const client = (token: string | null = USER, expiresAt: Date | null = null) =>
  createFacebookListingClient({
    baseUrl: fake.url,
    accessTokens: async () => token,
    readToken: async () => ({ expiresAt }),
  });

const desired: ListingValues = {
  public_name: 'Northwind Dental',
  address: '5420 22nd Ave NW',
  address_2: 'Suite 3',
  city: 'Seattle',
  state_code: 'WA',
  zipcode: '98107',
  phone: '(206) 555-0100',
  website: 'https://northwinddental.example',
  category_name: 'Dentist',
  open_status: 'active',
  hours: {
    monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] },
    tuesday: { open: true, is_24_hours: true, hours: [] },
    wednesday: { open: false, is_24_hours: false, hours: [] },
    thursday: { open: false, is_24_hours: false, hours: [] },
    friday: { open: false, is_24_hours: false, hours: [] },
    saturday: { open: false, is_24_hours: false, hours: [] },
    sunday: { open: false, is_24_hours: false, hours: [] },
  },
  special_hours: [],
};

describe('Facebook Pages listing client (Graph API Page fields)', () => {
  it('scans the Page: name, address lines, phone, website and hours in the location fields', async () => {
    fake.addUser(USER, ['1001']);
    const scan = await client().scan(target);
    expect(scan).toMatchObject({ kind: 'found', listingUrl: 'https://www.facebook.com/1001' });
    if (scan.kind !== 'found') return;
    expect(scan.listing).toMatchObject({
      public_name: 'Northwind Dental',
      address: '5420 22nd Ave NW',
      address_2: 'Suite 2',
      city: 'Seattle',
      state_code: 'WA',
      zipcode: '98107',
      phone: '(206) 555-0178',
      open_status: 'active',
    });
    expect(scan.listing.hours?.monday).toEqual({
      open: true,
      is_24_hours: false,
      hours: [
        { open_time: '08:00', close_time: '12:00' },
        { open_time: '13:00', close_time: '17:00' },
      ],
    });
    expect(scan.listing.hours?.tuesday.open).toBe(false);
    // The user token is sent in the header, never in the URL.
    expect(fake.requests.every((request) => !request.url.search.includes(USER))).toBe(true);
  });

  it('publishes phone, website, hours and location with the Page token, and answers what the Page then holds', async () => {
    fake.addUser(USER, ['1001']);
    const shown = await client().publish?.(target, desired, [
      'phone',
      'website',
      'hours',
      'address_2',
      'category_name',
    ]);
    expect(fake.updates).toEqual([{ pageId: '1001', fields: ['phone', 'website', 'hours', 'location'] }]);
    const write = fake.requests.find((request) => request.method === 'POST');
    expect(write?.token).toBe('EAApage1001ofEAAuser-northwind');
    expect(fake.pages.get('1001')?.hours).toEqual({
      mon_1_open: '09:00',
      mon_1_close: '17:00',
      tue_1_open: '00:00',
      tue_1_close: '24:00',
    });
    expect(shown).toMatchObject({
      phone: '(206) 555-0100',
      website: 'https://northwinddental.example',
      address_2: 'Suite 3',
    });
    expect(shown?.hours).toEqual(desired.hours);
  });

  it('a Page the connection cannot see is not held (pending claim); a Page it cannot edit is a permission error', async () => {
    fake.addUser(USER, ['1001']);
    expect(await client().scan({ ...target, externalLocationId: '9999' })).toEqual({ kind: 'unclaimed' });
    expect(await client().scan({ ...target, externalLocationId: null })).toEqual({ kind: 'unclaimed' });
    // A user who does not manage Page 2002 gets no Page token: Graph refuses the user token's write (#210).
    const refused = await client()
      .publish?.({ ...target, externalLocationId: '2002' }, desired, ['phone'])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReviewSourceError);
    expect(refused).toMatchObject({ status: 403, retryable: false });
    expect((refused as Error).message).toMatch(/cannot edit the Facebook Page '2002'.*reconnect Facebook/);
    expect(fake.pages.get('2002')?.phone).toBeUndefined();
  });

  it('a refused token is a 401 that needs reconnecting; throttling is retried after Graph says', async () => {
    const badToken = await client('EAAnot-valid')
      .scan(target)
      .catch((error: unknown) => error);
    expect(badToken).toMatchObject({ status: 401, retryable: false });
    fake.addUser(USER, ['1001']);
    fake.throttleNext = 120;
    const throttled = await client()
      .scan(target)
      .catch((error: unknown) => error);
    expect(throttled).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 120 });
  });

  it('names the connection: none without a token, expired after its expiry, else active', async () => {
    expect(await client(null).integration({ accountId: 1, placeId: null })).toBe('none');
    expect(await client(USER, new Date(Date.now() - 1000)).integration({ accountId: 1, placeId: null })).toBe(
      'expired',
    );
    expect(await client(USER, new Date(Date.now() + 86_400_000)).integration({ accountId: 1, placeId: null })).toBe(
      'active',
    );
  });
});
