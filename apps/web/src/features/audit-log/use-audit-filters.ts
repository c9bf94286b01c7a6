import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The audit log's filters, as the URL query has them (the list's own parameter names). */
export type AuditFilters = { user_id: string; action: string; from: string; to: string };

const NAMES: (keyof AuditFilters)[] = ['user_id', 'action', 'from', 'to'];

/** Reads and writes the filters and the page in the URL; changing a filter starts again at page 1. */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(NAMES.map((name) => [name, params.get(name) ?? ''])) as AuditFilters;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const setFilter = useCallback(
    (name: keyof AuditFilters, value: string) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.delete('page');
        if (value) copy.set(name, value);
        else copy.delete(name);
        return copy;
      }),
    [setParams],
  );

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

  return { filters, page, setFilter, setPage };
}
