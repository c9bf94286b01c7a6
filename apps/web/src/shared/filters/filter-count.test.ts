import { describe, expect, it } from 'vitest';
import { countSetFilters } from './filter-count';
import { readFilterState } from './filter-state';
import { ALL_FILTER_CONTROLS } from './filter-visibility';

const state = (params: Record<string, string>) => readFilterState(params, 'thirtyDays', '2026-03-15');

describe('countSetFilters', () => {
  it('counts nothing on the screen default', () => {
    expect(countSetFilters(state({ dateDescriptor: 'thirtyDays' }), ALL_FILTER_CONTROLS, 'thirtyDays')).toBe(0);
  });

  it('counts each dropdown with a value and a date range other than the default', () => {
    const set = state({ dateDescriptor: 'sixMonths', rating: '2', sentiment: 'positive', locationId: '4' });
    expect(countSetFilters(set, ALL_FILTER_CONTROLS, 'thirtyDays')).toBe(4);
  });

  it('counts only the filters the screen shows', () => {
    const set = state({ dateDescriptor: 'thirtyDays', groupId: '3', category: 'staff' });
    expect(countSetFilters(set, ['date', 'location', 'category'], 'thirtyDays')).toBe(1);
  });
});
