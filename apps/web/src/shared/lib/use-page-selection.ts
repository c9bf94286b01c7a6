import { useState } from 'react';
import { type HeaderCheckboxState, headerCheckboxState, toggledPage, toggledRow } from './page-selection';

export type PageSelection = {
  /** The selected rows of the page, in the page's order. */
  ids: number[];
  header: HeaderCheckboxState;
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  toggleAll: () => void;
  clear: () => void;
};

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows selected on one page of a list (spec 000 §4). `pageKey` names the page (its query): another page, or
 * the same list with other filters, starts with nothing selected, so an action never reaches rows out of sight.
 */
export function usePageSelection(pageIds: readonly number[], pageKey: string): PageSelection {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: pageKey, ids: NONE });
  const selected = selection.key === pageKey ? selection.ids : NONE;
  const set = (ids: ReadonlySet<number>) => setSelection({ key: pageKey, ids });
  return {
    ids: pageIds.filter((id) => selected.has(id)),
    header: headerCheckboxState(pageIds, selected),
    isSelected: (id) => selected.has(id),
    toggle: (id) => set(toggledRow(selected, id)),
    toggleAll: () => set(toggledPage(pageIds, selected)),
    clear: () => set(NONE),
  };
}
