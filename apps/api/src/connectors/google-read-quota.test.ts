import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedReadLimiter } from '../../test/fake-google-listings';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fake-google';
import { createGoogleListingClient } from './google-business-information';
import type { ListingTarget } from './listing-directories';

let fake: FakeGoogle;
beforeAll(async () => {
  fake = await startFakeGoogle();
  for (let id = 1; id <= 12; id += 1)
    fake.locations.set(`locations/${id}`, { name: `locations/${id}`, title: `Place ${id}` });
});
afterAll(async () => {
  await fake.close();
});

const targetOf = (id: number): ListingTarget => ({
  accountId: 1,
  locationId: id,
  placeId: null,
  externalLocationId: `accounts/1/locations/${id}`,
});

describe("scans within Google's read quota (Business Information API requests per minute)", () => {
  it('paces the reads of a sweep so that no minute asks for more than the quota, and every scan is read', async () => {
    // A simulated clock shared by the fake and the limiter: waiting moves it on at once.
    let clock = Date.parse('2026-03-02T10:00:00Z');
    fake.now = () => clock;
    fake.readsPerMinute = 5;
    fake.reads.length = 0;
    const google = createGoogleListingClient({
      baseUrl: fake.url,
      accessTokens: async () => fake.token,
      readLimiter: simulatedReadLimiter(fake, 5, {
        now: () => clock,
        advance: (ms) => {
          clock += ms;
        },
      }),
    });
    const scans = await Promise.all(Array.from({ length: 12 }, (_, index) => google.scan(targetOf(index + 1))));
    expect(scans.every((scan) => scan.kind === 'found')).toBe(true);
    const perMinute = new Map<number, number>();
    for (const minute of fake.reads) perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    expect([...perMinute.values()]).toEqual([5, 5, 2]);
  });
});
