import { reviewFiltersSchema } from '@repute/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { reviewDailyCounts, reviewDayTotals } from '../../platform/db/schema';
import type { ResolvedFilters } from './review-filters';

/** The filters review_daily_counts answers; any other filter of reviewFiltersSchema needs single reviews. */
const COUNTED_FILTERS = new Set(['account_id', 'from', 'to', 'source_id', 'rating', 'sentiment', 'nonce']);
const UNCOUNTED_FILTERS = Object.keys(reviewFiltersSchema.shape).filter((name) => !COUNTED_FILTERS.has(name));

const isSet = (name: string, value: unknown) =>
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  // Leaving removed reviews out is what the counts do already.
  !(name === 'include_removed' && value === false);

/**
 * The WHERE clause over review_daily_counts that selects the same reviews as reviewConditions, or null when
 * a filter (location, group, category, search terms, response state, removed reviews) is not a dimension of
 * the counts. Days are the account's calendar days, as from and to are.
 */
export function dailyCountConditions(accountId: number, filters: ResolvedFilters): SQL | null {
  const needsReviews = UNCOUNTED_FILTERS.some((name) => isSet(name, filters[name as keyof ResolvedFilters]));
  if (needsReviews) return null;
  const conditions: (SQL | undefined)[] = [eq(reviewDailyCounts.accountId, accountId)];
  if (filters.from) conditions.push(sql`${reviewDailyCounts.day} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${reviewDailyCounts.day} <= ${filters.to}::date`);
  if (filters.source_id?.length) conditions.push(inArray(reviewDailyCounts.sourceId, filters.source_id));
  if (filters.rating?.length) conditions.push(inArray(reviewDailyCounts.rating, filters.rating));
  if (filters.sentiment !== undefined) conditions.push(eq(reviewDailyCounts.sentiment, filters.sentiment));
  return and(...conditions) ?? null;
}

/**
 * The WHERE clause over review_day_totals for filters that narrow by dates alone (decision 0184), or null when
 * another filter is set: the totals keep neither source, rating nor sentiment apart.
 */
export function dayTotalConditions(accountId: number, filters: ResolvedFilters): SQL | null {
  const narrowed = Boolean(filters.source_id?.length || filters.rating?.length || filters.sentiment !== undefined);
  if (narrowed || dailyCountConditions(accountId, filters) === null) return null;
  const conditions: (SQL | undefined)[] = [eq(reviewDayTotals.accountId, accountId)];
  if (filters.from) conditions.push(sql`${reviewDayTotals.day} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${reviewDayTotals.day} <= ${filters.to}::date`);
  return and(...conditions) ?? null;
}

/**
 * How many reviews the filters keep, read from the counts as a one-row SQL expression: a row a day from the day
 * totals when only dates filter, else from the daily counts; null when the counts cannot answer.
 */
export function countedReviews(accountId: number, filters: ResolvedFilters): SQL<number> | null {
  const days = dayTotalConditions(accountId, filters);
  if (days)
    return sql<number>`(select coalesce(sum(${reviewDayTotals.reviews}), 0)::int from ${reviewDayTotals} where ${days})`;
  const counted = dailyCountConditions(accountId, filters);
  return counted
    ? sql<number>`(select coalesce(sum(${reviewDailyCounts.reviews}), 0)::int from ${reviewDailyCounts} where ${counted})`
    : null;
}
