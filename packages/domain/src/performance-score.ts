/**
 * The Location Performance score (spec 001 §2, §3, §9; docs/scoring.md is its description and worked example).
 * Pure: the API computes it for every location and group of a window, and the web app can show how each part
 * adds up. Every constant a user could ask about is exported and published.
 */

/** The six inputs, by the names of the target score settings (spec 001 §3). */
export const SCORE_INPUTS = [
  'avg_rating',
  'total_reviews',
  'response_rate',
  'response_time',
  'owner_photos_count',
  'll_sync_ratio',
] as const;
export type ScoreInput = (typeof SCORE_INPUTS)[number];
export type ScoreWeights = Record<ScoreInput, number>;

/** The five subscores of spec 001 §3 and the inputs each is made of. */
export const SUBSCORES = {
  AverageRating: ['avg_rating'],
  ReviewVolume: ['total_reviews'],
  ResponseEfficiency: ['response_rate', 'response_time'],
  LLHealth: ['ll_sync_ratio'],
  MediaPresence: ['owner_photos_count'],
} as const satisfies Record<string, readonly ScoreInput[]>;
export type SubscoreName = keyof typeof SUBSCORES;
export const SUBSCORE_NAMES = Object.keys(SUBSCORES) as SubscoreName[];

/** Spec 001 §9, the new formula: Photo Count 57%, Review Volume 22%, Average Rating 10%, Response Time 7%, Response Rate 4%. */
export const NEW_FORMULA_WEIGHTS: ScoreWeights = {
  owner_photos_count: 57,
  total_reviews: 22,
  avg_rating: 10,
  response_time: 7,
  response_rate: 4,
  ll_sync_ratio: 0,
};

/** The formula of accounts without `new_performance_score` (decision 0047). */
export const CLASSIC_FORMULA_WEIGHTS: ScoreWeights = {
  avg_rating: 35,
  total_reviews: 20,
  response_rate: 15,
  response_time: 10,
  ll_sync_ratio: 10,
  owner_photos_count: 10,
};

export type ScoreFormula = 'classic' | 'new' | 'custom';

/** How strongly the account's mean pulls a location's rating: as many reviews as this weigh as much as the mean. */
export const RATING_PRIOR_REVIEWS = 10;
/** Reviews a month at which ReviewVolume reaches 100 (on a logarithmic scale: the first reviews count most). */
export const VOLUME_FULL_PER_MONTH = 20;
/** Average days to a response at which the response-time part reaches 0 (same day is 100). */
export const RESPONSE_DAYS_ZERO = 7;
/** Owner photos at which MediaPresence reaches 100. */
export const PHOTOS_FULL = 10;
/** The mean used for shrinkage when the account has no rated review in the window: the middle of 1 to 5. */
export const NEUTRAL_RATING = 3;
/** Days in an average month (365.25 / 12), to turn a window into months. */
export const DAYS_PER_MONTH = 30.4375;

/** What a location (or a group, pooled) did in a window. Nulls are inputs that do not exist yet. */
export type ScoreEvidence = {
  totalReviews: number;
  ratedReviews: number;
  ratingSum: number;
  respondedReviews: number;
  /** Mean days from review to response over the responded reviews; null when none was answered. */
  responseDays: number | null;
  /** Owner photos; null until photos exist on this instance (the subscore's weight is shared out). */
  ownerPhotos: number | null;
  /** Share of directories in sync, 0-1; null until local listings exist. */
  listingsInSync: number | null;
  /** Length of the window in days (the volume is per month). */
  windowDays: number;
  /** Locations pooled (a group): the volume is per location, so a big group is not full on size alone. */
  locations?: number;
};

export type ScoreContext = {
  weights: ScoreWeights;
  /** The account's mean rating over the same window (all its locations), the prior of the shrinkage. */
  accountMeanRating: number | null;
};

export type InputScore = { input: ScoreInput; value: number | null; score: number; weight: number };

export type Subscore = {
  name: SubscoreName;
  /** 0-100. */
  score: number;
  /** Percent of the total, after unavailable subscores' weight was shared out; the weights add up to 100. */
  weight: number;
  /** score × weight / 100, rounded to 2 decimals: the contributions add up to the total. */
  contribution: number;
  inputs: InputScore[];
};

export type ScoreBreakdown = {
  /** 0-100, 2 decimals: exactly the sum of the contributions. */
  total: number;
  /** 0-1: how much of the rating is the location's own evidence rather than the account's mean. */
  confidence: number;
  /** The rating after shrinkage towards the account's mean. */
  adjustedRating: number;
  subscores: Subscore[];
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value));

