import { describe, expect, it } from 'vitest';
import { dateChange, filterApiParams, filtersCarriedAcross, readFilterState, writeFilterParams } from './filter-state';

const TODAY = '2024-02-29';

describe('readFilterState', () => {
  it('uses the area default when the URL has no date descriptor', () => {
    const state = readFilterState({}, 'sixMonths', TODAY);
    expect(state.dateDescriptor).toBe('sixMonths');
    expect(state.range).toEqual({ from: '2023-08-30', to: '2024-02-29' });
  });

  it('reads every filter key', () => {
    const state = readFilterState(
      {
        dateDescriptor: 'custom',
        from: '2024-01-01',
        to: '2024-01-31',
        groupId: '3',
        locationId: '12',
        sourceId: '1',
        rating: '0',
        sentiment: '-1',
        category: 'wait time',
        responseStatus: 'response_failed',
        tagId: '4',
        savedFilterId: '7',
        search_terms: 'crown',
      },
      'sixMonths',
      TODAY,
    );
    expect(state).toEqual({
      dateDescriptor: 'custom',
      dateSelection: { dateDescriptor: 'custom', from: '2024-01-01', to: '2024-01-31' },
      range: { from: '2024-01-01', to: '2024-01-31' },
      groupId: 3,
      locationId: 12,
      sourceId: 1,
      rating: 0,
      sentiment: 'negative',
      category: 'wait time',
      responseStatus: 'response_failed',
      tagId: 4,
      savedFilterId: 7,
      searchTerms: 'crown',
    });
  });

  it('treats a custom descriptor without good dates, or an unknown one, as the default', () => {
    expect(readFilterState({ dateDescriptor: 'custom' }, 'thirtyDays', TODAY).dateDescriptor).toBe('thirtyDays');
    expect(readFilterState({ dateDescriptor: 'someday' }, 'thirtyDays', TODAY).dateDescriptor).toBe('thirtyDays');
  });

  it('has no range until the account today is known', () => {
    expect(readFilterState({ dateDescriptor: 'ytd' }, 'sixMonths', null).range).toBeNull();
  });
});

describe('dateChange', () => {
  it('a preset drops custom dates; custom carries them', () => {
    expect(dateChange('mtd')).toEqual({ dateDescriptor: 'mtd', from: null, to: null });
    expect(dateChange('custom', { from: '2024-01-01', to: '2024-01-02' })).toEqual({
      dateDescriptor: 'custom',
      from: '2024-01-01',
      to: '2024-01-02',
    });
  });
});

describe('writeFilterParams', () => {
  it("keeps the screen's own keys and writes the filter keys in the spec's order", () => {
    const current = new URLSearchParams('sort=rating&groupId=3&page=2');
    const next = writeFilterParams(current, { locationId: '9', dateDescriptor: 'ytd' });
    expect(next.toString()).toBe('sort=rating&dateDescriptor=ytd&locationId=9');
  });
});

describe('filterApiParams', () => {
  it('sends dates YYYY-MM-DD and sentiment as 1 or -1', () => {
    const state = readFilterState(
      { dateDescriptor: 'prevMonth', sentiment: 'positive', rating: '5' },
      'sixMonths',
      TODAY,
    );
    expect(filterApiParams(state)).toEqual({ from: '2024-01-01', to: '2024-01-31', sentiment: '1', rating: 5 });
    const allTime = readFilterState({ dateDescriptor: 'allTime', groupId: '2' }, 'sixMonths', TODAY);
    expect(filterApiParams(allTime)).toEqual({ to: '2024-02-29', group_id: 2 });
    const inbox = readFilterState(
      { dateDescriptor: 'allTime', responseStatus: 'responded', tagId: '3' },
      'sixMonths',
      TODAY,
    );
    expect(filterApiParams(inbox)).toEqual({ to: '2024-02-29', response_status: 'responded', tag_id: 3 });
  });
});

describe('filtersCarriedAcross', () => {
  it('leaves the inbox’s own filters and the paging behind, and carries the rest', () => {
    expect(
      filtersCarriedAcross({ dateDescriptor: 'ytd', groupId: '2', responseStatus: 'responded', tagId: '3', page: '2' }),
    ).toEqual({ dateDescriptor: 'ytd', groupId: '2' });
  });
});
