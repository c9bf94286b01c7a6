import { type Disagreement, disagreementOf } from '@repute/text-analysis';
import type { AnalysisRepo } from './analysis.repo';

export type StoredDisagreement = Disagreement & { kind: 'keyword' | 'category' };

/**
 * The rating check (`disagreementOf`, docs/text-analysis.md) over an account's stored mentions: its keywords and
 * categories whose sentiment disagrees strongly with the stars of their reviews. None when the analyser reads the
 * reviews as their authors rated them.
 */
export async function storedRatingDisagreements(repo: AnalysisRepo, accountId: number): Promise<StoredDisagreement[]> {
  return (await repo.mentionSummaries(accountId)).flatMap((summary) => {
    const disagreement = disagreementOf(summary);
    return disagreement ? [{ ...disagreement, kind: summary.kind }] : [];
  });
}
