import type { KeywordSort } from '@repute/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { keywordSortOf } from './keyword-sort';

/** The keyword list's sort, kept in the URL's `sort` key beside the filters (Reset keeps it). */
export function useKeywordSort(): [KeywordSort, (sort: KeywordSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = keywordSortOf(searchParams.get('sort'));
  const setSort = useCallback(
    (next: KeywordSort) =>
      setSearchParams((current) => {
        const copy = new URLSearchParams(current);
        copy.set('sort', next);
        return copy;
      }),
    [setSearchParams],
  );
  return [sort, setSort];
}
