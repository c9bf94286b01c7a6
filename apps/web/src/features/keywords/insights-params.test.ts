import { describe, expect, it } from 'vitest';
import { readFilterState } from '../../shared/filters/filter-state';
import { insightsParams } from './insights-params';

const TODAY = '2026-11-24';

describe('insightsParams', () => {
  it('sends the filter bar as the insights calls take it: published dates, ids, rating, category', () => {
    const state = readFilterState(
      {
        dateDescriptor: 'custom',
        from: '2026-05-01',
        to: '2026-10-31',
        groupId: '3',
        locationId: '12',
        sourceId: '1',
        rating: '0',
        category: 'wait time',
        search_terms: 'ignored here',
      },
      'sixMonths',
      TODAY,
    );
    expect(insightsParams(state)).toEqual({
      published_after: '2026-05-01',
      published_before: '2026-10-31',
      group_id: 3,
      location_id: 12,
      source_id: 1,
      rating: 0,
      category: 'wait time',
    });
  });

  it('translates the sentiment to 1 and -1 (spec 000 §4)', () => {
    const positive = readFilterState({ dateDescriptor: 'sixMonths', sentiment: 'positive' }, 'sixMonths', TODAY);
    const negative = readFilterState({ dateDescriptor: 'sixMonths', sentiment: 'negative' }, 'sixMonths', TODAY);
    expect(insightsParams(positive)).toMatchObject({ sentiment: '1' });
    expect(insightsParams(negative)).toMatchObject({ sentiment: '-1' });
  });

  it('sends no start for all time, and nothing for unset filters', () => {
    const state = readFilterState({ dateDescriptor: 'allTime' }, 'sixMonths', TODAY);
    expect(insightsParams(state)).toEqual({ published_before: TODAY });
  });
});
