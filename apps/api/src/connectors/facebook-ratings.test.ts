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
    const target = (await facebook.resolveTarget?.(targetAt('6001'))) ?? targetAt('6001');
    const first = await facebook.fetchReviews(target, null);
    await facebook.fetchReviews(target, first.nextCursor);
    const [lookup, ratings, count, next] = fake.requests;
    // Once a sync, the Page and the token acting for it: a Page token gets no other token and is used as it is.
    expect(lookup?.url.pathname).toBe('/v21.0/6001');
    expect(lookup?.url.searchParams.get('fields')).toBe('id,access_token');
    expect(fake.requests.map((request) => request.token)).toEqual([TOKEN, TOKEN, TOKEN, TOKEN]);
    expect(ratings?.url.pathname).toBe('/v21.0/6001/ratings');
    expect(ratings?.url.searchParams.get('fields')).toBe(
      'created_time,recommendation_type,review_text,reviewer{name},open_graph_story{id},rating',
    );
    expect(ratings?.url.searchParams.get('limit')).toBe('2');
    expect(count?.url.searchParams.get('fields')).toBe('rating_count');
    expect(next?.url.searchParams.get('after')).toBeTruthy();
    // The Page's count is read once a pass, not on every page; the Page once a sync.
    expect(fake.requests).toHaveLength(4);
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
    expect(lookup?.url.searchParams.get('fields')).toBe('id,access_token');
    // A numeric id is looked up too, for the token that acts for the Page.
    expect(await facebook.resolveTarget?.(targetAt('6004'))).toEqual(targetAt('6004'));
    expect(fake.requests.map((request) => request.url.pathname)).toEqual(['/v21.0/northwind.dental', '/v21.0/6004']);
    // Read directly by username, the page is looked up first too.
    const page = await facebook.fetchReviews(targetAt('northwind.dental'), null);
    expect(page.reviews).toHaveLength(3);
    expect(fake.requests.slice(2).map((request) => request.url.pathname)).toEqual([
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

/** The long-lived user token the connect flow stores (decision 0014), managing the Pages given. */
let users = 0;
function userWith(manages: string[], granted = true) {
  users += 1;
  const token = `EAAlong-user-${users}`;
  const pageTokens = fake.addUser(token, manages, { granted });
  return {
    token,
    pageTokens,
    connector: (pageSize = 10) =>
      createFacebookReviewSource({ baseUrl: fake.url, pageSize, accessTokens: async () => token }),
  };
}

reviewSourceContract('Facebook ratings with a user token', () => {
  pages += 1;
  const pageId = String(5_000 + pages);
  fake.addRatings(pageId, 0);
  const user = userWith([pageId]);
  return {
    connector: user.connector(),
    target: targetAt(pageId),
    pageSize: 10,
    addReviews: (count) => {
      fake.addRatings(pageId, count);
    },
    answersOf: (storyId) => fake.comments(storyId).map((comment) => comment.message),
  };
});

describe('Facebook ratings with the user token of the connect flow', () => {
  /** As the sync does: resolveTarget once, then every page of ratings with the target it gave. */
  async function syncAll(connector: ReturnType<typeof client>, saved: ReviewTarget) {
    const target = (await connector.resolveTarget?.(saved)) ?? saved;
    let ids: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page = await connector.fetchReviews(target, cursor);
      ids = [...ids, ...page.reviews.map((review) => review.externalId)];
      cursor = page.nextCursor;
      if (!page.hasMore) return ids;
    }
  }
  const lookups = () => fake.requests.filter((request) => request.url.searchParams.get('fields') === 'id,access_token');

  it("syncs with the Page's token, got from Graph in the one lookup of the sync", async () => {
    fake.addRatings('6101', 25);
    fake.addUsername('6101', 'lakeside.dental');
    const user = userWith(['6100', '6101']);
    const ids = await syncAll(user.connector(10), targetAt('lakeside.dental'));
    expect(ids).toHaveLength(25);
    const [lookup, ...reads] = fake.requests;
    expect(lookup?.url.pathname).toBe('/v21.0/lakeside.dental');
    expect(lookup?.token).toBe(user.token);
    expect(lookups()).toHaveLength(1);
    // Three pages of ratings and the count, each with the Page's token, never the user's.
    expect(reads).toHaveLength(4);
    expect(new Set(reads.map((request) => request.token))).toEqual(new Set([user.pageTokens['6101']]));

    // A Page saved by id is looked up once a sync too: the token is what it is for.
    fake.requests.length = 0;
    await syncAll(user.connector(10), targetAt('6101'));
    expect(lookups()).toHaveLength(1);
    expect(fake.requests).toHaveLength(5);
  });

  it("publishes, edits and deletes an answer as the Page, with one lookup of the Page's token each", async () => {
    const [rating] = fake.addRatings('6102', 1);
    const story = rating?.open_graph_story.id ?? '';
    const user = userWith(['6102']);
    const facebook = user.connector();
    const published = await facebook.publishResponse(targetAt('6102'), story, 'Thank you!');
    await facebook.publishResponse(targetAt('6102'), story, 'Thank you, see you soon!', published.externalResponseId);
    expect(fake.comments(story)).toEqual([{ id: published.externalResponseId, message: 'Thank you, see you soon!' }]);
    await facebook.deleteResponse(targetAt('6102'), story, published.externalResponseId);
    expect(fake.comments(story)).toEqual([]);
    expect(fake.requests.map((request) => [request.method, request.token])).toEqual([
      ['GET', user.token],
      ['POST', user.pageTokens['6102']],
      ['GET', user.token],
      ['POST', user.pageTokens['6102']],
      ['GET', user.token],
      ['DELETE', user.pageTokens['6102']],
    ]);
  });

  it('tells a user who does not manage the Page to reconnect with an account that does, for good', async () => {
    const [rating] = fake.addRatings('6103', 2);
    fake.addUsername('6103', 'harbor.clinic');
    const user = userWith(['6100']);
    const facebook = user.connector();
    const clear = {
      status: 403,
      retryable: false,
      message: expect.stringMatching(
        /cannot act for the Facebook Page 'harbor\.clinic' \(location 1\): reconnect Facebook .* with an account that manages the Page/,
      ),
    };
    const failed = syncAll(facebook, targetAt('harbor.clinic'));
    await expect(failed).rejects.toBeInstanceOf(ReviewSourceError);
    await expect(failed).rejects.toMatchObject(clear);
    // Graph gave no Page token to the user, and refused the user's token for the ratings: nothing else was tried.
    expect(fake.requests.filter((request) => request.url.pathname === '/v21.0/6103/ratings')).toHaveLength(1);
    await expect(
      facebook.publishResponse(targetAt('harbor.clinic'), rating?.open_graph_story.id ?? '', 'Thanks!'),
    ).rejects.toMatchObject({ ...clear, status: 403 });
    expect(fake.comments(rating?.open_graph_story.id ?? '')).toEqual([]);
    // No token in what is stored as the sync's error and shown.
    const error = await failed.then(
      () => new Error('synced'),
      (reason: unknown) => reason as Error,
    );
    expect(error.message).not.toContain(user.token);
    expect(error.message).not.toContain('EAApage');
  });

  it('refuses for good, saying why, an answer given no Page for a user token to get its token with', async () => {
    const [rating] = fake.addRatings('6107', 1);
    const user = userWith(['6107']);
    const noPage = { ...targetAt('6107'), externalLocationId: null };
    await expect(
      user.connector().publishResponse(noPage, rating?.open_graph_story.id ?? '', 'Thanks!'),
    ).rejects.toMatchObject({
      status: 403,
      retryable: false,
      message: expect.stringContaining('no Page came with the answer'),
    });
    expect(fake.comments(rating?.open_graph_story.id ?? '')).toEqual([]);
  });

  it('says the same when the Page permissions were declined at login (#10), at the lookup', async () => {
    fake.addRatings('6104', 1);
    const user = userWith(['6104'], false);
    await expect(user.connector().resolveTarget?.(targetAt('6104'))).rejects.toMatchObject({
      status: 403,
      retryable: false,
      message: expect.stringContaining('with an account that manages the Page'),
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("says the same for another Page's token; an unknown token stays a 401", async () => {
    fake.addRatings('6105', 1);
    fake.addRatings('6106', 1);
    const { pageTokens } = userWith(['6105']);
    const otherPage = createFacebookReviewSource({
      baseUrl: fake.url,
      accessTokens: async () => pageTokens['6105'] ?? '',
    });
    await expect(syncAll(otherPage, targetAt('6106'))).rejects.toMatchObject({
      status: 403,
      retryable: false,
      message: expect.stringContaining("cannot act for the Facebook Page '6106'"),
    });
    // That Page's own token, asked for a Page token, gets none and reads its Page as it always did.
    expect(await syncAll(otherPage, targetAt('6105'))).toHaveLength(1);
    const stale = createFacebookReviewSource({ baseUrl: fake.url, accessTokens: async () => 'EAAlong-revoked' });
    await expect(syncAll(stale, targetAt('6105'))).rejects.toMatchObject({ status: 401, retryable: false });
  });
});
