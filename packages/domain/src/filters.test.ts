import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  FILTER_URL_KEYS,
  isNearListEnd,
  parseIdParam,
  parseRatingParam,
  pickFilterParams,
  RATING_OPTIONS,
  sentimentFromParam,
  sentimentToParam,
} from './filters';

const busy = {
  dateDescriptor: 'sixMonths',
  groupId: '3',
  locationId: '12',
  sourceId: '1',
  search_terms: 'crown',
  before: 'abc',
  after: 'def',
  page: '4',
  flyout_edit: 'true',
};

describe('filter URL keys', () => {
  it('are exactly the spec list, with the inbox’s own response status and tag (decision 0116)', () => {
    expect(FILTER_URL_KEYS).toEqual([
      'from',
      'to',
      'dateDescriptor',
      'groupId',
      'locationId',
      'sourceId',
      'rating',
      'sentiment',
      'category',
      'responseStatus',
      'tagId',
      'savedFilterId',
      'search_terms',
      'before',
      'after',
      'page',
      'flyout_edit',
      'export_id',
    ]);
  });

  it('keeps only filter keys with a value', () => {
    expect(
      pickFilterParams([
        ['groupId', '3'],
        ['keywords', 'x'],
        ['locationId', ''],
      ]),
    ).toEqual({ groupId: '3' });
  });
});

describe('reset rules', () => {
  it('changing any filter resets before, after and page', () => {
    const { params, filtersChanged } = applyFilterChange(busy, { sourceId: '2' });
    expect(filtersChanged).toBe(true);
    expect(params).toEqual({
      dateDescriptor: 'sixMonths',
      groupId: '3',
      locationId: '12',
      sourceId: '2',
      search_terms: 'crown',
      flyout_edit: 'true',
    });
  });

  it('changing group clears location and search terms', () => {
    const { params } = applyFilterChange(busy, { groupId: '5' });
    expect(params).toEqual({ dateDescriptor: 'sixMonths', groupId: '5', sourceId: '1', flyout_edit: 'true' });
  });

  it('clearing group is a group change too', () => {
    expect(applyFilterChange(busy, { groupId: null }).params).toEqual({
      dateDescriptor: 'sixMonths',
      sourceId: '1',
      flyout_edit: 'true',
    });
  });

  it('changing location clears search terms but keeps the group', () => {
    const { params } = applyFilterChange(busy, { locationId: '13' });
    expect(params).toEqual({
      dateDescriptor: 'sixMonths',
      groupId: '3',
      locationId: '13',
      sourceId: '1',
      flyout_edit: 'true',
    });
  });

  it('a change that sets group and location together keeps both', () => {
    expect(applyFilterChange(busy, { groupId: '5', locationId: '40' }).params).toMatchObject({
      groupId: '5',
      locationId: '40',
    });
  });

  it('setting a value to what it already is changes nothing', () => {
    expect(applyFilterChange(busy, { groupId: '3' })).toEqual({ params: busy, filtersChanged: false });
  });

  it('paging is not a filter change', () => {
    const { params, filtersChanged } = applyFilterChange(busy, { page: '5' });
    expect(filtersChanged).toBe(false);
    expect(params).toEqual({ ...busy, page: '5' });
  });

  it('a date change resets paging and keeps the other filters', () => {
    const { params } = applyFilterChange(busy, { dateDescriptor: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(params).toEqual({
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      groupId: '3',
      locationId: '12',
      sourceId: '1',
      search_terms: 'crown',
      flyout_edit: 'true',
    });
  });
});

describe('values', () => {
  it("translates sentiment between 'positive'/'negative' and '1'/'-1'", () => {
    expect(sentimentToParam('positive')).toBe('1');
    expect(sentimentToParam('negative')).toBe('-1');
    expect(sentimentFromParam('1')).toBe('positive');
    expect(sentimentFromParam('-1')).toBe('negative');
    expect(sentimentFromParam('positive')).toBe('positive');
    expect(sentimentFromParam('neutral')).toBeNull();
  });

  it('offers All ratings, No rating (0) and 1 to 5 stars, with numeric values', () => {
    expect(RATING_OPTIONS.map((option) => option.label)).toEqual([
      'All ratings',
      'No rating',
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(RATING_OPTIONS.map((option) => option.value)).toEqual([null, 0, 1, 2, 3, 4, 5]);
    expect(parseRatingParam('0')).toBe(0);
    expect(parseRatingParam('5')).toBe(5);
    expect(parseRatingParam('6')).toBeNull();
    expect(parseRatingParam(null)).toBeNull();
  });

  it('reads ids only as positive whole numbers', () => {
    expect(parseIdParam('42')).toBe(42);
    expect(parseIdParam('0')).toBeNull();
    expect(parseIdParam('4.2')).toBeNull();
    expect(parseIdParam('x')).toBeNull();
  });

  it('loads more within the threshold of the end', () => {
    expect(isNearListEnd({ scrollTop: 0, clientHeight: 378, scrollHeight: 1000 }, 300)).toBe(false);
    expect(isNearListEnd({ scrollTop: 330, clientHeight: 378, scrollHeight: 1000 }, 300)).toBe(true);
    expect(isNearListEnd({ scrollTop: 500, clientHeight: 378, scrollHeight: 1000 }, 50)).toBe(false);
    expect(isNearListEnd({ scrollTop: 580, clientHeight: 378, scrollHeight: 1000 }, 50)).toBe(true);
  });
});
