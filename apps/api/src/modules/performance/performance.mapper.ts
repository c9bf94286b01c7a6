import {
  type LocationScore,
  type PerformanceRow,
  ratingConfidence,
  type ScoreBreakdown,
  type ScoreFormula,
} from '@repute/domain';
import { actualsOf, breakdownOf, type ScoredEntity, type WindowScore } from './scored-entities';

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const confidenceOf = (window: WindowScore) => round2(ratingConfidence(window.evidence.ratedReviews)) ?? 0;

/** The figures a row shows, from one window's evidence: the raw average (the score uses the shrunk one). */
function figures(window: WindowScore) {
  const actuals = actualsOf(window.evidence);
  return {
    avg_rating: round2(actuals.avg_rating),
    total_reviews: window.evidence.totalReviews,
    response_rate: actuals.response_rate,
    response_time: round2(actuals.response_time),
    listings_in_sync: actuals.ll_sync_ratio,
    media_count: actuals.owner_photos_count,
  };
}

const identity = (entity: ScoredEntity) => ({
  location_id: entity.location?.id ?? null,
  location_name: entity.location?.name ?? null,
  group_id: entity.group?.id ?? null,
  group_name: entity.group?.name ?? null,
});

/** Spec 001 §3 "Performance row", every figure with its `_lag` (null without the previous period). */
export function toPerformanceRow(
  entity: ScoredEntity,
  industry: { current: number | null; lag: number | null },
): PerformanceRow {
  const now = figures(entity.current);
  const lag = entity.lag ? figures(entity.lag) : null;
  const score = entity.current.total;
  const scoreLag = entity.lag?.total ?? null;
  return {
    rank: entity.current.rank,
    rank_lag: entity.lag?.rank ?? null,
    ...identity(entity),
    location_address: entity.location?.address ?? null,
    city: entity.location?.city ?? null,
    state: entity.location?.state ?? null,
    zipcode: entity.location?.zipcode ?? null,
    location_ids: entity.locationIds,
    location_count: entity.locationIds.length,
    score,
    score_lag: scoreLag,
    score_delta: scoreLag === null ? null : round2(score - scoreLag),
    confidence: confidenceOf(entity.current),
    confidence_lag: entity.lag ? confidenceOf(entity.lag) : null,
    target_score: entity.current.targetScore,
    target_score_lag: entity.lag?.targetScore ?? null,
    industry_score: industry.current,
    industry_score_lag: entity.lag ? industry.lag : null,
    avg_rating: now.avg_rating,
    avg_rating_lag: lag?.avg_rating ?? null,
    total_reviews: now.total_reviews,
    total_reviews_lag: lag?.total_reviews ?? null,
    response_rate: now.response_rate,
    response_rate_lag: lag?.response_rate ?? null,
    response_time: now.response_time,
    response_time_lag: lag?.response_time ?? null,
    listings_in_sync: now.listings_in_sync,
    listings_in_sync_lag: lag?.listings_in_sync ?? null,
    media_count: now.media_count,
    media_count_lag: lag?.media_count ?? null,
  };
}

function breakdown(score: ScoreBreakdown) {
  return {
    total: score.total,
    confidence: score.confidence,
    adjusted_rating: score.adjustedRating,
    subscores: Object.fromEntries(score.subscores.map((subscore) => [subscore.name, subscore])),
  };
}

/** `_embedded.location_scores[n].score.subscores` (spec 001 §7). */
export function toLocationScore(entity: ScoredEntity, formula: ScoreFormula): LocationScore {
  return {
    ...identity(entity),
    formula,
    score: breakdown(breakdownOf(entity.current)),
    lag_score: entity.lag ? breakdown(breakdownOf(entity.lag)) : null,
  };
}

/** Spec 001 §3: target scores per location or group expose total_score and lag_score. */
export function toTargetScore(entity: ScoredEntity) {
  return {
    location_id: entity.location?.id ?? null,
    group_id: entity.group?.id ?? null,
    name: entity.location?.name ?? entity.group?.name ?? '',
    total_score: entity.current.targetScore,
    lag_score: entity.lag?.targetScore ?? null,
  };
}

/** The older report fields (spec 001 §3): ranking, location_score or group_score, completed_rate and so on. */
export function toReportRow(entity: ScoredEntity) {
  const now = figures(entity.current);
  return {
    ranking: entity.current.rank,
    ...identity(entity),
    location_score: entity.kind === 'location' ? entity.current.total : null,
    group_score: entity.kind === 'group' ? entity.current.total : null,
    avg_rating: now.avg_rating,
    total_reviews: now.total_reviews,
    completed_rate: now.response_rate,
    overall_avg_response_time: now.response_time,
    owner_media_count: now.media_count,
    local_listing_health_score: now.listings_in_sync === null ? null : now.listings_in_sync * 100,
  };
}
