import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTripadvisor, startFakeTripadvisor } from '../../test/fakes/fake-tripadvisor';
import { type FakeYelp, startFakeYelp } from '../../test/fakes/fake-yelp';
import type { ListingTarget } from './listing-directories';
import { createTripadvisorListingClient } from './tripadvisor-content';
import { createYelpListingClient } from './yelp-fusion-listings';

let yelp: FakeYelp;
let tripadvisor: FakeTripadvisor;
beforeAll(async () => {
  [yelp, tripadvisor] = await Promise.all([startFakeYelp(), startFakeTripadvisor()]);
  yelp.details.set('northwind-dental-seattle', {
    id: 'WavvLdfdP6g8aZTtbBQHTw',
    alias: 'northwind-dental-seattle',
    name: 'Northwind Dental',
    url: 'https://www.yelp.com/biz/northwind-dental-seattle',
    phone: '+12065550178',
    display_phone: '(206) 555-0178',
    is_closed: false,
    categories: [{ alias: 'generaldentistry', title: 'General Dentistry' }],
    location: {
      address1: '5420 22nd Ave NW',
      address2: '',
      address3: '',
      city: 'Seattle',
      zip_code: '98107',
      state: 'WA',
      country: 'US',
    },
    hours: [
      {
        hours_type: 'REGULAR',
        is_open_now: true,
        open: [
          { is_overnight: false, start: '0800', end: '1700', day: 0 },
          { is_overnight: true, start: '0000', end: '0000', day: 5 },
        ],
      },
    ],
    special_hours: [{ date: '2026-12-25', is_closed: true, start: null, end: null, is_overnight: false }],
  });
  tripadvisor.details.set('123456', {
    location_id: '123456',
    name: 'Bluebird Bistro',
    web_url: 'https://www.tripadvisor.com/Restaurant_Review-g35805-d123456',
    phone: '+1 773-555-0123',
    website: 'https://bluebird.example',
    address_obj: {
      street1: '1550 N Damen Ave',
      street2: '',
      city: 'Chicago',
      state: 'Illinois',
      country: 'United States',
      postalcode: '60622',
    },
    hours: {
      periods: [
        { open: { day: 1, time: '1130' }, close: { day: 1, time: '2200' } },
        { open: { day: 7, time: '1000' }, close: { day: 7, time: '1500' } },
      ],
      weekday_text: ['Monday: 11:30 AM - 10:00 PM', 'Sunday: 10:00 AM - 3:00 PM'],
    },
    category: { name: 'restaurant', localized_name: 'Restaurant' },
  });
});
afterAll(async () => {
  await Promise.all([yelp.close(), tripadvisor.close()]);
});

const target = (externalLocationId: string | null): ListingTarget => ({
  accountId: 1,
  locationId: 7,
  placeId: null,
  externalLocationId,
});

describe('Yelp Fusion business details as a read-only listing', () => {
  const client = (apiKey = 'yelp-api-key') => createYelpListingClient({ apiKey, baseUrl: yelp.url });

  it('scans the business in the location fields, without a website (Yelp gives none)', async () => {
    const scan = await client().scan(target('northwind-dental-seattle'));
    expect(scan).toMatchObject({ kind: 'found', listingUrl: 'https://www.yelp.com/biz/northwind-dental-seattle' });
    if (scan.kind !== 'found') return;
    expect(scan.listing).toMatchObject({
      public_name: 'Northwind Dental',
      address: '5420 22nd Ave NW',
      address_2: null,
      zipcode: '98107',
      phone: '+12065550178',
      category_name: 'General Dentistry',
      open_status: 'active',
      special_hours: [{ start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] }],
    });
    expect(scan.listing.hours?.monday.hours).toEqual([{ open_time: '08:00', close_time: '17:00' }]);
    expect(scan.listing.hours?.saturday).toEqual({ open: true, is_24_hours: true, hours: [] });
    expect(client().heldFields).not.toContain('website');
    expect(client().publishable).toBe(false);
    expect(client().publish).toBeUndefined();
  });

  it('an unknown or unlinked business is pending claim; a refused key is an error', async () => {
    expect(await client().scan(target('nowhere'))).toEqual({ kind: 'unclaimed' });
    expect(await client().scan(target(null))).toEqual({ kind: 'unclaimed' });
    await expect(client('wrong').scan(target('northwind-dental-seattle'))).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
  });
});

describe('Tripadvisor Content API location details as a read-only listing', () => {
  const client = (apiKey = 'tripadvisor-key') => createTripadvisorListingClient({ apiKey, baseUrl: tripadvisor.url });

  it('scans the location with the key in the query, in the location fields', async () => {
    const scan = await client().scan(target('123456'));
    expect(scan).toMatchObject({
      kind: 'found',
      listingUrl: 'https://www.tripadvisor.com/Restaurant_Review-g35805-d123456',
    });
    if (scan.kind !== 'found') return;
    expect(scan.listing).toMatchObject({
      public_name: 'Bluebird Bistro',
      address: '1550 N Damen Ave',
      city: 'Chicago',
      zipcode: '60622',
      website: 'https://bluebird.example',
    });
    expect(scan.listing.hours?.monday.hours).toEqual([{ open_time: '11:30', close_time: '22:00' }]);
    expect(scan.listing.hours?.sunday.hours).toEqual([{ open_time: '10:00', close_time: '15:00' }]);
    expect(scan.listing.hours?.tuesday.open).toBe(false);
  });

  it('an unknown location is pending claim; a refused key or throttling is an error, the key never in it', async () => {
    expect(await client().scan(target('999'))).toEqual({ kind: 'unclaimed' });
    expect(await client().scan(target('not-a-number'))).toEqual({ kind: 'unclaimed' });
    const refused = await client('wrong-key')
      .scan(target('123456'))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, retryable: false });
    expect((refused as Error).message).not.toContain('wrong-key');
    tripadvisor.throttleNext = 30;
    await expect(client().scan(target('123456'))).rejects.toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });
});
