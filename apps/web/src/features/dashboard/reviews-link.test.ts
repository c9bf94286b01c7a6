import { describe, expect, it } from 'vitest';
import { reviewsLink } from './reviews-link';

describe('reviewsLink', () => {
  it('keeps the dashboard filters, dates included, and adds the row’s location', () => {
    const link = reviewsLink(
      { dateDescriptor: 'sixMonths', sourceId: '1', rating: '5', search_terms: 'crown' },
      { locationId: 12 },
    );
    expect(link).toBe('/reviews?dateDescriptor=sixMonths&locationId=12&sourceId=1&rating=5&search_terms=crown');
  });

  it('puts a group row’s group in place of the current group, keeping the location filter it was counted with', () => {
    const link = reviewsLink(
      { dateDescriptor: 'custom', from: '2025-01-01', to: '2025-06-30', groupId: '3', locationId: '9' },
      {
        groupId: 4,
      },
    );
    expect(link).toBe('/reviews?from=2025-01-01&to=2025-06-30&dateDescriptor=custom&groupId=4&locationId=9');
  });

  it('drops the saved filter, paging and flyout keys', () => {
    const link = reviewsLink(
      {
        dateDescriptor: 'mtd',
        savedFilterId: '5',
        page: '3',
        before: 'b',
        after: 'a',
        flyout_edit: 'true',
        export_id: '8',
      },
      { locationId: 1 },
    );
    expect(link).toBe('/reviews?dateDescriptor=mtd&locationId=1');
  });
});
