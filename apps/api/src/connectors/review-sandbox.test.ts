import { describe, expect, it } from 'vitest';
import { createSandboxReviewSource } from './review-sandbox';
import { reviewSourceContract } from './review-source-contract';

const HOUR_MS = 3_600_000;
const EPOCH = new Date('2026-01-01T00:00:00Z');
let locationId = 0;

/** The sandbox's reviews arrive with time: its clock is moved forward one review interval per review. */
reviewSourceContract('sandbox', () => {
  let now = EPOCH.getTime();
  const sandbox = createSandboxReviewSource({ epoch: EPOCH, intervalHours: 1, now: () => new Date(now) });
  locationId += 1;
  return {
    connector: sandbox,
    target: { accountId: 1, locationId, sourceId: 1, externalLocationId: null },
    pageSize: 50,
    addReviews(count) {
      // The first review falls somewhere in the first hour (an offset per location); after `count` hours
      // (less a moment) exactly `count` have been written, whatever that offset is.
      now = now === EPOCH.getTime() ? now + count * HOUR_MS - 1 : now + count * HOUR_MS;
    },
    answersOf: (id) => {
      const answer = sandbox.controls.published.get(id);
      return answer === undefined ? [] : [answer];
    },
  };
});

describe('sandbox failures', () => {
  it('fails fetches as retryable when told to', async () => {
    const sandbox = createSandboxReviewSource();
    sandbox.controls.failFetches = true;
    await expect(
      sandbox.fetchReviews({ accountId: 1, locationId: 1, sourceId: 1, externalLocationId: null }, null),
    ).rejects.toMatchObject({ retryable: true, status: 503 });
  });
});

describe('a location tracked from now on', () => {
  it('starts with its last 30 days of reviews, and counts only those at the source', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const sandbox = createSandboxReviewSource({ epoch: EPOCH, intervalHours: 6, now: () => now });
    const target = { accountId: 1, locationId: 7, sourceId: 1, externalLocationId: null };
    const reviews = [];
    let cursor: string | null = sandbox.firstCursor(target);
    let totalCount: number | null = null;
    for (let more = true; more; ) {
      const page = await sandbox.fetchReviews(target, cursor);
      reviews.push(...page.reviews);
      ({ nextCursor: cursor, hasMore: more, totalCount } = page);
    }
    // Four a day for 30 days (one more or less by where the location's offset falls).
    expect(reviews.length).toBeGreaterThanOrEqual(119);
    expect(reviews.length).toBeLessThanOrEqual(121);
    const monthAgo = now.getTime() - 30 * 24 * HOUR_MS;
    expect(reviews.every((review) => review.publishedAt.getTime() > monthAgo)).toBe(true);
    expect(totalCount).toBe(reviews.length);
  });
});
