import type { KeywordSort } from '@repute/domain';
import { KEYWORD_SORTS } from '@repute/domain/insights';

/** Spec 001 §9: highest volume is the default; the URL's `sort` key holds the one chosen. */
export const DEFAULT_KEYWORD_SORT: KeywordSort = 'highest_volume';

const LABELS: Record<KeywordSort, string> = {
  highest_volume: 'Highest volume',
  controversy: 'Controversy',
  positive_ratio: 'Positive ratio',
  negative_ratio: 'Negative ratio',
};

export const KEYWORD_SORT_OPTIONS = KEYWORD_SORTS.map((value) => ({ value, label: LABELS[value] }));

export function keywordSortOf(value: string | null | undefined): KeywordSort {
  return (KEYWORD_SORTS as readonly string[]).includes(value ?? '') ? (value as KeywordSort) : DEFAULT_KEYWORD_SORT;
}
