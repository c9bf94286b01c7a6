import type { ResponseStatusFilter, ReviewFilters } from '@repute/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, groupLocations, reviewResponses, reviews, reviewTags } from '../../platform/db/schema';
import { publishedWithin, searchCondition, windowWeeks } from './review-search';

/**
 * Needs response and responded read the published answer as has_response does; a failed response is one its source
 * refused to publish or to take down (decision 0116).
 */
function responseStatusCondition(status: ResponseStatusFilter): SQL {
  if (status === 'needs_response') return sql`${reviews.respondedAt} is null`;
  if (status === 'responded') return sql`${reviews.respondedAt} is not null`;
  return sql`exists (select 1 from ${reviewResponses} where ${reviewResponses.reviewId} = ${reviews.id} and ${reviewResponses.status} in ('error_published', 'error_unpublished'))`;
}

/** The filters and the account's time zone, in which from and to are calendar days. */
export type ResolvedFilters = ReviewFilters & { timeZone: string };

/** Whose reviews: one account's, or every child account's of a parent (decision 0118). */
export type ReviewScope = number | { childrenOf: number };

function inScope(column: AnyPgColumn, scope: ReviewScope): SQL {
  if (typeof scope === 'number') return eq(column, scope);
  return sql`${column} = any(array(select ${accounts.id} from ${accounts} where ${accounts.parentId} = ${scope.childrenOf}))`;
}

/**
 * The one WHERE clause the reviews list and every metric share, so that the dashboard's numbers are the
 * list's numbers for the same filters. Always scoped to the account (or to a parent's children).
 */
export function reviewConditions(scope: ReviewScope, filters: ResolvedFilters): SQL {
  const conditions: (SQL | undefined)[] = [inScope(reviews.accountId, scope)];
  conditions.push(filters.include_removed ? undefined : sql`not ${reviews.removed}`);
  const start = sql`(${filters.from}::date)::timestamp at time zone ${filters.timeZone}`;
  const end = sql`((${filters.to}::date + 1)::timestamp at time zone ${filters.timeZone})`;
  // A search within a window finds its reviews by their words' weeks (decision 0175); the dates only check them.
  const searchWeeks = filters.search_terms ? windowWeeks(filters.from, filters.to) : null;
  if (searchWeeks) {
    conditions.push(publishedWithin(start, end));
  } else {
    if (filters.from) conditions.push(sql`${reviews.publishedAt} >= ${start}`);
    if (filters.to) conditions.push(sql`${reviews.publishedAt} < ${end}`);
  }
  if (filters.location_id?.length) conditions.push(inArray(reviews.locationId, filters.location_id));
  if (filters.group_id?.length) {
    // = any(array(…)) rather than in (select …): the group's few locations become an array the planner probes
    // reviews_location_published_idx with, instead of hash-joining every review of the date range.
    conditions.push(
      sql`${reviews.locationId} = any(array(select ${groupLocations.locationId} from ${groupLocations} where ${inScope(groupLocations.accountId, scope)} and ${inArray(groupLocations.groupId, filters.group_id)}))`,
    );
  }
  if (filters.source_id?.length) conditions.push(inArray(reviews.sourceId, filters.source_id));
  if (filters.rating?.length) conditions.push(inArray(reviews.rating, filters.rating));
  if (filters.sentiment !== undefined) conditions.push(eq(reviews.sentiment, filters.sentiment));
  if (filters.category) conditions.push(sql`${filters.category} = any(${reviews.categories})`);
  if (filters.search_terms) conditions.push(searchCondition(filters.search_terms, searchWeeks));
  if (filters.response_status) conditions.push(responseStatusCondition(filters.response_status));
  if (filters.tag_id?.length) {
    conditions.push(
      sql`exists (select 1 from ${reviewTags} where ${reviewTags.reviewId} = ${reviews.id} and ${inArray(reviewTags.tagId, filters.tag_id)})`,
    );
  }
  if (filters.has_response !== undefined) {
    conditions.push(
      filters.has_response ? sql`${reviews.respondedAt} is not null` : sql`${reviews.respondedAt} is null`,
    );
  }
  return and(...conditions) ?? sql`true`;
}
