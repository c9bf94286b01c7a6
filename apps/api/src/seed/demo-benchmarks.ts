import { importBenchmarks } from '../modules/performance';
import { createPerformanceRepo } from '../modules/performance/performance.repo';
import type { Database } from '../platform/db/client';

/** Says, wherever the figure shows, that it is not measured (docs/scoring.md §8 never invents a benchmark). */
const DEMO_SOURCE = 'Demo figure, not measured';

/**
 * Industry scores for the demo's verticals, so the demo shows Industry Score beside its one account per vertical
 * (fewer than the 5 a computed score needs). Believable, not measured (decision 0122): a little below the demo
 * accounts' own new-formula scores (Northwind's locations score 36-37), which stay low while owner photos, 57% of
 * the formula, are few. Juniper Coffee is a restaurant account, so that figure stands for coffee shops too.
 */
const DEMO_BENCHMARKS = [
  { vertical_id: 'healthcare', industry_score: 34.8, account_count: 180, source: DEMO_SOURCE },
  { vertical_id: 'restaurant', industry_score: 31.6, account_count: 260, source: DEMO_SOURCE },
  { vertical_id: 'fitness', industry_score: 33.2, account_count: 95, source: DEMO_SOURCE },
];

/** Writes the demo's figures for the verticals that have none: an operator's imported figure is never replaced. */
export async function seedDemoBenchmarks(db: Database): Promise<void> {
  const repo = createPerformanceRepo(db);
  const missing = [];
  for (const benchmark of DEMO_BENCHMARKS) {
    if (!(await repo.benchmark(benchmark.vertical_id))) missing.push(benchmark);
  }
  if (missing.length > 0) await importBenchmarks(repo, missing);
}
