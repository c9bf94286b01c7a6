import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePlacesTextSearch, startFakePlacesTextSearch } from '../../test/fakes/fake-google-places-text-search';
import { createGooglePlacesTextSearch } from './google-places-text-search';
import { createRateLimiter } from './rate-limiter';
import { ReviewSourceError } from './review-source';

let fake: FakePlacesTextSearch;
beforeAll(async () => {
  fake = await startFakePlacesTextSearch();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.places = [
    { id: 'a', name: 'Ballard Dental', latitude: 47.668, longitude: -122.384, keywords: ['dentist'] },
    { id: 'b', name: 'Fremont Smiles', latitude: 47.651, longitude: -122.35, keywords: ['dentist'] },
    { id: 'c', name: 'Fremont Pizza', latitude: 47.651, longitude: -122.35, keywords: ['pizza'] },
  ];
});

const target = { placeId: null, name: 'x', latitude: 0, longitude: 0 };

describe('Google Places Text Search client', () => {
  it('asks with the key and field mask in headers and a location bias, and answers by position', async () => {
    const client = createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url });
    const nearFremont = await client.search({
      keyword: 'dentist',
      latitude: 47.65,
      longitude: -122.35,
      radiusMeters: 1609,
      target,
    });
    expect(nearFremont).toEqual([
      { placeId: 'b', name: 'Fremont Smiles' },
      { placeId: 'a', name: 'Ballard Dental' },
    ]);
    const nearBallard = await client.search({
      keyword: 'dentist',
      latitude: 47.67,
      longitude: -122.38,
      radiusMeters: 1609,
      target,
    });
    expect(nearBallard.map((place) => place.placeId)).toEqual(['a', 'b']);
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/v1/places:searchText');
    expect(request?.headers['x-goog-fieldmask']).toBe('places.id,places.displayName');
    expect(request?.url.search).toBe('');
    expect(request?.body).toEqual({
      textQuery: 'dentist',
      pageSize: 20,
      locationBias: { circle: { center: { latitude: 47.65, longitude: -122.35 }, radius: 1609 } },
    });
  });

  it('keeps the bias radius within the 50 km the API takes', async () => {
    const client = createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url });
    await client.search({ keyword: 'dentist', latitude: 47.65, longitude: -122.35, radiusMeters: 90_000, target });
    expect(fake.requests[0]?.body.locationBias).toMatchObject({ circle: { radius: 50_000 } });
  });

  it('turns a refused key into a lasting error and throttling into a retryable one with its wait', async () => {
    const wrongKey = createGooglePlacesTextSearch({ apiKey: 'nope', baseUrl: fake.url });
    const refused = await wrongKey
      .search({ keyword: 'dentist', latitude: 1, longitude: 1, radiusMeters: 1, target })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ReviewSourceError);
    expect(refused).toMatchObject({ status: 403, retryable: false });
    fake.throttleNext = 7;
    const client = createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url });
    const throttled = await client
      .search({ keyword: 'dentist', latitude: 1, longitude: 1, radiusMeters: 1, target })
      .catch((e) => e);
    expect(throttled).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 7 });
  });

  it('takes a turn of the limiter before each call', async () => {
    let turns = 0;
    const limiter = createRateLimiter({ limit: 100 });
    const client = createGooglePlacesTextSearch({
      apiKey: fake.apiKey,
      baseUrl: fake.url,
      limiter: {
        acquire: () => {
          turns += 1;
          return limiter.acquire();
        },
      },
    });
    await client.search({ keyword: 'pizza', latitude: 1, longitude: 1, radiusMeters: 1, target });
    expect(turns).toBe(1);
  });
});
