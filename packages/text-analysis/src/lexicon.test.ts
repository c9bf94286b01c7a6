import { describe, expect, it } from 'vitest';
import { lexiconSum } from './lexicon';
import { readSentences } from './nlp';

function sumOf(text: string): number {
  return lexiconSum(readSentences(text).flatMap((sentence) => sentence.words));
}

describe('lexicon score', () => {
  it('turns a negated positive word negative', () => {
    expect(sumOf('The staff were friendly.')).toBeGreaterThan(0);
    expect(sumOf('The staff were not friendly.')).toBeLessThan(0);
  });

  it('turns a negated negative word mildly positive', () => {
    expect(sumOf('The nurses were rude.')).toBeLessThan(0);
    expect(sumOf('The nurses were never rude.')).toBeGreaterThan(0);
    expect(sumOf('The nurses were never rude.')).toBeLessThan(-sumOf('The nurses were rude.'));
  });

  it('reads contractions as negation', () => {
    expect(sumOf("The food wasn't good.")).toBeLessThan(0);
  });

  it('strengthens a word after an intensifier and softens one after a diminisher', () => {
    const plain = sumOf('Service was slow.');
    expect(plain).toBeLessThan(0);
    expect(sumOf('Service was very slow.')).toBeLessThan(plain);
    expect(sumOf('Service was extremely slow.')).toBeLessThan(sumOf('Service was very slow.'));
    expect(sumOf('Service was slightly slow.')).toBeGreaterThan(plain);
    expect(sumOf('Service was slightly slow.')).toBeLessThan(0);
  });

  it('reads words a plain object also answers from its prototype as words like any other', () => {
    // "constructor" and "valueOf" once read as functions and made the review's score NaN.
    expect(sumOf('The constructor was very rude.')).toBeLessThan(0);
    expect(sumOf('The valueOf the house went up, a constructor said.')).toBe(0);
  });
});
