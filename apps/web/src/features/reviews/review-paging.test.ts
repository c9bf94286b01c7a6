import { describe, expect, it } from 'vitest';
import { pageChange, reviewPosition } from './review-paging';

const cursors = { before: 'first', after: 'last' };

describe('reviewPosition', () => {
  it('is the first page without a cursor, whatever page says', () => {
    expect(reviewPosition({ page: '4' })).toEqual({ before: null, after: null, page: 1 });
  });

  it('reads the cursor and the page it counts', () => {
    expect(reviewPosition({ after: 'abc', page: '3' })).toEqual({ before: null, after: 'abc', page: 3 });
    expect(reviewPosition({ before: 'abc', page: 'x' })).toEqual({ before: 'abc', after: null, page: 1 });
  });
});

describe('pageChange', () => {
  it('goes older after the last review on screen', () => {
    expect(pageChange('older', { before: null, after: null, page: 1 }, cursors)).toEqual({
      before: null,
      after: 'last',
      page: '2',
    });
  });

  it('goes newer before the first review on screen', () => {
    expect(pageChange('newer', { before: null, after: 'x', page: 3 }, cursors)).toEqual({
      before: 'first',
      after: null,
      page: '2',
    });
  });

  it('drops every paging key on the way back to the first page', () => {
    expect(pageChange('newer', { before: null, after: 'x', page: 2 }, cursors)).toEqual({
      before: null,
      after: null,
      page: null,
    });
  });
});
