import type { ListQuery } from '@repute/domain';
import { badRequest } from '../../platform/errors';

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
  const keywords = fold(query.keywords?.trim() ?? '');
  const rank = (item: T): number => {
    const name = fold(item.name);
    const code = item.code ? fold(item.code) : undefined;
    if (name === keywords || code === keywords) return 0;
    if (name.startsWith(keywords)) return 1;
    if (query.search_type !== 'typeahead' && name.split(/[\s(),-]+/).some((word) => word.startsWith(keywords)))
      return 2;
    if (query.search_type !== 'typeahead' && name.includes(keywords)) return 3;
    return 4;
  };
  const matches = keywords ? items.filter((item) => rank(item) < 4) : [...items];
  const field = query['sort[by]'] ?? query.sort?.replace(/^-/, '').split(',')[0];
  const descending = query['sort[order]'] === 'desc' || Boolean(query.sort?.startsWith('-'));
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  let compare: (a: T, b: T) => number;
  if (!field || field === 'relevance') {
    compare = keywords ? (a, b) => rank(a) - rank(b) || byName(a, b) : byName;
  } else if (field === 'name') compare = byName;
  else if (field === 'id') compare = (a, b) => a.id - b.id;
  else if (field === 'code') compare = (a, b) => (a.code ?? '').localeCompare(b.code ?? '');
  else throw badRequest(`Cannot sort by ${field}`, { sort: ['Allowed: name, id, code, relevance'] });
  const sorted = matches.sort((a, b) => (descending && field !== 'relevance' ? compare(b, a) : compare(a, b)));
  const offset = (query.page - 1) * query.per_page;
  return { rows: sorted.slice(offset, offset + query.per_page), total: sorted.length };
}
