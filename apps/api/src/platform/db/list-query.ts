import type { ListQuery } from '@repute/domain';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../errors';

/**
 * The generic list pattern of spec 000 §7 that every module's repo uses: keyword search with
 * search_type (typeahead matches word starts, relevance matches anywhere and ranks), and
 * sort[by]/sort[order] (or sort=field,-field) restricted to the columns a resource allows.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function keywordFilter(
  columns: AnyPgColumn[],
  query: Pick<ListQuery, 'keywords' | 'search_type'>,
): SQL | undefined {
  const keywords = query.keywords?.trim();
  if (!keywords) return undefined;
  const words = keywords.split(/\s+/).map(escapeLike);
  const haystack = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
  const conditions = words.map((word) =>
    query.search_type === 'typeahead'
      ? sql`(' ' || ${haystack}) ilike ${`% ${word}%`}`
      : sql`${haystack} ilike ${`%${word}%`}`,
  );
  return sql.join(conditions, sql` and `);
}

/** Relevance ranking for keyword searches: whole-phrase prefix first, then word prefix, then anywhere. */
export function relevanceOrder(column: AnyPgColumn | SQL, keywords: string): SQL {
  const phrase = escapeLike(keywords.trim());
  return sql`case when ${column} ilike ${`${phrase}%`} then 0 when ${column} ilike ${`% ${phrase}%`} then 1 else 2 end`;
}

export function sortOrder(
  sortable: Record<string, AnyPgColumn>,
  query: Pick<ListQuery, 'sort[by]' | 'sort[order]' | 'sort'>,
  fallback: SQL[],
): SQL[] {
  const requested: { field: string; descending: boolean }[] = [];
  if (query['sort[by]']) requested.push({ field: query['sort[by]'], descending: query['sort[order]'] === 'desc' });
  else if (query.sort) {
    for (const part of query.sort
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [field = '', direction] = part.startsWith('-') ? [part.slice(1), 'desc'] : part.split(/\s+|:/);
      requested.push({ field, descending: direction === 'desc' });
    }
  }
  if (requested.length === 0) return fallback;
  return requested.map(({ field, descending }) => {
    const column = sortable[field];
    if (!column)
      throw badRequest(`Cannot sort by ${field}`, { sort: [`Allowed: ${Object.keys(sortable).join(', ')}`] });
    return descending ? desc(column) : asc(column);
  });
}
