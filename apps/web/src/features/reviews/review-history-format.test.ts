import { describe, expect, it } from 'vitest';
import { changedBy, changeLabel, fieldChanges } from './review-history-format';

describe('review history format', () => {
  it('names the changes the API records, and any other readably', () => {
    expect(changeLabel('edited')).toBe('Edited at the source');
    expect(changeLabel('response_published')).toBe('Response published');
    expect(changeLabel('status_changed')).toBe('Status changed');
  });

  it('says who changed it', () => {
    expect(changedBy({ changed_by_name: 'Ana Ortiz', changed_by_user_id: 4 })).toBe('Ana Ortiz');
    expect(changedBy({ changed_by_name: null, changed_by_user_id: null })).toBe('Review source sync');
    expect(changedBy({ changed_by_name: null, changed_by_user_id: 4 })).toBe('A former user');
  });

  it('lists each touched field with its value before and after', () => {
    expect(
      fieldChanges({ before: { rating: 2, content: 'Slow' }, after: { rating: 4, content: null, removed: false } }),
    ).toEqual([
      { field: 'rating', label: 'Rating', before: '2', after: '4' },
      { field: 'content', label: 'Text', before: 'Slow', after: '--' },
      { field: 'removed', label: 'Removed', before: '--', after: 'No' },
    ]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
  });
});
