export type SortOrder = 'asc' | 'desc';

/** Sort cycles none, ascending, descending, none (spec 000 §4). */
export function nextSort(
  current: { by: string | null; order: SortOrder },
  column: string,
): { by: string; order: SortOrder } | null {
  if (current.by !== column) return { by: column, order: 'asc' };
  if (current.order === 'asc') return { by: column, order: 'desc' };
  return null;
}
