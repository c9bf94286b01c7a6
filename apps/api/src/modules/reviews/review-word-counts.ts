import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { reviewWordDailyCounts } from '../../platform/db/schema';
import { countedReviews, dayTotalConditions } from './review-daily-counts';
import type { ResolvedFilters, ReviewScope } from './review-filters';

/** How many reviews a one-word search matches in its window, and how many reviews the window holds. */
export type SearchCounts = { matches: number; reviews: number };

/**
 * Whether a search's total may come from the word counts: one account's reviews, and no filter but the window,
 * which is what review_day_totals answers too (the word counts record no source, rating or sentiment either).
 */
export function wordCountable(scope: ReviewScope, filters: ResolvedFilters): scope is number {
  if (typeof scope !== 'number' || !filters.search_terms) return false;
  return dayTotalConditions(scope, { ...filters, search_terms: undefined }) !== null;
}

/**
 * The search's matches and the window's reviews, from the counts (decision 0182), or null when the terms are not
 * exactly one word: the lexemes `to_tsvector('simple', terms)` finds, as plainto_tsquery does, so "e-mail" (three
 * lexemes) or "wait wait" (one) are judged by PostgreSQL's parser, not ours. A review holds a one-word query when
 * the word is among its search_vector's lexemes, which is what the counts count.
 */
export async function searchCounts(db: Database, accountId: number, filters: ResolvedFilters) {
  const inWindow = [
    filters.from ? sql` and ${reviewWordDailyCounts.day} >= ${filters.from}::date` : sql``,
    filters.to ? sql` and ${reviewWordDailyCounts.day} <= ${filters.to}::date` : sql``,
  ];
  // The window's reviews: the list's own total without the search (wordCountable leaves only the dates to it).
  const windowReviews = countedReviews(accountId, { ...filters, search_terms: undefined });
  if (!windowReviews) return null;
  const { rows } = await db.execute<{ matches: number | null; reviews: number }>(sql`
    select
      case when cardinality(searched.words) = 1 then (
        select coalesce(sum(${reviewWordDailyCounts.reviews}), 0)::int from ${reviewWordDailyCounts}
         where ${reviewWordDailyCounts.accountId} = ${accountId} and ${reviewWordDailyCounts.word} = searched.words[1]
               ${sql.join(inWindow)})
      end as matches,
      ${windowReviews} as reviews
    from (select tsvector_to_array(to_tsvector('simple'::regconfig, ${filters.search_terms})) as words) as searched`);
  const [row] = rows;
  return row && row.matches !== null ? ({ matches: row.matches, reviews: row.reviews } satisfies SearchCounts) : null;
}

/**
 * Whether a page of a search is found sooner by walking the window's reviews newest first and testing each (about
 * `rowsNeeded` × reviews ÷ matches rows read) than by reading every match from the words' index and sorting them
 * (`matches` rows read). A common word's first page is a few hundred rows into the window; a rare word's matches are
 * few.
 */
export function walkIsShorter(counts: SearchCounts, rowsNeeded: number): boolean {
  return counts.matches > 0 && (rowsNeeded * counts.reviews) / counts.matches < counts.matches;
}
