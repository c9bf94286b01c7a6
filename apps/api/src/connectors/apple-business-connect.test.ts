import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAppleBusinessConnect,
  startFakeAppleBusinessConnect,
} from '../../test/fakes/fake-apple-business-connect';
import { createAppleListingClient } from './apple-business-connect';
import type { ListingTarget, ListingValues } from './listing-directories';

let fake: FakeAppleBusinessConnect;
beforeAll(async () => {
  fake = await startFakeAppleBusinessConnect();
});
afterAll(async () => {
  await fake.close();
});
const NAME = 'companies/c-100/locations/l-42';
beforeEach(() => {
  fake.locations.clear();
  fake.withoutAccess.clear();
  fake.updates.length = 0;
  fake.requests.length = 0;
  fake.issued.length = 0;
  fake.locations.set(NAME, {
    id: 'l-42',
    etag: 'etag-0',
    state: 'PUBLISHED',
    placeCardUrl: 'https://maps.apple.com/place?auid=42',
    locationDetails: {
      partnersLocationId: '7',
      displayNames: [{ name: 'Northwind Dental', locale: 'en-US', primary: true }],
      mainAddress: {
        structuredAddress: {
          fullThoroughfare: '5420 22nd Ave NW',
          locality: 'Seattle',
          administrativeArea: 'WA',
          postCode: '98107',
          countryCode: 'US',
        },
        locale: 'en-US',
      },
      phoneNumbers: [{ phoneNumber: '(206) 555-0178', type: 'LANDLINE', primary: true }],
      urls: [
        { url: 'https://northwinddental.example/old', type: 'HOMEPAGE' },
        { url: 'https://book.example/northwind', type: 'RESERVATIONS' },
      ],
      categories: ['health.dentist'],
      openingHoursByDay: [{ day: 'MONDAY', times: [{ startTime: '08:00', endTime: '17:00' }] }],
      specialHours: [{ startDate: '2026-12-25', endDate: '2026-12-25', closed: true }],
      locationStatus: { status: 'OPEN' },
    },
  });
});

const target: ListingTarget = { accountId: 1, locationId: 7, placeId: null, externalLocationId: NAME };
const client = (secret = fake.clientSecret, now = () => new Date()) =>
  createAppleListingClient({ clientId: fake.clientId, clientSecret: secret, baseUrl: fake.url, now });

const closed = { open: false, is_24_hours: false, hours: [] };
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
    tuesday: closed,
    wednesday: closed,
    thursday: closed,
    friday: closed,
    saturday: { open: true, is_24_hours: true, hours: [] },
    sunday: closed,
  },
  special_hours: [
    {
      start_date: '2026-12-24',
      closed: false,
      is_24_hours: false,
      hours: [{ open_time: '09:00', close_time: '12:00' }],
    },
    { start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] },
  ],
};

describe('Apple Business Connect listing client (partner API, client credentials)', () => {
  it('gets a token with the client credentials once and scans the location in the location fields', async () => {
    const apple = client();
    const scan = await apple.scan(target);
    await apple.scan(target);
    expect(fake.issued).toHaveLength(1);
    expect(fake.requests[0]?.body).toMatchObject({ grant_type: 'client_credentials', scope: 'business_connect' });
    expect(scan).toMatchObject({ kind: 'found', listingUrl: 'https://maps.apple.com/place?auid=42' });
    if (scan.kind !== 'found') return;
    expect(scan.listing).toMatchObject({
      public_name: 'Northwind Dental',
      address: '5420 22nd Ave NW',
      phone: '(206) 555-0178',
      website: 'https://northwinddental.example/old',
      open_status: 'active',
      special_hours: [{ start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] }],
    });
    expect(scan.listing.hours?.monday.hours).toEqual([{ open_time: '08:00', close_time: '17:00' }]);
  });

  it('publishes the whole location with the etag it read (If-Match), keeping what Repute does not own', async () => {
    const shown = await client().publish?.(target, desired, ['phone']);
    expect(fake.updates).toEqual([{ name: NAME, ifMatch: 'etag-0' }]);
    const details = fake.locations.get(NAME)?.locationDetails;
    expect(details?.categories).toEqual(['health.dentist']);
    expect(details?.urls).toEqual([
      { url: 'https://book.example/northwind', type: 'RESERVATIONS' },
      { url: 'https://northwinddental.example', type: 'HOMEPAGE' },
    ]);
    const { category_name: _category, ...held } = desired;
    expect(shown).toMatchObject(held);
  });

  it('fetches a new token when the one held expires or is refused', async () => {
    let clock = Date.now();
    const apple = client(fake.clientSecret, () => new Date(clock));
    await apple.scan(target);
    clock += 3600_000;
    await apple.scan(target);
    expect(fake.issued).toHaveLength(2);
    fake.token = 'revoked';
    expect((await apple.scan(target)).kind).toBe('found');
    expect(fake.issued).toHaveLength(3);
  });

  it('a company without access or an unknown location is pending claim; wrong credentials say which settings', async () => {
    fake.withoutAccess.add('c-100');
    expect(await client().scan(target)).toEqual({ kind: 'unclaimed' });
    expect(await client().scan({ ...target, externalLocationId: 'companies/c-100/locations/nope' })).toEqual({
      kind: 'unclaimed',
    });
    expect(await client().scan({ ...target, externalLocationId: null })).toEqual({ kind: 'unclaimed' });
    fake.withoutAccess.clear();
    const refused = await client('wrong-secret')
      .scan(target)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, retryable: false });
    expect((refused as Error).message).toMatch(/APPLE_BUSINESS_CONNECT_CLIENT_SECRET/);
    expect((refused as Error).message).not.toContain('wrong-secret');
  });
});
