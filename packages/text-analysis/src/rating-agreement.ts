import type { Sentiment } from './analyser';

/** One keyword or category mention with the star rating of its review (null or 0: the review has none). */
export type RatedMention = { subject: string; sentiment: Sentiment; rating: number | null };

/** A keyword's or category's mentions by sentiment, and the mean rating of the rated ones. */
export type MentionSummary = {
  subject: string;
  positive: number;
  neutral: number;
  negative: number;
  /** Mean star rating over the mentions whose review has one; null when none has. */
  averageRating: number | null;
};

export type Disagreement = MentionSummary & { reading: 'negative in high ratings' | 'positive in low ratings' };

/**
 * When mentions read against their reviews' stars: most of those that carry a sentiment negative in reviews of 4.5
 * stars or more on average, or most of them positive in reviews of 2 stars or less, over enough of them for the share
 * to mean something. Neutral mentions are left out of the share: "0 positive, 294 negative" beside 300 neutral ones
 * in 5-star reviews contradicts the reviews as plainly as it would alone.
 */
export type DisagreementRule = { minMentions: number; share: number; highRating: number; lowRating: number };
export const DISAGREEMENT_RULE: DisagreementRule = { minMentions: 20, share: 0.7, highRating: 4.5, lowRating: 2 };

/** Mentions summed per subject, in the order subjects first appear. */
export function summariseMentions(mentions: Iterable<RatedMention>): MentionSummary[] {
  const sums = new Map<string, { summary: MentionSummary; ratingSum: number; rated: number }>();
  for (const mention of mentions) {
    let entry = sums.get(mention.subject);
    if (!entry) {
      entry = {
        summary: { subject: mention.subject, positive: 0, neutral: 0, negative: 0, averageRating: null },
        ratingSum: 0,
        rated: 0,
      };
      sums.set(mention.subject, entry);
    }
    const { summary } = entry;
    if (mention.sentiment === 1) summary.positive += 1;
    else if (mention.sentiment === -1) summary.negative += 1;
    else summary.neutral += 1;
    if (mention.rating !== null && mention.rating > 0) {
      entry.ratingSum += mention.rating;
      entry.rated += 1;
    }
  }
  return [...sums.values()].map(({ summary, ratingSum, rated }) => ({
    ...summary,
    averageRating: rated === 0 ? null : ratingSum / rated,
  }));
}

/** How a subject's mentions disagree with its reviews' ratings, or null when they do not (or are too few to say). */
export function disagreementOf(
  summary: MentionSummary,
  rule: DisagreementRule = DISAGREEMENT_RULE,
): Disagreement | null {
  const polar = summary.positive + summary.negative;
  if (polar < rule.minMentions || summary.averageRating === null) return null;
  if (summary.averageRating >= rule.highRating && summary.negative >= rule.share * polar) {
    return { ...summary, reading: 'negative in high ratings' };
  }
  if (summary.averageRating <= rule.lowRating && summary.positive >= rule.share * polar) {
    return { ...summary, reading: 'positive in low ratings' };
  }
  return null;
}

/** The subjects whose mention sentiment disagrees strongly with the ratings of their reviews. */
export function ratingDisagreements(
  mentions: Iterable<RatedMention>,
  rule: DisagreementRule = DISAGREEMENT_RULE,
): Disagreement[] {
  return summariseMentions(mentions).flatMap((summary) => disagreementOf(summary, rule) ?? []);
}
