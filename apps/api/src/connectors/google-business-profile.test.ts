import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fake-google';
import { failureSwitches } from '../../test/fakes/fake-http';
import { UNREACHABLE_URL } from '../../test/test-app';
import { createGoogleReviewSource } from './google-business-profile';
import { readPass } from './newest-first-pass';
import type { ReviewTarget } from './review-source';
import { type HttpHarness, httpFailureContract, reviewSourceContract } from './review-source-contract';

let fake: FakeGoogle;
let locations = 0;

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.token = 'google-token';
  fake.requests.length = 0;
});

const targetAt = (location: string): ReviewTarget => ({
  accountId: 1,
  locationId: 1,
  sourceId: 1,
  externalLocationId: location,
});
const client = (pageSize = 10, baseUrl = fake.url) =>
  createGoogleReviewSource({ baseUrl, pageSize, accessTokens: async () => 'google-token' });

function harness(): HttpHarness {
  locations += 1;
  const location = `accounts/100/locations/${locations}`;
  fake.addReviews(location, 0);
  return {
    connector: client(),
    target: targetAt(location),
    pageSize: 10,
    addReviews: (count) => {
      fake.addReviews(location, count);
    },
    answersOf: (name) => {
      const reply = fake.find(name)?.reviewReply;
      return reply ? [reply.comment] : [];
    },
    ...failureSwitches(fake, 'google-token'),
  };
}

reviewSourceContract('Google Business Profile', harness);
httpFailureContract('Google Business Profile', harness);

describe('Google Business Profile client', () => {
  it('asks for 50 at most, newest change first, with the bearer token, and maps the review', async () => {
    const location = 'accounts/7/locations/70';
    const [added] = fake.addReviews(location, 1);
    const page = await client(500).fetchReviews(targetAt(location), null);
    const request = fake.requests[0];
    expect(request?.url.searchParams.get('pageSize')).toBe('50');
    expect(request?.url.searchParams.get('orderBy')).toBe('updateTime desc');
    expect(request?.token).toBe('google-token');
    if (!added) throw new Error('no review added');
    const stars = { STAR_RATING_UNSPECIFIED: 0, ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
    expect(page.reviews[0]).toEqual({
      externalId: added.name,
      rating: stars[added.starRating],
      authorName: added.reviewer.displayName,
      content: added.comment ?? null,
      language: null,
      url: null,
      publishedAt: new Date(added.createTime),
      updatedAt: new Date(added.updateTime),
    });
  });

  it('brings an edited review back in the next incremental sync; a removed one only leaves the count', async () => {
    const location = 'accounts/7/locations/71';
    const [old, , removed] = fake.addReviews(location, 3);
    const full = await client().fetchReviews(targetAt(location), null);
    fake.edit(old?.name ?? '', 'Changed my mind: excellent.');
    fake.remove(removed?.name ?? '');
    const next = await client().fetchReviews(targetAt(location), full.nextCursor);
    expect(next.reviews.map((review) => [review.externalId, review.content])).toEqual([
      [old?.name, 'Changed my mind: excellent.'],
    ]);
    expect(next.totalCount).toBe(2);
    expect(readPass(next.nextCursor).since).toBe(fake.find(old?.name ?? '')?.updateTime);
  });

  it('maps a rating without stars to 0', async () => {
    const location = 'accounts/7/locations/72';
    fake.addReviews(location, 7);
    const page = await client().fetchReviews(targetAt(location), null);
    const unrated = fake.reviews(location).filter((review) => review.starRating === 'STAR_RATING_UNSPECIFIED');
    expect(unrated).not.toHaveLength(0);
    for (const review of unrated) {
      expect(page.reviews.find((entry) => entry.externalId === review.name)?.rating).toBe(0);
    }
  });

  it('reads several locations of one account in one batchGetReviews call, page by page', async () => {
    const names = ['accounts/8/locations/1', 'accounts/8/locations/2'];
    fake.addReviews(names[0] ?? '', 3);
    fake.addReviews(names[1] ?? '', 2);
    const google = client(4);
    const first = await google.fetchLocationsReviews(targetAt(names[0] ?? ''), names, null);
    const second = await google.fetchLocationsReviews(targetAt(names[0] ?? ''), names, first.nextPageToken);
    expect(first.reviews).toHaveLength(4);
    expect(second.nextPageToken).toBeNull();
    const all = [...first.reviews, ...second.reviews];
    expect(all.filter((entry) => entry.locationName === names[1])).toHaveLength(2);
    expect(all[0]?.review.updatedAt.getTime()).toBeGreaterThan(all[4]?.review.updatedAt.getTime() ?? 0);
    expect(fake.requests[0]?.body).toMatchObject({ locationNames: names, orderBy: 'updateTime desc' });
    await expect(
      google.fetchLocationsReviews(
        targetAt(names[0] ?? ''),
        ['accounts/8/locations/1', 'accounts/9/locations/1'],
        null,
      ),
    ).rejects.toMatchObject({ status: 400, retryable: false });
  });

  it('treats deleting a reply that is already gone as done', async () => {
    const location = 'accounts/7/locations/73';
    const [review] = fake.addReviews(location, 1);
    await expect(client().deleteResponse(targetAt(location), review?.name ?? '')).resolves.toBeUndefined();
  });

  it('refuses without a linked location or an integration, and reports an unreachable API as retryable', async () => {
    await expect(client().fetchReviews(targetAt('my-location'), null)).rejects.toMatchObject({ status: 400 });
    const noToken = createGoogleReviewSource({ baseUrl: fake.url, accessTokens: async () => null });
    await expect(noToken.fetchReviews(targetAt('accounts/7/locations/70'), null)).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
    await expect(
      client(10, UNREACHABLE_URL).fetchReviews(targetAt('accounts/7/locations/70'), null),
    ).rejects.toMatchObject({ status: 503, retryable: true });
  });
});
