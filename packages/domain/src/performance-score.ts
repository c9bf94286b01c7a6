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
  /** Owner photos (of all the locations pooled); null where they are not measured (the weight is shared out). */
  ownerPhotos: number | null;
  /** Share of the countable directories in sync, 0-1; null where there is no value (the weight is shared out). */
  listingsInSync: number | null;
  /** Length of the window in days (the volume is per month). */
  windowDays: number;
  /** Locations pooled (a group): volume and photos are per location, so a big group is not full on size alone. */
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

/** Each subscore's inputs as positions in SCORE_INPUTS (the figures below are arrays in that order). */
const SUBSCORE_INPUT_INDEXES = SUBSCORE_NAMES.map((name) =>
  (SUBSCORES[name] as readonly ScoreInput[]).map((input) => SCORE_INPUTS.indexOf(input)),
);

/** Each input's value and 0-100 score, in SCORE_INPUTS order; null when the input does not exist or has no evidence. */
function inputFigures(evidence: ScoreEvidence, adjustedRating: number) {
  const months = Math.max(evidence.windowDays, 1) / DAYS_PER_MONTH;
  const perMonth = evidence.totalReviews / months / Math.max(evidence.locations ?? 1, 1);
  const answered = evidence.totalReviews > 0;
  const rate = answered ? evidence.respondedReviews / evidence.totalReviews : null;
  const days = evidence.responseDays;
  const photos = evidence.ownerPhotos;
  const photosPerLocation = photos === null ? null : photos / Math.max(evidence.locations ?? 1, 1);
  const listings = evidence.listingsInSync;
  const values = [adjustedRating, evidence.totalReviews, rate, days, photos, listings];
  const scores = [
    ((adjustedRating - 1) / 4) * 100,
    100 * Math.min(1, Math.log1p(perMonth) / Math.log1p(VOLUME_FULL_PER_MONTH)),
    rate === null ? null : rate * 100,
    // Reviews that were never answered have no response time: that is the worst time, not a missing one.
    days !== null ? 100 * (1 - Math.min(days, RESPONSE_DAYS_ZERO) / RESPONSE_DAYS_ZERO) : answered ? 0 : null,
    photosPerLocation === null ? null : (100 * Math.min(photosPerLocation, PHOTOS_FULL)) / PHOTOS_FULL,
    listings === null ? null : listings * 100,
  ];
  return { values, scores };
}

/**
 * The figures of a score, as numbers only (the ranking scores every location; objects are built for the rows
 * shown): each input's rounded score and shared-out weight, each subscore's score and weight, and the total.
 */
function scoreFigures(evidence: ScoreEvidence, context: ScoreContext) {
  const adjustedRating = shrunkRating(evidence.ratingSum, evidence.ratedReviews, context.accountMeanRating);
  const { values, scores } = inputFigures(evidence, adjustedRating);
  const rawWeights = SCORE_INPUTS.map((input, index) =>
    scores[index] !== null && context.weights[input] > 0 ? context.weights[input] : 0,
  );
  const weightSum = rawWeights.reduce((sum, weight) => sum + weight, 0);
  const weights = rawWeights.map((weight) => (weightSum > 0 ? (100 * weight) / weightSum : 0));
  const rounded = scores.map((score) => round2(clamp(score ?? 0)));
  let total = 0;
  const subscores = SUBSCORE_INPUT_INDEXES.map((indexes) => {
    let weight = 0;
    let weighted = 0;
    for (const index of indexes) {
      weight += weights[index] ?? 0;
      weighted += (rounded[index] ?? 0) * (weights[index] ?? 0);
    }
    const score = weight > 0 ? weighted / weight : 0;
    const contribution = round2((score * weight) / 100);
    total += contribution;
    return { score, weight, contribution };
  });
  return { adjustedRating, values, rounded, weights, subscores, total: round2(total) };
}

/** The total alone, exactly as scoreOf's: what ranking every location needs. */
export function scoreTotal(evidence: ScoreEvidence, context: ScoreContext): number {
  return scoreFigures(evidence, context).total;
}

/**
 * The score of one location or group: each available input scored 0-100, grouped into the five subscores,
 * weighted by the formula with the weight of what is unavailable shared out in proportion, and summed.
 */
export function scoreOf(evidence: ScoreEvidence, context: ScoreContext): ScoreBreakdown {
  const figures = scoreFigures(evidence, context);
  const subscores = SUBSCORE_NAMES.map((name, position): Subscore => {
    const sub = figures.subscores[position] ?? { score: 0, weight: 0, contribution: 0 };
    return {
      name,
      score: round2(sub.score),
      weight: round2(sub.weight),
      contribution: sub.contribution,
      inputs: (SUBSCORE_INPUT_INDEXES[position] ?? []).map((index) => ({
        input: SCORE_INPUTS[index] as ScoreInput,
        value: figures.values[index] ?? null,
        score: figures.rounded[index] ?? 0,
        weight: round2(figures.weights[index] ?? 0),
      })),
    };
  });
  return {
    total: figures.total,
    confidence: round2(ratingConfidence(evidence.ratedReviews)),
    adjustedRating: round2(figures.adjustedRating),
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
