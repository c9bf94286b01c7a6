import type { PerformanceRow } from '@repute/domain';
import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import { listPerformanceOverview } from '@repute/domain/contracts/performance';
import { PERFORMANCE_PRINT_PAGE_SIZE } from '@repute/domain/performance';
import type { QueryParams } from '../../shared/api/http-client';
import type { PerformancePageQuery } from './performance-query';

type OverviewPage = EndpointResult<typeof listPerformanceOverview>;

/** A HAL link (`/api/location_performance_overview?page=2&...`) as the API client takes it: path and query. */
export function linkRequest(href: string): { path: string; query: QueryParams } {
  const url = new URL(href, 'http://link.invalid');
  const query: QueryParams = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  return { path: url.pathname.replace(/^\/api(?=\/)/, ''), query };
}

/**
 * Every row of the table for the print view (spec 001 §4 "print follows _links.next until done"): the first page
 * of 250 with the screen's filters and sort, then each `next` link until there is none.
 */
export async function allRowsForPrint(
  get: (path: string, query: QueryParams) => Promise<OverviewPage>,
  query: PerformancePageQuery,
): Promise<PerformanceRow[]> {
  const rows: PerformanceRow[] = [];
  let page = await get(listPerformanceOverview.path, { ...query, page: 1, per_page: PERFORMANCE_PRINT_PAGE_SIZE });
  rows.push(...page._embedded.location_performance_overview);
  while (page._links.next) {
    const next = linkRequest(page._links.next.href);
    page = await get(next.path, next.query);
    rows.push(...page._embedded.location_performance_overview);
  }
  return rows;
}
