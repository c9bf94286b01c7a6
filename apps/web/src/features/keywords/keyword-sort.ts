/** Spec 001 §9: the keyword list's sorts, highest volume by default; the URL's `sort` key holds one. */
export const KEYWORD_SORTS = ['highest_volume', 'controversy', 'positive_ratio', 'negative_ratio'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];
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
