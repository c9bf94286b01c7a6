/** Spec 000 §4 bulk selection: what the header checkbox of a page of rows shows. */
export type HeaderCheckboxState = 'checked' | 'indeterminate' | 'empty';

export function headerCheckboxState(pageIds: readonly number[], selected: ReadonlySet<number>): HeaderCheckboxState {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'empty';
  return count === pageIds.length ? 'checked' : 'indeterminate';
}

/** The header checkbox's click: selects every row of the page unless all are selected, then deselects them. */
export function toggledPage(pageIds: readonly number[], selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const selectAll = headerCheckboxState(pageIds, selected) !== 'checked';
  for (const id of pageIds) {
    if (selectAll) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** A row's checkbox click. */
export function toggledRow(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
