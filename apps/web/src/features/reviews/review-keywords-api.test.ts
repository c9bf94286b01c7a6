import { describe, expect, it } from 'vitest';
import { distinctKeywords } from './review-keywords-api';

const mention = (short: string, start: number, sentiment: '1' | '0' | '-1') => ({
  short,
  sentence_start: 0,
  sentence_end: 100,
  start,
  end: start + short.length,
  sentiment,
});

describe('distinctKeywords', () => {
  it('gives each keyword once, in the order of the text', () => {
    expect(
      distinctKeywords([mention('staff', 30, '1'), mention('wait time', 4, '-1'), mention('staff', 50, '1')]),
    ).toEqual([
      { short: 'wait time', sentiment: '-1' },
      { short: 'staff', sentiment: '1' },
    ]);
  });

  it('calls a keyword neutral when its mentions disagree', () => {
    expect(distinctKeywords([mention('price', 1, '1'), mention('price', 20, '-1')])).toEqual([
      { short: 'price', sentiment: '0' },
    ]);
  });
});
