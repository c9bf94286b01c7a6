import { createSandboxReviewSource } from '@repute/api/src/connectors/review-sandbox';
import { createReviewSyncRepo } from '@repute/api/src/modules/review-sync/review-sync.repo';
import { createReviewSyncService } from '@repute/api/src/modules/review-sync/review-sync.service';
import type { Harness } from './harness';
import { basic } from './harness';
import { type LocationsBenchResult, measure } from './locations.bench';

/** GET /reviews and the dashboard overview through the whole API, over 1,000,000 reviews. */
export async function benchReviews(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  groupIds: number[],
  samples = 400,
): Promise<{ list: LocationsBenchResult[]; overview: LocationsBenchResult[] }> {
  const authorization = basic(session.email, session.token);
  const app = harness.app;
  const thirtyDays = (i: number) => {
    const to = new Date(Date.now() - (i % 30) * 86_400_000);
    const from = new Date(to.getTime() - 30 * 86_400_000);
    return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
  };
  const list = [
    await measure(
      app,
      'reviews first page',
      authorization,
      (i) => `/api/reviews?${thirtyDays(i)}&per_page=25`,
      samples,
      '_total',
    ),
    await measure(
      app,
      'reviews deep page (page 200)',
      authorization,
      (i) => `/api/reviews?per_page=25&page=${200 + (i % 50)}`,
      samples,
      '_total',
    ),
    await measure(
      app,
      'reviews by group',
      authorization,
      (i) => `/api/reviews?group_id=${groupIds[i % groupIds.length]}&${thirtyDays(i)}`,
      samples,
      '_total',
    ),
    await measure(
      app,
      'reviews by rating',
      authorization,
      (i) => `/api/reviews?rating=${1 + (i % 5)}&${thirtyDays(i)}`,
      samples,
      '_total',
    ),
    await measure(
      app,
      'reviews by date (custom)',
      authorization,
      (i) => `/api/reviews?from=2025-0${1 + (i % 9)}-01&to=2025-0${1 + (i % 9)}-20`,
      samples,
      '_total',
    ),
  ];
  const sixMonths = (i: number) => {
    const to = new Date(Date.now() - (i % 30) * 86_400_000);
    const from = new Date(to.getTime() - 182 * 86_400_000);
    return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
  };
  const overview = [
    await measure(
      app,
      'dashboard overview (6 months)',
      authorization,
      (i) => `/api/metrics/${session.accountId}/overview?${sixMonths(i)}`,
      samples,
      'total_reviews',
    ),
    await measure(
      app,
      'dashboard overview by group',
      authorization,
      (i) => `/api/metrics/${session.accountId}/overview?${sixMonths(i)}&group_id=${groupIds[i % groupIds.length]}`,
      samples,
      'total_reviews',
    ),
  ];
  return { list, overview };
}

/** Reviews per second one worker stores through the sync (sandbox pages of 50, upserts and state). */
export async function benchIngestion(harness: Harness, accountId: number, locationIds: number[]): Promise<number> {
  const sandbox = createSandboxReviewSource({ epoch: new Date(Date.now() - 2000 * 3_600_000), intervalHours: 1 });
  const sync = createReviewSyncService({
    repo: createReviewSyncRepo(harness.db),
    connectors: { forSource: () => sandbox },
    realtime: { toAccount: async () => {} },
  });
  const started = process.hrtime.bigint();
  let created = 0;
  for (const locationId of locationIds) created += (await sync.sync({ accountId, locationId, sourceId: 7 })).created;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return created / seconds;
}
