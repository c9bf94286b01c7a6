import {
  type Compare,
  comparatorOf,
  keywordSearchOf,
  type ListQuery,
  pageSlice,
  type REFERENCE_SORT_FIELDS,
  sortTermsOf,
} from '@repute/domain';

type Named = { id: number; name: string; code?: string };

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Keyword search, sort and paging over a shipped reference list (spec 000 §5: typeahead matches names that
 * start with the typed text; a code matches exactly). Relevance: exact name or code, then prefix, then contained.
 */
export function listInMemory<T extends Named>(
  items: readonly T[],
  query: Pick<ListQuery, 'keywords' | 'search_type' | 'sort[by]' | 'sort[order]' | 'sort' | 'page' | 'per_page'>,
): { rows: T[]; total: number } {
  const search = keywordSearchOf(query);
  const keywords = fold(search?.phrase ?? '');
  const rank = (item: T): number => {
    const name = fold(item.name);
    const code = item.code ? fold(item.code) : undefined;
    if (name === keywords || code === keywords) return 0;
    if (name.startsWith(keywords)) return 1;
    if (!search?.typeahead && name.split(/[\s(),-]+/).some((word) => word.startsWith(keywords))) return 2;
    if (!search?.typeahead && name.includes(keywords)) return 3;
    return 4;
  };
  const matches = keywords ? items.filter((item) => rank(item) < 4) : [...items];
  const byName: Compare<T> = (a, b) => a.name.localeCompare(b.name, 'en');
  // Relevance ranks best first whatever the order asked; without keywords it is the name order.
  const relevance: Compare<T> = keywords ? (a, b) => rank(a) - rank(b) || byName(a, b) : byName;
  const comparisons: Record<(typeof REFERENCE_SORT_FIELDS)[number], Compare<T>> = {
    name: byName,
    id: (a, b) => a.id - b.id,
    code: (a, b) => (a.code ?? '').localeCompare(b.code ?? ''),
    relevance,
  };
  const terms = sortTermsOf(query).map((term) => (term.field === 'relevance' ? { ...term, descending: false } : term));
  const sorted = matches.sort(comparatorOf(terms, comparisons, relevance));
  return { rows: pageSlice(sorted, query), total: sorted.length };
}
