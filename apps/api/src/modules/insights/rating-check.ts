import type { RatingCheck, RatingDisagreement } from '@repute/domain';
import { type Disagreement, disagreementOf } from '@repute/text-analysis';
import type { AnalysisRepo } from './analysis.repo';
import type { RatingCheckCounts } from './insights.repo';

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

const API_READING: Record<Disagreement['reading'], RatingDisagreement> = {
  'negative in high ratings': 'negative_in_high_ratings',
  'positive in low ratings': 'positive_in_low_ratings',
};

const rounded = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The rating check of one keyword or category of the Keywords screen's lists (decision 0172), by the same rule. */
export function ratingCheckOf(subject: string, counts: RatingCheckCounts): RatingCheck {
  const summary = {
    subject,
    positive: counts.checkPositive,
    neutral: counts.checkNeutral,
    negative: counts.checkNegative,
    averageRating: counts.averageRating,
  };
  const polar = summary.positive + summary.negative;
  const disagreement = disagreementOf(summary);
  return {
    positive_share: polar === 0 ? null : rounded(summary.positive / polar, 3),
    average_rating: summary.averageRating === null ? null : rounded(summary.averageRating, 2),
    disagreement: disagreement ? API_READING[disagreement.reading] : null,
  };
}
