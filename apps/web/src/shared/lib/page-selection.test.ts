import { describe, expect, it } from 'vitest';
import { headerCheckboxState, toggledPage, toggledRow } from './page-selection';

describe('page selection (spec 000 §4)', () => {
  const page = [1, 2, 3];

  it('shows the header checkbox empty, indeterminate or checked from the rows of the page only', () => {
    expect(headerCheckboxState(page, new Set())).toBe('empty');
    expect(headerCheckboxState(page, new Set([2, 99]))).toBe('indeterminate');
    expect(headerCheckboxState(page, new Set([1, 2, 3]))).toBe('checked');
    expect(headerCheckboxState([], new Set([1]))).toBe('empty');
  });

  it('selects the whole page unless all of it is selected, then deselects the page and keeps other rows', () => {
    expect([...toggledPage(page, new Set([2, 99]))].sort()).toEqual([1, 2, 3, 99]);
    expect([...toggledPage(page, new Set([1, 2, 3, 99]))]).toEqual([99]);
  });

  it('toggles one row', () => {
    expect([...toggledRow(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggledRow(new Set([1, 2]), 2)]).toEqual([1]);
  });
});
