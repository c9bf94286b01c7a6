import type { AccountSettingCode, Permission } from '@repute/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/caller';
import type { CsvCopy } from '../../platform/db/copy';
import { badRequest } from '../../platform/errors';
import { type CsvCell, csvCell, csvTextCellSql } from './csv-cells';

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

/**
 * Who may export a resource, besides the export permission: the permission of the list it reads and the feature
 * gates of the caller's own account. The exports service checks it on every way in (a direct download, an export
 * file, a scheduled export built by the worker), so the services behind the CSVs need no check of their own.
 */
export type CsvAccess = { permission: Permission; settings?: readonly AccountSettingCode[] };

/**
 * What a resource registers to be exported: its columns, the filters it accepts (its own list query's schema)
 * and its rows in batches. `open` checks the account scope (404) before it resolves; iterating what it resolves to
 * runs the queries, one batch at a time, so memory stays flat however long the file.
 */
export type CsvSource<Filters, Row> = CsvAccess & {
  filters: z.ZodType<Filters>;
  columns: CsvColumn<Row>[];
  open: (caller: Caller, filters: Filters) => Promise<AsyncIterable<Row[]>>;
};

/**
 * A column whose cell PostgreSQL writes (decision 0081): its header and its value as SQL, a text (neutralised as
 * csvCell does, through csvTextCellSql) or a number.
 */
export type CsvSqlColumn = { header: string } & ({ text: SQL } | { number: SQL });

/**
 * A resource whose CSV lines PostgreSQL writes (COPY): its columns, its filters, and `open`, which checks the
 * account scope (404) and resolves to what starts the COPY of `cells` (the columns' SQL, in order) over the rows
 * of the filters.
 */
export type CsvSqlSource<Filters> = CsvAccess & {
  filters: z.ZodType<Filters>;
  columns: CsvSqlColumn[];
  open: (caller: Caller, filters: Filters, cells: SQL) => Promise<() => Promise<CsvCopy>>;
};

/** What follows the header line: batches of cells ready for csv-stringify, or the COPY that writes the lines. */
export type CsvBody = { batches: AsyncIterable<(string | number)[][]> } | { copy: () => Promise<CsvCopy> };

/** A registered export, its row type erased: who may export it, headers, and the body of the CSV. */
export type CsvExport = {
  access: CsvAccess;
  headers: string[];
  open: (caller: Caller, filters: Record<string, unknown>) => Promise<CsvBody>;
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

/** The filters read with the resource's schema; what it refuses answers 400 with each field under `filters.`. */
function parseFilters<Filters>(schema: z.ZodType<Filters>, filters: Record<string, unknown>): Filters {
  const parsed = schema.safeParse(asQuery(filters));
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = ['filters', ...issue.path.map(String)].join('.');
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  throw badRequest('Invalid export filters', fields);
}

const accessOf = ({ permission, settings }: CsvAccess): CsvAccess => ({ permission, ...(settings && { settings }) });

export function defineCsv<Filters, Row>(source: CsvSource<Filters, Row>): CsvExport {
  return {
    access: accessOf(source),
    headers: source.columns.map((column) => column.header),
    async open(caller, filters) {
      const batches = await source.open(caller, parseFilters(source.filters, filters));
      return {
        batches: (async function* cells() {
          for await (const rows of batches) {
            yield rows.map((row) => source.columns.map((column) => csvCell(column.value(row))));
          }
        })(),
      };
    },
  };
}

/** A resource exported by PostgreSQL's COPY: for the long ones (a million reviews), see decision 0081. */
export function defineSqlCsv<Filters>(source: CsvSqlSource<Filters>): CsvExport {
  const cells = sql.join(
    source.columns.map((column) => ('text' in column ? csvTextCellSql(column.text) : column.number)),
    sql`, `,
  );
  return {
    access: accessOf(source),
    headers: source.columns.map((column) => column.header),
    async open(caller, filters) {
      return { copy: await source.open(caller, parseFilters(source.filters, filters), cells) };
    },
  };
}

/**
 * Batches of a list that pages by number (locations, groups, metrics: hundreds to thousands of rows). The first
 * page is read before this resolves, so the list's own scope checks answer up front.
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
