import type { HalList, PerformanceRow } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import type { QueryParams } from '../../shared/api/http-client';
import { allRowsForPrint, linkRequest } from './print-pages';

type Page = HalList<'location_performance_overview', PerformanceRow>;

const row = (rank: number) => ({ rank, location_name: `Location ${rank}` }) as PerformanceRow;

/** An API of 600 rows answering by page and per_page, with the links the server writes (hal.ts). */
function pagedApi(total: number) {
  const asked: { path: string; query: QueryParams }[] = [];
  const get = async (path: string, query: QueryParams): Promise<Page> => {
    asked.push({ path, query });
    const page = Number(query.page);
    const perPage = Number(query.per_page);
    const pages = Math.ceil(total / perPage);
    const rows = Array.from({ length: Math.min(perPage, total - (page - 1) * perPage) }, (_, index) =>
      row((page - 1) * perPage + index + 1),
    );
    const link = (to: number) => ({
      href: `/api${path}?group_by=location&end_date=2026-11-24&page=${to}&per_page=${perPage}`,
    });
    return {
      _embedded: { location_performance_overview: rows },
      _total: total,
      _total_pages: pages,
      _page: page,
      _links: { self: link(page), ...(page < pages ? { next: link(page + 1) } : {}) },
    };
  };
  return { get, asked };
}

describe('the print view’s rows', () => {
  it('follows _links.next by 250 until the last page', async () => {
    const api = pagedApi(600);
    const rows = await allRowsForPrint(api.get, {
      end_date: '2026-11-24',
      with_lag: false,
      group_by: 'location',
      page: 3,
      per_page: 25,
    });
    expect(rows.map((each) => each.rank)).toEqual(Array.from({ length: 600 }, (_, index) => index + 1));
    expect(api.asked.map((call) => [call.path, call.query.page, call.query.per_page])).toEqual([
      ['/location_performance_overview', 1, 250],
      ['/location_performance_overview', '2', '250'],
      ['/location_performance_overview', '3', '250'],
    ]);
  });

  it('reads a link as the client’s path and query', () => {
    expect(linkRequest('/api/location_performance_overview?page=2&group_id=1%2C2')).toEqual({
      path: '/location_performance_overview',
      query: { page: '2', group_id: '1,2' },
    });
  });
});
