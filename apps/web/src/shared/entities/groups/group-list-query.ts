import type { EndpointQuery } from '@repute/domain/contracts/endpoint';
import type { listGroups } from '@repute/domain/contracts/groups';

const GROUPS_PAGE_SIZE = 25;

/** What a groups list shows: a page, a search, and groups with or without a location. */
export type GroupListQuery = {
  page?: number;
  keywords?: string;
  containing?: number;
  not_containing?: number;
  /** typeahead for pickers (relevance sort), relevance for searches. */
  searchType?: 'typeahead' | 'relevance';
};

/** The groups list of spec 000 §7: page, per_page 25, name asc; typeahead by relevance. */
export function groupListParams(
  accountId: number,
  userId: number,
  query: GroupListQuery,
): EndpointQuery<typeof listGroups> {
  const keywords = query.keywords?.trim();
  return {
    account_id: accountId,
    user_id: userId,
    page: query.page ?? 1,
    per_page: GROUPS_PAGE_SIZE,
    keywords: keywords || undefined,
    search_type: keywords ? (query.searchType ?? 'relevance') : undefined,
    'sort[by]': keywords ? 'relevance' : 'name',
    'sort[order]': keywords ? 'desc' : 'asc',
    containing: query.containing,
    not_containing: query.not_containing,
  };
}
