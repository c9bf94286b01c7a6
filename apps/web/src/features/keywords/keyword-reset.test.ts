import { describe, expect, it } from 'vitest';
import { resetKeywordQuery } from './keyword-reset';

describe('resetKeywordQuery', () => {
  it('keeps only the dates and the sort (spec 001 §9)', () => {
    const current = new URLSearchParams({
      sort: 'controversy',
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-02-01',
      groupId: '3',
      locationId: '4',
      sourceId: '5',
      rating: '2',
      sentiment: 'negative',
      category: 'food',
      savedFilterId: '9',
      search_terms: 'pasta',
      page: '2',
    });
    expect(resetKeywordQuery(current).toString()).toBe(
      'sort=controversy&dateDescriptor=custom&from=2026-01-01&to=2026-02-01',
    );
  });

  it('keeps a preset range as its descriptor: from and to belong to custom ranges only', () => {
    const current = new URLSearchParams({ dateDescriptor: 'twelveMonths', rating: '5' });
    expect(resetKeywordQuery(current).toString()).toBe('dateDescriptor=twelveMonths');
  });

  it('keeps the category of the category page, which is the page rather than a filter there', () => {
    const current = new URLSearchParams({ dateDescriptor: 'mtd', category: 'staff', rating: '5' });
    expect(resetKeywordQuery(current, { keep: ['category'] }).toString()).toBe('dateDescriptor=mtd&category=staff');
  });
});
