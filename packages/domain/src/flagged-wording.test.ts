import { describe, expect, it } from 'vitest';
import { FLAGGED_WORDING, flaggedWordingIn } from './flagged-wording';

describe('flagged wording', () => {
  it('finds legal threats and health claims as whole words, in any case', () => {
    expect(flaggedWordingIn('I will SUE this place.')).toEqual([{ category: 'legal_threat', phrase: 'sue' }]);
    expect(flaggedWordingIn('My lawyer will hear about this')).toEqual([
      { category: 'legal_threat', phrase: 'lawyer' },
    ]);
    expect(flaggedWordingIn('The fish gave me food\npoisoning and I ended up in the hospital')).toEqual([
      { category: 'health_claim', phrase: 'food poisoning' },
      { category: 'health_claim', phrase: 'hospital' },
    ]);
  });

  it('leaves other words alone', () => {
    expect(flaggedWordingIn('No issue at all, the pursuit of great pasta, hospitality was lovely')).toEqual([]);
    expect(flaggedWordingIn('Sued-o-matic')).toEqual([{ category: 'legal_threat', phrase: 'sued' }]);
    expect(flaggedWordingIn('')).toEqual([]);
    expect(flaggedWordingIn(null)).toEqual([]);
  });

  it('matches every phrase of the list in a sentence', () => {
    for (const [category, phrases] of Object.entries(FLAGGED_WORDING)) {
      for (const phrase of phrases) {
        expect(flaggedWordingIn(`Well, ${phrase}!`)).toContainEqual({ category, phrase });
      }
    }
  });
});
