import { benchmarkImportSchema } from '@repute/domain';
import { badRequest } from '../../platform/errors';
import type { PerformanceRepo } from './performance.repo';

/**
 * An operator's industry scores (decision 0048): a JSON array of { vertical_id, industry_score, account_count?,
 * source }, checked whole before any is written; each vertical's figure replaces the one before.
 */
export async function importBenchmarks(repo: Pick<PerformanceRepo, 'importBenchmarks'>, json: unknown) {
  const parsed = benchmarkImportSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw badRequest(`Invalid benchmark file: ${problems.join('; ')}`);
  }
  await repo.importBenchmarks(
    parsed.data.map((row) => ({
      verticalId: row.vertical_id,
      score: row.industry_score,
      accountCount: row.account_count ?? null,
      source: row.source,
    })),
  );
  return parsed.data.length;
}
