import type { FilterUrlKey } from '@repute/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { resetKeywordQuery } from './keyword-reset';

/** Reset on a Keywords screen (spec 001 §9): only the dates and the sort stay, and the page's own key if any. */
export function useResetFilters(pageKey?: FilterUrlKey): () => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    () => setSearchParams((current) => resetKeywordQuery(current, { keep: pageKey ? [pageKey] : [] })),
    [setSearchParams, pageKey],
  );
}
