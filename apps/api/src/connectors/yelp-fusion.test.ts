import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureSwitches } from '../../test/fakes/fake-http';
import { type FakeYelp, startFakeYelp } from '../../test/fakes/fake-yelp';
import type { ReviewTarget } from './review-source';
import { type HttpHarness, httpFailureContract, reviewSourceContract } from './review-source-contract';
import { createYelpReviewSource, fromPacificTime } from './yelp-fusion';

const KEY = 'yelp-api-key';
let fake: FakeYelp;
let businesses = 0;

beforeAll(async () => {
  fake = await startFakeYelp(KEY);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.token = KEY;
  fake.visibleReviews = 3;
  fake.requests.length = 0;
});

const targetAt = (business: string): ReviewTarget => ({
  accountId: 1,
  locationId: 1,
  sourceId: 3,
  externalLocationId: business,
});
const client = (pageSize = 10) => createYelpReviewSource({ baseUrl: fake.url, pageSize, apiKey: KEY });

function harness(): HttpHarness {
  businesses += 1;
  const business = `northwind-dental-${businesses}`;
  fake.addReviews(business, 0);
  // The contract pages through many reviews: as a plan that shows a business's reviews in full would.
  fake.visibleReviews = 1_000;
  return {
    connector: client(),
    target: targetAt(business),
    pageSize: 10,
    addReviews: (count) => {
      fake.addReviews(business, count);
    },
    answersOf: () => [],
    ...failureSwitches(fake, KEY),
  };
}

reviewSourceContract('Yelp Fusion', harness);
httpFailureContract('Yelp Fusion', harness);

describe('Yelp Fusion client', () => {
  it('reads the few reviews Yelp shows, newest first, while the count is of them all', async () => {
    const added = fake.addReviews('tacoma-smiles', 8);
    const page = await client(50).fetchReviews(targetAt('tacoma-smiles'), null);
    const request = fake.requests[0];
    expect(request?.url.pathname).toBe('/v3/businesses/tacoma-smiles/reviews');
    expect(request?.url.searchParams.get('sort_by')).toBe('newest');
    expect(request?.url.searchParams.get('limit')).toBe('50');
    expect(request?.token).toBe(KEY);
    expect(page.reviews.map((review) => review.externalId)).toEqual(
      added
        .slice(-3)
        .reverse()
        .map((review) => review.id),
    );
    // The reconciliation difference every Yelp location shows: 8 at Yelp, 3 readable.
    expect(page.totalCount).toBe(8);
    expect(page.hasMore).toBe(false);
  });

  it('reads Yelp times as Pacific time, in summer and in winter', () => {
    expect(fromPacificTime('2026-07-01 09:30:00').toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(fromPacificTime('2026-01-15 09:30:00').toISOString()).toBe('2026-01-15T17:30:00.000Z');
  });

  it('cannot answer reviews', async () => {
    const yelp = client();
    expect(yelp.canRespond).toBe(false);
    await expect(yelp.deleteResponse(targetAt('tacoma-smiles'), 'yelp-review-1')).rejects.toMatchObject({
      status: 405,
      retryable: false,
    });
    expect(fake.requests).toHaveLength(0);
  });
});
