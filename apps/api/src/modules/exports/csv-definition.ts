import type { z } from 'zod';
import type { Caller } from '../../platform/auth/caller';
import { badRequest } from '../../platform/errors';
import { type CsvCell, csvCell } from './csv-cells';

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

/**
 * What a resource registers to be exported: its columns, the filters it accepts (its own list query's schema)
 * and its rows in batches. `open` checks the caller's permission and account scope (403/404) before it resolves;
 * iterating what it resolves to runs the queries, one batch at a time, so memory stays flat however long the file.
 */
export type CsvSource<Filters, Row> = {
  filters: z.ZodType<Filters>;
  columns: CsvColumn<Row>[];
  open: (caller: Caller, filters: Filters) => Promise<AsyncIterable<Row[]>>;
};

/** A registered export, its row type erased: headers, and batches of cells ready for the CSV. */
export type CsvExport = {
  headers: string[];
  open: (caller: Caller, filters: Record<string, unknown>) => Promise<AsyncIterable<(string | number)[][]>>;
};

/**
 * The filters as the URL has them: arrays become the comma lists the list queries read, and booleans the words.
 * The same schema then reads `?location_id=1,2` on a direct download and `{ location_id: [1, 2] }` in a body.
 */
function asQuery(filters: Record<string, unknown>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    query[key] = Array.isArray(value) ? value.join(',') : typeof value === 'boolean' ? String(value) : value;
  }
  return query;
}

export function defineCsv<Filters, Row>(source: CsvSource<Filters, Row>): CsvExport {
  return {
    headers: source.columns.map((column) => column.header),
    async open(caller, filters) {
      const parsed = source.filters.safeParse(asQuery(filters));
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = ['filters', ...issue.path.map(String)].join('.');
          fields[key] = [...(fields[key] ?? []), issue.message];
        }
        throw badRequest('Invalid export filters', fields);
      }
      const batches = await source.open(caller, parsed.data);
      return (async function* cells() {
        for await (const rows of batches) {
          yield rows.map((row) => source.columns.map((column) => csvCell(column.value(row))));
        }
      })();
    },
  };
}

/**
 * Batches of a list that pages by number (locations, groups, metrics: hundreds to thousands of rows). The first
 * page is read before this resolves, so the list's own permission and scope checks answer up front.
 */
export async function pagedBatches<Row>(
  pageSize: number,
  fetchPage: (page: number, perPage: number) => Promise<Row[]>,
): Promise<AsyncIterable<Row[]>> {
  const first = await fetchPage(1, pageSize);
  return (async function* pages() {
    let rows = first;
    for (let page = 1; ; page += 1) {
      if (page > 1) rows = await fetchPage(page, pageSize);
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
    }
  })();
}
