import {
  CLASSIC_FORMULA_WEIGHTS,
  INSIGHT_EVIDENCE_ITEMS,
  type InsightLink,
  type PerformanceRow,
  type PrescriptiveInsight,
  RESPONSE_DAYS_ZERO,
} from '@repute/domain';
import type { NegativeReview, Period } from '../scorecards';
import { insightLinks } from './insight-links';

/**
 * The rules of docs/prescriptive-insights.md: each turns the period's figures into insights with their evidence.
 * Pure, so that each threshold is tested as written. The expected effect is in score points, the input's classic
 * weight (docs/scoring.md) times how far the location is from where the input would count in full.
 */

export type InsightInputs = {
  period: Period;
  rows: readonly PerformanceRow[];
  negatives: readonly NegativeReview[];
  /** Review requests sent per location in the last 60 days. */
  requestsSent: ReadonlyMap<number, number>;
};

/** A reply within this many days counts as prompt (the scorecard's default standard). */
export const PROMPT_REPLY_DAYS = 2;
/** A rise of response time by at least this many days is news. */
export const RESPONSE_TIME_RISE_DAYS = 1;
/** A fall of the average rating by at least this many stars, on at least MIN_RATED reviews. */
export const RATING_DROP_STARS = 0.3;
export const MIN_RATED = 3;
/** A location with at most this share of the others' mean reviews gets fewer than it could. */
export const VOLUME_SHARE = 0.6;
/** The others' mean must be at least this many reviews for the comparison to mean something. */
export const VOLUME_MIN_MEAN = 3;

const W = CLASSIC_FORMULA_WEIGHTS;
const clamp = (value: number) => Math.min(1, Math.max(0, value));
const points = (value: number) => Math.round(value * 10) / 10;
const days = (value: number) => value.toFixed(1);
const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
const snippet = (text: string | null) => {
  const words = (text ?? '').trim().replace(/\s+/g, ' ');
  return words.length > 60 ? `${words.slice(0, 57)}…` : words;
};

function reviewItem(review: NegativeReview): InsightLink {
  const who = review.author_name ?? 'A reviewer';
  const said = snippet(review.content);
  return {
    label: `${review.rating}★ ${who}${said ? `: “${said}”` : ''} (${review.published_at.slice(0, 10)})`,
    href: insightLinks.review(review.id),
  };
}

type Located = { location_id: number; location_name: string; row: PerformanceRow };

function located(rows: readonly PerformanceRow[]): Located[] {
  return rows.flatMap((row) =>
    row.location_id === null ? [] : [{ location_id: row.location_id, location_name: row.location_name ?? '', row }],
  );
}

function responseTime({ location_id, location_name, row }: Located, inputs: InsightInputs): PrescriptiveInsight[] {
  const unanswered = inputs.negatives.filter(
    (review) => review.location_id === location_id && review.reply_days === null,
  );
  const now = row.response_time;
  const before = row.response_time_lag;
  const rose = now !== null && before !== null && now - before >= RESPONSE_TIME_RISE_DAYS && now > PROMPT_REPLY_DAYS;
  if (!rose && unanswered.length === 0) return [];
  const unansweredText = `${count(unanswered.length, 'negative review is', 'negative reviews are')} unanswered`;
  const title = rose
    ? `Response time at ${location_name} rose from ${days(before ?? 0)} to ${days(now ?? 0)} days${unanswered.length > 0 ? `; ${unansweredText}` : ''}`
    : `${count(unanswered.length, 'negative review', 'negative reviews')} at ${location_name} ${unanswered.length === 1 ? 'is' : 'are'} unanswered`;
  const timeGap = now === null ? 0 : clamp((now - PROMPT_REPLY_DAYS) / RESPONSE_DAYS_ZERO);
  const rateGap = clamp(unanswered.length / Math.max(1, row.total_reviews));
  const evidence =
    unanswered.length > 0
      ? {
          summary: `${unansweredText} in this period`,
          link: {
            label: 'Open the unanswered reviews',
            href: insightLinks.negativeReviews(location_id, inputs.period, true),
          },
          items: unanswered.slice(0, INSIGHT_EVIDENCE_ITEMS).map(reviewItem),
        }
      : {
          summary: `Average days to a response: ${days(before ?? 0)} in the previous 30 days, ${days(now ?? 0)} in the last 30`,
          link: { label: 'Open Location Performance', href: insightLinks.performance(location_id, inputs.period) },
          items: [],
        };
  return [
    {
      key: `response_time:${location_id}`,
      kind: 'response_time',
      location_id,
      location_name,
      title,
      action: `Reply to negative reviews within ${PROMPT_REPLY_DAYS} days`,
      effect: points(W.response_time * timeGap + W.response_rate * rateGap),
      evidence,
      fix: { label: 'Answer reviews', href: insightLinks.negativeReviews(location_id, inputs.period, true) },
    },
  ];
}

