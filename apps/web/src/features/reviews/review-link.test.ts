import { describe, expect, it } from 'vitest';
import { openReviewQuery } from './review-link';

describe('openReviewQuery', () => {
  it('carries the default range the list used before the URL has one', () => {
    expect(openReviewQuery({}, 'thirtyDays')).toBe('?dateDescriptor=thirtyDays');
  });

  it('carries the filters and the page, in the order the filter bar writes them', () => {
    expect(
      openReviewQuery(
        { page: '2', after: 'c1', rating: '5', locationId: '7', dateDescriptor: 'sixMonths' },
        'sixMonths',
      ),
    ).toBe('?dateDescriptor=sixMonths&locationId=7&rating=5&after=c1&page=2');
  });

  it('keeps a custom range with its dates', () => {
    expect(
      openReviewQuery(
        { from: '2026-01-01', to: '2026-01-31', dateDescriptor: 'custom', search_terms: 'wait' },
        'custom',
      ),
    ).toBe('?from=2026-01-01&to=2026-01-31&dateDescriptor=custom&search_terms=wait');
  });

  it('names the descriptor the list read in place of one it could not read', () => {
    expect(openReviewQuery({ dateDescriptor: 'fortnight' }, 'thirtyDays')).toBe('?dateDescriptor=thirtyDays');
  });
});
