import { z } from 'zod';
import { MAX_ID, wholeNumberSchema } from './whole-numbers';

/**
 * The list toolkit of spec 000 §7: paging (page, per_page), sorting (sort[by]/sort[order], or sort=field,-field)
 * and keyword search (keywords with search_type). Every list's query schema is built here, and the parameters are
 * read by the functions below, so the API's SQL helper (platform/db/list-query.ts) and the in-memory lists agree.
 */

export const SEARCH_TYPES = ['typeahead', 'relevance'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The generic page size and the largest page any list answers. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

const positiveInt = (max: number) =>
  wholeNumberSchema({ min: 1, max, message: `Expected a whole number from 1 to ${max}` });

export type PagingOptions = {
  /** The page size when none is asked (the spec's for the resource) and the largest allowed. */
  perPage?: { default: number; max: number };
  /** The last page that may be asked for, when the list bounds it. */
  maxPage?: number;
};

/** page and per_page, for a query schema's shape. */
export function pagingShape({
  perPage = { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
  maxPage,
}: PagingOptions = {}) {
  return {
    page: positiveInt(maxPage ?? MAX_ID).default(1),
    per_page: positiveInt(perPage.max).default(perPage.default),
  };
}

/** sort[by] from a closed set of fields and sort[order], both with defaults (lists that sort only one way). */
export function sortShape<Field extends string>(
  fields: readonly [Field, ...Field[]],
  defaults: { by: NoInfer<Field>; order: SortOrder },
) {
  return {
    'sort[by]': z.enum(fields).default(defaults.by),
    'sort[order]': z.enum(SORT_ORDERS).default(defaults.order),
  };
}

export type SortParams = { 'sort[by]'?: string; 'sort[order]'?: SortOrder; sort?: string };
export type SortTerm = { field: string; descending: boolean };

/**
 * What a list is asked to sort by: sort[by] with sort[order], else each of sort=field,-field (also `field desc`
 * or `field:desc`); none when neither is given.
 */
export function sortTermsOf(query: SortParams): SortTerm[] {
  const by = query['sort[by]'];
  if (by) return [{ field: by, descending: query['sort[order]'] === 'desc' }];
  return (query.sort ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('-')) return { field: part.slice(1), descending: true };
      const [field = '', direction] = part.split(/\s+|:/);
      return { field, descending: direction === 'desc' };
    });
}

export type ListQueryOptions = PagingOptions & {
  /**
   * The fields sort[by] and sort may name; any other answers 400 on `sort`. Without it the sort parameters are
   * accepted and the list keeps its one order.
   */
  sortable?: readonly string[];
};

/** The generic list query of spec 000 §7: paging, sort[by]/sort[order] or sort, keywords with search_type. */
export function listQuerySchema({ sortable, ...paging }: ListQueryOptions = {}) {
  const schema = z.object({
    ...pagingShape(paging),
    'sort[by]': z.string().max(100).optional(),
    'sort[order]': z.enum(SORT_ORDERS).optional(),
    sort: z.string().max(200).optional(),
    keywords: z.string().max(200).optional(),
    search_type: z.enum(SEARCH_TYPES).optional(),
    nonce: z.string().optional(),
  });
  if (!sortable) return schema;
  return schema.superRefine((query, context) => {
    const unknown = sortTermsOf(query).find((term) => !sortable.includes(term.field));
    if (unknown) {
      context.addIssue({
        code: 'custom',
        path: ['sort'],
        message: `Cannot sort by ${unknown.field} (allowed: ${sortable.join(', ')})`,
      });
    }
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

export type KeywordSearch = {
  /** The keywords as typed, trimmed. */
  phrase: string;
  /** Each word of them: a match needs every one. */
  words: string[];
  /** Type-ahead matches where a word (or the text) starts; relevance, the default, matches anywhere. */
  typeahead: boolean;
};

/** The keyword search asked for; undefined without keywords. */
export function keywordSearchOf(query: { keywords?: string; search_type?: (typeof SEARCH_TYPES)[number] }) {
  const phrase = query.keywords?.trim() ?? '';
  if (!phrase) return undefined;
  return { phrase, words: phrase.split(/\s+/), typeahead: query.search_type === 'typeahead' } satisfies KeywordSearch;
}

/** The page a list is asked for. */
export type Paging = { page: number; per_page: number };
/** The rows it covers. */
export type PageWindow = { limit: number; offset: number };

export function pageWindow(query: Paging): PageWindow {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** The page of a list held in memory. */
export function pageSlice<T>(items: readonly T[], query: Paging): T[] {
  const { limit, offset } = pageWindow(query);
  return items.slice(offset, offset + limit);
}

export type Compare<T> = (a: T, b: T) => number;

/**
 * One comparison of a list held in memory from its sort terms (the first that tells two items apart decides),
 * then the tie-break. Fields without a comparison are refused by the query schema before they get here.
 */
export function comparatorOf<T>(
  terms: readonly SortTerm[],
  comparisons: Readonly<Record<string, Compare<T>>>,
  tieBreak: Compare<T>,
): Compare<T> {
  const compares = terms.map(({ field, descending }) => {
    const compare = comparisons[field];
    if (!compare) throw new RangeError(`No comparison to sort by ${field}`);
    return descending ? (a: T, b: T) => compare(b, a) : compare;
  });
  return (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return tieBreak(a, b);
  };
}
