import { describe, expect, it } from 'vitest';
import { createdCount, newReviewsText } from './review-sync-event';

describe('REVIEWS_SYNCED payloads', () => {
  it('count the created reviews', () => {
    expect(createdCount({ location_id: 1, source_id: 1, created: 3, edited: 0, removed: 0 })).toBe(3);
  });

  it('count nothing for edits only or payloads that are not the server’s', () => {
    expect(createdCount({ created: 0, edited: 2 })).toBe(0);
    expect(createdCount({ created: '3' })).toBe(0);
    expect(createdCount(null)).toBe(0);
    expect(createdCount('created')).toBe(0);
  });

  it('say how many arrived', () => {
    expect(newReviewsText(1)).toBe('1 new review arrived.');
    expect(newReviewsText(1200)).toBe('1,200 new reviews arrived.');
  });
});
