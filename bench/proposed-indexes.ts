import type { Harness } from './harness';

/**
 * Indexes the benchmark measures before they reach a migration (BENCH_PROPOSED_INDEXES=0 measures the schema
 * as migrated). Once a migration creates one, remove it here.
 *
 * reviews_location_published_idx with the metric columns included, like reviews_account_published_idx: the
 * group and location filters then count and aggregate from the index alone instead of visiting one heap page
 * per review (drizzle cannot express INCLUDE, so the migration adds it by hand as 0004 does).
 */
const PROPOSED = [
  'drop index reviews_location_published_idx',
  `create index reviews_location_published_idx on reviews
    (location_id, published_at desc nulls last, id desc nulls last)
    include (account_id, source_id, rating, sentiment, responded_at) where not removed`,
];

export async function applyProposedIndexes(harness: Harness): Promise<boolean> {
  if (process.env.BENCH_PROPOSED_INDEXES === '0') return false;
  for (const statement of PROPOSED) await harness.db.$client.query(statement);
  return true;
}
