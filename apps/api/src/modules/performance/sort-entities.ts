import type { PerformanceQuery, SortOrder } from '@repute/domain';
import { actualsOf, type ScoredEntity } from './scored-entities';

type SortField = PerformanceQuery['sort[by]'];

const value: Record<SortField, (entity: ScoredEntity) => number | string | null> = {
  rank: (entity) => entity.current.rank,
  name: (entity) => (entity.location?.name ?? entity.group?.name ?? '').toLowerCase(),
  score: (entity) => entity.current.total,
  score_delta: (entity) => (entity.lag ? entity.current.total - entity.lag.total : null),
  target_score: (entity) => entity.current.targetScore,
  avg_rating: (entity) => actualsOf(entity.current.evidence).avg_rating,
  total_reviews: (entity) => entity.current.evidence.totalReviews,
  response_rate: (entity) => actualsOf(entity.current.evidence).response_rate,
  response_time: (entity) => entity.current.evidence.responseDays,
};

/** Sorted by the field, nulls last either way, then by rank so equal values keep the ranking's order. */
export function sortEntities(entities: ScoredEntity[], field: SortField, order: SortOrder): ScoredEntity[] {
  const direction = order === 'desc' ? -1 : 1;
  const pick = value[field];
  return [...entities].sort((a, b) => {
    const left = pick(a);
    const right = pick(b);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else if (left !== right) {
      return (left < right ? -1 : 1) * direction;
    }
    return a.current.rank - b.current.rank;
  });
}
