import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Page number and search words kept in the URL query; a new search starts again at page 1. */
export function usePagedSearchParams(): {
  page: number;
  keywords: string;
  setPage: (page: number) => void;
  setKeywords: (keywords: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const keywords = params.get('keywords') ?? '';

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        return copy;
      }),
    [setParams],
  );

  const setKeywords = useCallback(
    (next: string) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.delete('page');
        if (next) copy.set('keywords', next);
        else copy.delete('keywords');
        return copy;
      }),
    [setParams],
  );

  return { page, keywords, setPage, setKeywords };
}
