import { describe, expect, it } from 'vitest';
import { type ReviewPage, type ReviewSourceConnector, ReviewSourceError, type ReviewTarget } from './review-source';

/** One location at one source, fresh for each case, and the source's side of it. */
export type ContractHarness = {
  connector: ReviewSourceConnector;
  target: ReviewTarget;
  /** How many reviews the connector asks for at a time. */
  pageSize: number;
  /** `count` reviews appear at the source, each newer than every one before. */
  addReviews(count: number): void;
  /** The answers the source shows under a review. */
  answersOf(externalReviewId: string): string[];
};

/** A source behind HTTP can also be made to throttle, refuse the credential and fail. */
export type HttpHarness = ContractHarness & {
  throttleNext(retryAfterSeconds: number): void;
  rejectCredentials(): void;
  failNext(): void;
  restore(): void;
};

async function fullPass(harness: ContractHarness, cursor: string | null = null) {
  const pages: ReviewPage[] = [];
  let next = cursor;
  for (;;) {
    const page = await harness.connector.fetchReviews(harness.target, next);
    pages.push(page);
    next = page.nextCursor;
    if (!page.hasMore || pages.length > 100) break;
  }
  const ids = pages.flatMap((page) => page.reviews.map((review) => review.externalId));
  // As the sync does: the last count any page reported.
  const totalCount = pages.reduce<number | null>((count, page) => page.totalCount ?? count, null);
  return { pages, ids, cursor: next, totalCount };
}

async function failure(call: Promise<unknown>): Promise<ReviewSourceError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ReviewSourceError)) throw new Error(`expected a ReviewSourceError, got ${String(error)}`);
  return error;
}

/**
 * What every review source connector promises the sync and the response jobs: a full pass reads every page
 * once, a stored cursor brings only what changed, answers are published, replaced and deleted, and
 * failures say whether a retry can help. Run once per connector (sandbox and each real client on its fake).
 */
export function reviewSourceContract(name: string, harnessFor: () => ContractHarness | Promise<ContractHarness>): void {
  describe(`${name}: the review source contract`, () => {
    it('reads every page of a full pass once, with the source count', async () => {
      const harness = await harnessFor();
      const count = harness.pageSize * 2 + 3;
      harness.addReviews(count);
      const pass = await fullPass(harness);
      expect(pass.pages).toHaveLength(3);
      expect(new Set(pass.ids).size).toBe(count);
      expect(pass.ids).toHaveLength(count);
      expect(pass.totalCount).toBe(count);
      for (const review of pass.pages.flatMap((page) => page.reviews)) {
        expect(Number.isInteger(review.rating) && review.rating >= 0 && review.rating <= 5).toBe(true);
        expect(review.publishedAt.getTime()).not.toBeNaN();
        expect(review.updatedAt.getTime()).toBeGreaterThanOrEqual(review.publishedAt.getTime());
      }
    });

    it('continues from the stored cursor with only the new reviews', async () => {
      const harness = await harnessFor();
      harness.addReviews(harness.pageSize + 1);
      const first = await fullPass(harness);
      harness.addReviews(2);
      const second = await fullPass(harness, first.cursor);
      expect(second.ids).toHaveLength(2);
      expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);
      const third = await fullPass(harness, second.cursor);
      expect(third.ids).toEqual([]);
      expect(third.pages).toHaveLength(1);
    });

    it('publishes an answer, replaces it when edited, and deletes it; or refuses when it cannot answer', async () => {
      const harness = await harnessFor();
      harness.addReviews(1);
      const [reviewId] = (await fullPass(harness)).ids;
      if (reviewId === undefined) throw new Error('no review to answer');
      const { connector, target } = harness;
      if (!connector.canRespond) {
        const refused = await failure(connector.publishResponse(target, reviewId, 'Thank you!'));
        expect(refused.retryable).toBe(false);
        expect(harness.answersOf(reviewId)).toEqual([]);
        return;
      }
      const published = await connector.publishResponse(target, reviewId, 'Thank you!');
      expect(published.publishedAt.getTime()).not.toBeNaN();
      expect(harness.answersOf(reviewId)).toEqual(['Thank you!']);
      const edited = await connector.publishResponse(
        target,
        reviewId,
        'Thank you again!',
        published.externalResponseId,
      );
      expect(harness.answersOf(reviewId)).toEqual(['Thank you again!']);
      await connector.deleteResponse(target, reviewId, edited.externalResponseId ?? published.externalResponseId);
      expect(harness.answersOf(reviewId)).toEqual([]);
    });
  });
}

/** What every client of a real source promises on top: its HTTP failures mapped for the job queue. */
export function httpFailureContract(name: string, httpHarnessFor: () => HttpHarness | Promise<HttpHarness>): void {
  describe(`${name}: failures over HTTP`, () => {
    it('reports throttling as retryable, with the wait the source asked for', async () => {
      const harness = await httpHarnessFor();
      harness.addReviews(1);
      harness.throttleNext(120);
      const throttled = await failure(harness.connector.fetchReviews(harness.target, null));
      expect(throttled).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 120 });
      expect((await harness.connector.fetchReviews(harness.target, null)).reviews).toHaveLength(1);
    });

    it('reports a refused credential as not retryable', async () => {
      const harness = await httpHarnessFor();
      harness.addReviews(1);
      harness.rejectCredentials();
      const refused = await failure(harness.connector.fetchReviews(harness.target, null));
      expect(refused).toMatchObject({ status: 401, retryable: false });
      harness.restore();
    });

    it('reports a failing source as retryable', async () => {
      const harness = await httpHarnessFor();
      harness.addReviews(1);
      harness.failNext();
      const failed = await failure(harness.connector.fetchReviews(harness.target, null));
      expect(failed.retryable).toBe(true);
      expect(failed.status).toBeGreaterThanOrEqual(500);
    });
  });
}
