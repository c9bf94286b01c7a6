import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../../test/fakes/fake-google-places';
import { createGooglePlaces } from './google-places';
import { createRateLimiter } from './rate-limiter';
import { ReviewSourceError } from './review-source';

const KEY = 'places-api-key';
let fake: FakeGooglePlaces;
const HOME = { latitude: 47.2529, longitude: -122.4443 };

beforeAll(async () => {
  fake = await startFakeGooglePlaces(KEY);
  fake.addPlace({
    id: 'ChIJhome000001',
    name: 'Northwind Dental',
    formattedAddress: '1 Pacific Ave',
    location: HOME,
    primaryType: 'dentist',
    rating: 4.6,
    userRatingCount: 210,
  });
  // Two dentists within a kilometre, one far away, and a café next door.
  fake.addPlace({
    id: 'ChIJnear000001',
    name: 'Harbor Smiles',
    formattedAddress: '20 Market St',
    location: { latitude: 47.254, longitude: -122.445 },
    primaryType: 'dentist',
    rating: 4.2,
    userRatingCount: 88,
  });
  fake.addPlace({
    id: 'ChIJnear000002',
    name: 'Summit Dental Care',
    formattedAddress: '7 Broadway',
    location: { latitude: 47.259, longitude: -122.44 },
    primaryType: 'dentist',
    userRatingCount: 0,
  });
  fake.addPlace({
    id: 'ChIJfar0000001',
    name: 'Seattle Teeth',
    formattedAddress: '1 Pike St',
    location: { latitude: 47.6097, longitude: -122.3331 },
    primaryType: 'dentist',
    rating: 4.9,
    userRatingCount: 900,
  });
  fake.addPlace({
    id: 'ChIJcafe000001',
    name: 'Corner Coffee',
    formattedAddress: '2 Pacific Ave',
    location: { latitude: 47.253, longitude: -122.4444 },
    primaryType: 'cafe',
    rating: 4.8,
    userRatingCount: 300,
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

const client = () => createGooglePlaces({ apiKey: KEY, baseUrl: fake.url });

describe('Google Places API (New) client', () => {
  it('finds the places of a kind within the circle, nearest first, asking only the fields it reads', async () => {
    const places = await client().nearby({ position: HOME, radiusMeters: 5_000, primaryType: 'dentist' });
    expect(places.map((place) => place.placeId)).toEqual(['ChIJhome000001', 'ChIJnear000001', 'ChIJnear000002']);
    expect(places[1]).toEqual({
      placeId: 'ChIJnear000001',
      name: 'Harbor Smiles',
      address: '20 Market St',
      position: { latitude: 47.254, longitude: -122.445 },
      primaryType: 'dentist',
      rating: 4.2,
      reviewCount: 88,
    });
    // A place nobody rated has no rating, and no count is 0.
    expect(places[2]).toMatchObject({ rating: null, reviewCount: 0 });
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/v1/places:searchNearby');
    expect(request?.headers['x-goog-api-key']).toBe(KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe(
      'places.id,places.displayName,places.formattedAddress,places.location,places.primaryType,places.rating,places.userRatingCount',
    );
    expect(request?.body).toMatchObject({
      includedPrimaryTypes: ['dentist'],
      maxResultCount: 20,
      rankPreference: 'DISTANCE',
    });
  });

  it('reads no places from the empty answer Google gives when none match', async () => {
    expect(await client().nearby({ position: HOME, radiusMeters: 5_000, primaryType: 'veterinary_care' })).toEqual([]);
  });

  it("reads one place's details with its aggregates", async () => {
    const place = await client().details('ChIJfar0000001');
    expect(place).toMatchObject({ name: 'Seattle Teeth', rating: 4.9, reviewCount: 900 });
    expect(fake.requests[0]?.url.pathname).toBe('/v1/places/ChIJfar0000001');
    expect(fake.requests[0]?.headers['x-goog-fieldmask']).toBe(
      'id,displayName,formattedAddress,location,primaryType,rating,userRatingCount',
    );
  });

  it('says a missing place is 404, not to be retried', async () => {
    await expect(client().details('ChIJgone000001')).rejects.toMatchObject({ status: 404, retryable: false });
  });

  it('reads a refused key as 401, which nobody retries', async () => {
    fake.token = 'another-key';
    await expect(client().details('ChIJhome000001')).rejects.toMatchObject({ status: 401, retryable: false });
  });

  it('says a spent quota is 429 and retryable, with the wait Google asks for', async () => {
    fake.quotaLeft = 1;
    await client().details('ChIJhome000001');
    await expect(client().details('ChIJhome000001')).rejects.toMatchObject({ status: 429, retryable: true });
    fake.quotaLeft = null;
    fake.throttleNext = 30;
    const error = await client()
      .details('ChIJhome000001')
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ReviewSourceError);
    expect(error).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 30 });
  });

  it('paces its calls with the limiter it is given', async () => {
    let clock = 0;
    const waits: number[] = [];
    const limiter = createRateLimiter({
      limit: 2,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const paced = createGooglePlaces({ apiKey: KEY, baseUrl: fake.url, limiter });
    for (const id of ['ChIJhome000001', 'ChIJnear000001', 'ChIJnear000002']) await paced.details(id);
    expect(waits).toEqual([60_000]);
    expect(fake.requests).toHaveLength(3);
  });
});
