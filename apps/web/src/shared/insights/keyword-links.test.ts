import { describe, expect, it } from 'vitest';
import { categoryLink, keywordLink, keywordsLink, reviewLink } from './keyword-links';

describe('keywordLink', () => {
  it('goes to /dashboard/keywords/{short} with the current filters, sentiment included', () => {
    const link = keywordLink('friendly', {
      dateDescriptor: 'sixMonths',
      locationId: '4',
      rating: '5',
      sentiment: 'negative',
      category: 'staff',
    });
    expect(link).toBe(
      '/dashboard/keywords/friendly?dateDescriptor=sixMonths&locationId=4&rating=5&sentiment=negative&category=staff',
    );
  });

  it('puts the sentiment of the count that was followed in place of the current one', () => {
    const link = keywordLink('wait time', { dateDescriptor: 'mtd', sentiment: 'positive' }, { sentiment: 'negative' });
    expect(link).toBe('/dashboard/keywords/wait%20time?dateDescriptor=mtd&sentiment=negative');
  });

  it('escapes a short that holds a slash, so it stays one path segment', () => {
    expect(keywordLink('a/c', { dateDescriptor: 'mtd' })).toBe('/dashboard/keywords/a%2Fc?dateDescriptor=mtd');
  });

  it('carries the sort, and drops the saved filter, paging and flyout keys', () => {
    const link = keywordLink(
      'clean',
      {
        dateDescriptor: 'custom',
        from: '2026-01-01',
        to: '2026-03-31',
        savedFilterId: '5',
        page: '3',
        before: 'b',
        after: 'a',
        flyout_edit: 'true',
        export_id: '8',
      },
      { sort: 'controversy' },
    );
    expect(link).toBe('/dashboard/keywords/clean?sort=controversy&from=2026-01-01&to=2026-03-31&dateDescriptor=custom');
  });
});

describe('categoryLink', () => {
  it('goes to /dashboard/keywords/categories?category={lowercase category} with the other filters', () => {
    const link = categoryLink('Wait Time', { dateDescriptor: 'sixMonths', sourceId: '2', sentiment: 'positive' });
    expect(link).toBe(
      '/dashboard/keywords/categories?dateDescriptor=sixMonths&sourceId=2&sentiment=positive&category=wait+time',
    );
  });

  it('replaces a category filter already set', () => {
    expect(categoryLink('food', { dateDescriptor: 'mtd', category: 'value' })).toBe(
      '/dashboard/keywords/categories?dateDescriptor=mtd&category=food',
    );
  });
});

describe('keywordsLink', () => {
  it('goes back to the keywords list with the filters and the sort', () => {
    expect(keywordsLink({ dateDescriptor: 'mtd', rating: '1', page: '2' }, { sort: 'negative_ratio' })).toBe(
      '/dashboard/keywords?sort=negative_ratio&dateDescriptor=mtd&rating=1',
    );
  });
});

describe('reviewLink', () => {
  it('opens a review with the filters, so Back to Reviews lists the same reviews; not the keyword page’s sort or page', () => {
    expect(reviewLink(7, { dateDescriptor: 'sixMonths', sentiment: 'negative', page: '3' })).toBe(
      '/reviews/7?dateDescriptor=sixMonths&sentiment=negative',
    );
  });
});
