import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeFacebook, startFakeFacebook } from '../../test/fakes/fake-facebook';
import { failureSwitches } from '../../test/fakes/fake-http';
import { createFacebookReviewSource } from './facebook-ratings';
import { ReviewSourceError, type ReviewTarget } from './review-source';
import { type HttpHarness, httpFailureContract, reviewSourceContract } from './review-source-contract';

const TOKEN = 'facebook-page-token';
let fake: FakeFacebook;
let pages = 0;

beforeAll(async () => {
  fake = await startFakeFacebook(TOKEN);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.token = TOKEN;
  fake.requests.length = 0;
});

const targetAt = (pageId: string): ReviewTarget => ({
  accountId: 1,
  locationId: 1,
  sourceId: 2,
  externalLocationId: pageId,
});
const client = (pageSize = 10) =>
  createFacebookReviewSource({ baseUrl: fake.url, pageSize, accessTokens: async () => TOKEN });

function harness(): HttpHarness {
  pages += 1;
  const pageId = String(5_000 + pages);
  fake.addRatings(pageId, 0);
  return {
    connector: client(),
    target: targetAt(pageId),
    pageSize: 10,
    addReviews: (count) => {
      fake.addRatings(pageId, count);
    },
    answersOf: (storyId) => fake.comments(storyId).map((comment) => comment.message),
    ...failureSwitches(fake, TOKEN),
  };
}

reviewSourceContract('Facebook ratings', harness);
httpFailureContract('Facebook ratings', harness);

describe('Facebook ratings client', () => {
  it('asks the Graph API version for the documented fields, cursor by cursor', async () => {
    fake.addRatings('6001', 3);
    const facebook = client(2);
    const first = await facebook.fetchReviews(targetAt('6001'), null);
    await facebook.fetchReviews(targetAt('6001'), first.nextCursor);
    const [ratings, count, next] = fake.requests;
    expect(ratings?.url.pathname).toBe('/v21.0/6001/ratings');
    expect(ratings?.url.searchParams.get('fields')).toBe(
      'created_time,recommendation_type,review_text,reviewer{name},open_graph_story{id},rating',
    );
    expect(ratings?.url.searchParams.get('limit')).toBe('2');
    expect(count?.url.searchParams.get('fields')).toBe('rating_count');
    expect(next?.url.searchParams.get('after')).toBeTruthy();
    // The Page's count is read once a pass, not on every page.
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps stars where there are some, and a recommendation as no rating with its direction', async () => {
    const added = fake.addRatings('6002', 6);
    const page = await client().fetchReviews(targetAt('6002'), null);
    for (const rating of added) {
      const review = page.reviews.find((entry) => entry.externalId === rating.open_graph_story.id);
      expect(review).toMatchObject({
        rating: rating.rating ?? 0,
        recommended: rating.recommendation_type === 'positive',
        authorName: rating.reviewer.name,
        content: rating.review_text ?? null,
        publishedAt: new Date(rating.created_time),
      });
    }
    expect(page.reviews.some((review) => review.rating === 0)).toBe(true);
  });

  it('edits its own comment rather than adding a second one, and needs the comment id to delete', async () => {
    const [rating] = fake.addRatings('6003', 1);
    const story = rating?.open_graph_story.id ?? '';
    const facebook = client();
    const published = await facebook.publishResponse(targetAt('6003'), story, 'Thanks!');
    expect(published.externalResponseId).toMatch(new RegExp(`^${story}_`));
    expect(fake.requests.at(-1)?.body).toEqual({ message: 'Thanks!' });
    await expect(facebook.deleteResponse(targetAt('6003'), story, null)).rejects.toMatchObject({
      status: 400,
      retryable: false,
    });
    await facebook.deleteResponse(targetAt('6003'), story, published.externalResponseId);
    // Deleting again (a retried job) finds the comment gone, which is what was asked.
    await expect(
      facebook.deleteResponse(targetAt('6003'), story, published.externalResponseId),
    ).resolves.toBeUndefined();
  });

  it('maps the Graph error for a bad token (HTTP 400, #190) to 401; refuses what is not a page id', async () => {
    fake.token = 'renewed-token';
    await expect(client().fetchReviews(targetAt('6001'), null)).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
    fake.token = TOKEN;
    await expect(client().fetchReviews(targetAt('profile.php?id=1'), null)).rejects.toMatchObject({
      status: 400,
      retryable: false,
    });
  });

  it('reads a Page saved by its username through the Page id Graph gives for it', async () => {
    fake.addRatings('6004', 3);
    fake.addUsername('6004', 'northwind.dental');
    const facebook = client();
    const resolved = await facebook.resolveTarget?.(targetAt('northwind.dental'));
    expect(resolved).toEqual(targetAt('6004'));
    const [lookup] = fake.requests;
    expect(lookup?.url.pathname).toBe('/v21.0/northwind.dental');
    expect(lookup?.url.searchParams.get('fields')).toBe('id');
    // A numeric id needs no lookup.
    expect(await facebook.resolveTarget?.(targetAt('6004'))).toEqual(targetAt('6004'));
    expect(fake.requests).toHaveLength(1);
    // Read directly by username, the page is looked up first too.
    const page = await facebook.fetchReviews(targetAt('northwind.dental'), null);
    expect(page.reviews).toHaveLength(3);
    expect(fake.requests.slice(1).map((request) => request.url.pathname)).toEqual([
      '/v21.0/northwind.dental',
      '/v21.0/6004/ratings',
      '/v21.0/6004',
    ]);
  });

  it('refuses for good a username no Page has, saying so', async () => {
    const refused = client().resolveTarget?.(targetAt('no.such.page'));
    await expect(refused).rejects.toBeInstanceOf(ReviewSourceError);
    await expect(refused).rejects.toMatchObject({
      status: 404,
      retryable: false,
      message: expect.stringContaining("no Facebook Page is named 'no.such.page'"),
    });
    await expect(client().fetchReviews(targetAt('no.such.page'), null)).rejects.toMatchObject({
      status: 404,
      retryable: false,
    });
  });
});
