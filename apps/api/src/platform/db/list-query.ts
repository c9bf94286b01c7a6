import type { KeywordSearch, SortTerm } from '@repute/domain';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The SQL of the list toolkit (packages/domain list-query.ts) that every repo's list uses: keyword search and
 * sort. The query schemas have checked the parameters (an unknown sort field is a 400 before any repo runs), so
 * nothing here answers HTTP. Paging is the domain's pageWindow: `.limit(window.limit).offset(window.offset)`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type KeywordOptions = {
  /** The text is lower-cased already (a stored search column): compare with like, cheaper than ilike. */
  lowerCased?: boolean;
  /** The keywords are one phrase, and type-ahead matches the start of the whole text rather than of a word. */
  wholeText?: boolean;
};

/**
 * Keyword search over the columns (read as one text): every word must match; type-ahead matches where a word
 * starts, relevance anywhere. Undefined without keywords.
 */
export function keywordsCondition(
  columns: readonly (AnyPgColumn | SQL)[],
  search: KeywordSearch | undefined,
  { lowerCased = false, wholeText = false }: KeywordOptions = {},
): SQL | undefined {
  if (!search || columns.length === 0) return undefined;
  // One column needs no coalesce: null matches nothing either way, and the bare column can use its index.
  const text =
    columns.length === 1
      ? sql`${columns[0]}`
      : sql.join(
          columns.map((column) => sql`coalesce(${column}, '')`),
          sql` || ' ' || `,
        );
  const operator = lowerCased ? sql`like` : sql`ilike`;
  const pattern = (value: string) => escapeLike(lowerCased ? value.toLowerCase() : value);
  if (wholeText) {
    const phrase = pattern(search.phrase);
    return sql`${text} ${operator} ${search.typeahead ? `${phrase}%` : `%${phrase}%`}`;
  }
  return and(
    ...search.words.map((word) =>
      search.typeahead
        ? sql`(' ' || ${text}) ${operator} ${`% ${pattern(word)}%`}`
        : sql`${text} ${operator} ${`%${pattern(word)}%`}`,
    ),
  );
}

/** Relevance ranking for keyword searches: whole-phrase prefix first, then word prefix, then anywhere. */
export function relevanceOrder(column: AnyPgColumn | SQL, search: KeywordSearch): SQL {
  const phrase = escapeLike(search.phrase);
  return sql`case when ${column} ilike ${`${phrase}%`} then 0 when ${column} ilike ${`% ${phrase}%`} then 1 else 2 end`;
}

/**
 * ORDER BY terms for the sort asked (sortTermsOf), each field by its column; the fallback when none is asked.
 * Callers add a unique tie-break (the id) so pages never overlap.
 */
export function orderByOf(
  terms: readonly SortTerm[],
  columns: Readonly<Record<string, AnyPgColumn | SQL>>,
  fallback: SQL[] = [],
): SQL[] {
  if (terms.length === 0) return fallback;
  return terms.map(({ field, descending }) => {
    const column = columns[field];
    if (!column) throw new RangeError(`No column to sort by ${field}`);
    return descending ? desc(column) : asc(column);
  });
}
