import { describe, expect, it } from 'vitest';
import { readSentences } from './nlp';
import { termsOf } from './terms';

function shortsOf(text: string): string[] {
  return readSentences(text).flatMap((sentence) => termsOf(sentence.words).map((term) => term.short));
}

describe('keyword and phrase extraction', () => {
  it('keeps multi-word phrases whole and lemmatised', () => {
    expect(shortsOf('The wait times were long and the front desk was chaotic.')).toEqual(['wait time', 'front desk']);
    expect(shortsOf('The waiting room was packed.')).toEqual(['waiting room']);
  });

  it('keeps noun compounds whole', () => {
    expect(shortsOf('The locker rooms need work.')).toContain('locker room');
    expect(shortsOf('She explained the treatment plan.')).toContain('treatment plan');
  });

  it('lemmatises single keywords and leaves out stop words and general nouns', () => {
    expect(shortsOf('The doctors and nurses were great, it was a good time and everything was fine.')).toEqual([
      'doctor',
      'nurse',
    ]);
  });

  it('gives each keyword its offsets in the text', () => {
    const text = 'Great food.\n\nThe front desk was rude.';
    const [sentence] = readSentences(text).slice(1);
    const [term] = termsOf(sentence?.words ?? []);
    expect(term && text.slice(term.start, term.end)).toBe('front desk');
    expect(sentence && text.slice(sentence.start, sentence.end)).toBe('The front desk was rude.');
  });
});
