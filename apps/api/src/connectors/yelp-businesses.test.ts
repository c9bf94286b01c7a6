import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeYelp, startFakeYelp } from '../../test/fakes/fake-yelp';
import { createYelpBusinesses } from './yelp-businesses';

const KEY = 'yelp-api-key';
let fake: FakeYelp;
const HOME = { latitude: 47.2529, longitude: -122.4443 };

beforeAll(async () => {
  fake = await startFakeYelp(KEY);
  // 75 dentists a few metres apart, north of the home position, and one far away.
  for (let index = 1; index <= 75; index += 1) {
    fake.details.set(`dentist-${index}`, {
      id: `dentist-${index}`,
      alias: `dentist-${index}`,
      name: `Dentist ${index}`,
      rating: 4,
      review_count: index,
      coordinates: { latitude: HOME.latitude + index * 0.0001, longitude: HOME.longitude },
      location: { display_address: [`${index} Main St`, 'Tacoma, WA 98402'] },
    });
  }
  fake.details.set('far-dentist', {
    id: 'far-dentist',
    name: 'Far Dentist',
    rating: 5,
    review_count: 3,
    coordinates: { latitude: 48.5, longitude: -122.4443 },
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.token = KEY;
  fake.quotaLeft = null;
  fake.requests.length = 0;
});

const client = () => createYelpBusinesses({ apiKey: KEY, baseUrl: fake.url });

describe('Yelp Fusion business search and details', () => {
  it('pages through the search by offset until it has what it wants', async () => {
    const found = await client().search({ ...HOME, radiusMeters: 2_000, term: 'dentist', max: 120 });
    expect(found).toHaveLength(75);
    expect(found[0]).toEqual({
      id: 'dentist-1',
      name: 'Dentist 1',
      address: '1 Main St, Tacoma, WA 98402',
      rating: 4,
      reviewCount: 1,
    });
    expect(fake.requests.map((request) => request.url.searchParams.get('offset'))).toEqual(['0', '50']);
    expect(fake.requests[0]?.url.searchParams.get('limit')).toBe('50');
    expect(fake.requests[0]?.url.searchParams.get('sort_by')).toBe('distance');
    expect(fake.requests[0]?.token).toBe(KEY);
  });

  it('stops at the number asked, without a page more', async () => {
    const found = await client().search({ ...HOME, radiusMeters: 2_000, term: 'dentist', max: 60 });
    expect(found).toHaveLength(60);
    expect(fake.requests.map((request) => request.url.searchParams.get('limit'))).toEqual(['50', '10']);
  });

  it("reads a business's aggregates", async () => {
    expect(await client().details('dentist-7')).toMatchObject({ rating: 4, reviewCount: 7 });
    expect(fake.requests[0]?.url.pathname).toBe('/v3/businesses/dentist-7');
  });

  it('says the daily quota is spent as a retryable 429', async () => {
    fake.quotaLeft = 0;
    await expect(client().details('dentist-7')).rejects.toMatchObject({ status: 429, retryable: true });
  });

  it('says a throttled call is retryable after the wait Yelp asks for', async () => {
    fake.throttleNext = 2;
    await expect(client().details('dentist-7')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 2 });
  });
});
