import { describe, expect, it } from 'vitest';
import { clampPage, pageChangeTo, reviewPosition } from './review-paging';

const cursors = { before: 'first', after: 'last' };

describe('reviewPosition', () => {
  it('reads a page number alone as that page of the list', () => {
    expect(reviewPosition({ page: '4' })).toEqual({ before: null, after: null, page: 4 });
    expect(reviewPosition({})).toEqual({ before: null, after: null, page: 1 });
  });

  it('reads the cursor and the page it counts', () => {
    expect(reviewPosition({ after: 'abc', page: '3' })).toEqual({ before: null, after: 'abc', page: 3 });
    expect(reviewPosition({ before: 'abc', page: 'x' })).toEqual({ before: 'abc', after: null, page: 1 });
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the page count', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-3, 10)).toBe(1);
    expect(clampPage(4, 10)).toBe(4);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('pageChangeTo', () => {
  it('goes to the next page after the last review on screen', () => {
    expect(pageChangeTo(2, { before: null, after: null, page: 1 }, cursors, 9)).toEqual({
      before: null,
      after: 'last',
      page: '2',
    });
  });

  it('goes to the previous page before the first review on screen', () => {
    expect(pageChangeTo(2, { before: null, after: 'x', page: 3 }, cursors, 9)).toEqual({
      before: 'first',
      after: null,
      page: '2',
    });
  });

  it('asks any other page by its number, clamped to the page count', () => {
    expect(pageChangeTo(7, { before: null, after: 'x', page: 3 }, cursors, 9)).toEqual({
      before: null,
      after: null,
      page: '7',
    });
    expect(pageChangeTo(40, { before: null, after: null, page: 3 }, cursors, 9)).toEqual({
      before: null,
      after: null,
      page: '9',
    });
  });

  it('drops every paging key on the way back to the first page', () => {
    expect(pageChangeTo(1, { before: null, after: 'x', page: 2 }, cursors, 9)).toEqual({
      before: null,
      after: null,
      page: null,
    });
    expect(pageChangeTo(-2, { before: null, after: null, page: 5 }, cursors, 9)).toEqual({
      before: null,
      after: null,
      page: null,
    });
  });
});