/** The Bayesian average: (C × mean + sum of ratings) / (C + rated reviews). */
export function shrunkRating(ratingSum: number, ratedReviews: number, mean: number | null): number {
  const prior = mean ?? NEUTRAL_RATING;
  return (RATING_PRIOR_REVIEWS * prior + ratingSum) / (RATING_PRIOR_REVIEWS + ratedReviews);
}

/** The share of the shrunk rating that is the location's own: n / (C + n). */
export function ratingConfidence(ratedReviews: number): number {
  return ratedReviews / (RATING_PRIOR_REVIEWS + ratedReviews);
}

/** Each input's value and 0-100 score; null value and score when the input does not exist or has no evidence. */
function inputScores(evidence: ScoreEvidence, adjustedRating: number) {
  const months = Math.max(evidence.windowDays, 1) / DAYS_PER_MONTH;
  const perMonth = evidence.totalReviews / months / Math.max(evidence.locations ?? 1, 1);
  const answered = evidence.totalReviews > 0;
  const rate = answered ? evidence.respondedReviews / evidence.totalReviews : null;
  const days = evidence.responseDays;
  const scores: Record<ScoreInput, { value: number | null; score: number | null }> = {
    avg_rating: { value: adjustedRating, score: ((adjustedRating - 1) / 4) * 100 },
    total_reviews: {
      value: evidence.totalReviews,
      score: 100 * Math.min(1, Math.log1p(perMonth) / Math.log1p(VOLUME_FULL_PER_MONTH)),
    },
    response_rate: { value: rate, score: rate === null ? null : rate * 100 },
    // Reviews that were never answered have no response time: that is the worst time, not a missing one.
    response_time: {
      value: days,
      score: days !== null ? 100 * (1 - Math.min(days, RESPONSE_DAYS_ZERO) / RESPONSE_DAYS_ZERO) : answered ? 0 : null,
    },
    owner_photos_count: {
      value: evidence.ownerPhotos,
      score: evidence.ownerPhotos === null ? null : (100 * Math.min(evidence.ownerPhotos, PHOTOS_FULL)) / PHOTOS_FULL,
    },
    ll_sync_ratio: {
      value: evidence.listingsInSync,
      score: evidence.listingsInSync === null ? null : evidence.listingsInSync * 100,
    },
  };
  return scores;
}

/**
 * The score of one location or group: each available input scored 0-100, grouped into the five subscores,
 * weighted by the formula with the weight of what is unavailable shared out in proportion, and summed.
 */
export function scoreOf(evidence: ScoreEvidence, context: ScoreContext): ScoreBreakdown {
  const adjustedRating = shrunkRating(evidence.ratingSum, evidence.ratedReviews, context.accountMeanRating);
  const scores = inputScores(evidence, adjustedRating);
  const available = SCORE_INPUTS.filter((input) => scores[input].score !== null && context.weights[input] > 0);
  const weightSum = available.reduce((sum, input) => sum + context.weights[input], 0);
  const subscores = SUBSCORE_NAMES.map((name): Subscore => {
    const inputs: InputScore[] = SUBSCORES[name].map((input) => ({
      input,
      value: scores[input].value,
      score: round2(clamp(scores[input].score ?? 0)),
      weight: available.includes(input) && weightSum > 0 ? (100 * context.weights[input]) / weightSum : 0,
    }));
    const weight = inputs.reduce((sum, input) => sum + input.weight, 0);
    const score = weight > 0 ? inputs.reduce((sum, input) => sum + input.score * input.weight, 0) / weight : 0;
    return {
      name,
      score: round2(score),
      weight: round2(weight),
      contribution: round2((score * weight) / 100),
      inputs: inputs.map((input) => ({ ...input, weight: round2(input.weight) })),
    };
  });
  return {
    total: round2(subscores.reduce((sum, subscore) => sum + subscore.contribution, 0)),
    confidence: round2(ratingConfidence(evidence.ratedReviews)),
    adjustedRating: round2(adjustedRating),
    subscores,
  };
}

/** The weights of the account's formula: custom when set and allowed, else the new formula or the classic one. */
export function formulaWeights(options: {
  newPerformanceScore: boolean;
  customScore: boolean;
  customWeights: ScoreWeights | null;
}): { formula: ScoreFormula; weights: ScoreWeights } {
  if (options.customScore && options.customWeights) return { formula: 'custom', weights: options.customWeights };
  if (options.newPerformanceScore) return { formula: 'new', weights: NEW_FORMULA_WEIGHTS };
  return { formula: 'classic', weights: CLASSIC_FORMULA_WEIGHTS };
}
