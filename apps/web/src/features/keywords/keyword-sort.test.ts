import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_SORT, KEYWORD_SORT_OPTIONS, keywordSortOf } from './keyword-sort';

describe('keyword sort', () => {
  it('offers the four sorts of spec 001 §9, highest volume first and by default', () => {
    expect(KEYWORD_SORT_OPTIONS.map((option) => option.value)).toEqual([
      'highest_volume',
      'controversy',
      'positive_ratio',
      'negative_ratio',
    ]);
    expect(DEFAULT_KEYWORD_SORT).toBe('highest_volume');
  });

  it('reads the sort from the URL, and anything else as the default', () => {
    expect(keywordSortOf('controversy')).toBe('controversy');
    expect(keywordSortOf('negative_ratio')).toBe('negative_ratio');
    expect(keywordSortOf(null)).toBe('highest_volume');
    expect(keywordSortOf('name')).toBe('highest_volume');
  });
});