function ratingDrop({ location_id, location_name, row }: Located, inputs: InsightInputs): PrescriptiveInsight[] {
  const now = row.avg_rating;
  const before = row.avg_rating_lag;
  if (now === null || before === null || row.total_reviews < MIN_RATED || before - now < RATING_DROP_STARS) return [];
  const negatives = inputs.negatives.filter((review) => review.location_id === location_id);
  const link = {
    label: 'Open the negative reviews',
    href: insightLinks.negativeReviews(location_id, inputs.period, false),
  };
  return [
    {
      key: `rating_drop:${location_id}`,
      kind: 'rating_drop',
      location_id,
      location_name,
      title: `Rating at ${location_name} fell from ${before.toFixed(1)} to ${now.toFixed(1)} stars`,
      action: 'Read what the negative reviews have in common, fix it and answer them',
      effect: points(W.avg_rating * clamp(before - now)),
      evidence: {
        summary: `${count(negatives.length, 'negative review', 'negative reviews')} in the last 30 days`,
        link,
        items: negatives.slice(0, INSIGHT_EVIDENCE_ITEMS).map(reviewItem),
      },
      fix: { label: 'Answer the negative reviews', href: link.href },
    },
  ];
}

function reviewVolume(all: readonly Located[], inputs: InsightInputs): PrescriptiveInsight[] {
  return all.flatMap(({ location_id, location_name, row }) => {
    const others = all.filter((other) => other.location_id !== location_id);
    if (others.length === 0) return [];
    const mean = others.reduce((sum, other) => sum + other.row.total_reviews, 0) / others.length;
    if (mean < VOLUME_MIN_MEAN || row.total_reviews > mean * VOLUME_SHARE) return [];
    const fewer = Math.round((1 - row.total_reviews / mean) * 100);
    const sent = inputs.requestsSent.get(location_id) ?? 0;
    return [
      {
        key: `review_volume:${location_id}`,
        kind: 'review_volume' as const,
        location_id,
        location_name,
        title: `${location_name} gets ${fewer}% fewer reviews than the account's other locations: ${count(sent, 'request', 'requests')} sent in 60 days`,
        action: 'Ask more customers of this location for a review',
        effect: points(W.total_reviews * clamp(1 - row.total_reviews / mean)),
        evidence: {
          summary: `${count(row.total_reviews, 'review', 'reviews')} in the last 30 days; the other locations got ${mean.toFixed(1)} on average`,
          link: { label: 'Open its reviews', href: insightLinks.reviews(location_id, inputs.period) },
          items: [
            {
              label: `${count(sent, 'review request', 'review requests')} sent in the last 60 days`,
              href: insightLinks.requestHistory(),
            },
          ],
        },
        fix: { label: 'Ask for reviews', href: insightLinks.composeRequest() },
      },
    ];
  });
}

function photosMissing(all: readonly Located[]): PrescriptiveInsight[] {
  const missing = all.filter(({ row }) => row.media_count === 0);
  if (missing.length === 0) return [];
  return [
    {
      key: 'photos_missing:account',
      kind: 'photos_missing',
      location_id: null,
      location_name: null,
      title: `Photos missing on Google for ${count(missing.length, 'location', 'locations')}`,
      action: 'Publish photos of these locations to Google',
      effect: points(W.owner_photos_count),
      evidence: {
        summary: `No owner photo published for ${missing.map((entry) => entry.location_name).join(', ')}`,
        link: { label: 'Open Photos', href: insightLinks.photos() },
        items: missing.map((entry) => ({
          label: entry.location_name,
          href: insightLinks.locationDetails(entry.location_id),
        })),
      },
      fix: { label: 'Add photos', href: insightLinks.photos() },
    },
  ];
}

function listingsOutOfSync({ location_id, location_name, row }: Located): PrescriptiveInsight[] {
  const share = row.listings_in_sync;
  if (share === null || share >= 1) return [];
  const link = { label: 'Open its listings', href: insightLinks.listings(location_id) };
  return [
    {
      key: `listings_out_of_sync:${location_id}`,
      kind: 'listings_out_of_sync',
      location_id,
      location_name,
      title: `Only ${Math.round(share * 100)}% of the listings of ${location_name} are in sync`,
      action: 'Sync the listings that differ from the location',
      effect: points(W.ll_sync_ratio * clamp(1 - share)),
      evidence: {
        summary: `${Math.round(share * 100)}% of its directory listings match the location`,
        link,
        items: [],
      },
      fix: { label: 'Sync listings', href: insightLinks.listings(location_id) },
    },
  ];
}

/** Every insight of the period, largest expected effect first. */
export function insightsOf(inputs: InsightInputs): PrescriptiveInsight[] {
  const all = located(inputs.rows);
  return [
    ...all.flatMap((entry) => [
      ...responseTime(entry, inputs),
      ...ratingDrop(entry, inputs),
      ...listingsOutOfSync(entry),
    ]),
    ...reviewVolume(all, inputs),
    ...photosMissing(all),
  ].sort((a, b) => b.effect - a.effect || a.key.localeCompare(b.key));
}
