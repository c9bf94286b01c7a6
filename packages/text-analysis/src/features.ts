import { lexiconScore } from './lexicon';
import type { Word } from './nlp';

/** What the learned model sees of a text: hashed word and word-pair features, and the lexicon's score. */
export type Features = { indices: number[]; lexicon: number };

/** FNV-1a: a fast, stable 32-bit string hash, so a model's buckets mean the same in every process. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A word as the model knows it: its lemma, marked when a negation governs it ("not friendly" → "NOT_friendly"). */
function term(word: Word): string {
  return word.negated ? `NOT_${word.lemma}` : word.lemma;
}

/**
 * The features of one or more sentences: each lemma and each pair of neighbouring lemmas within a sentence, hashed
 * into `buckets` (a power of two), present or absent.
 */
export function featuresOf(sentences: readonly (readonly Word[])[], buckets: number): Features {
  const mask = buckets - 1;
  const indices = new Set<number>();
  const all: Word[] = [];
  for (const words of sentences) {
    let previous: string | null = null;
    for (const word of words) {
      const current = term(word);
      indices.add(hash(current) & mask);
      if (previous !== null) indices.add(hash(`${previous} ${current}`) & mask);
      previous = current;
      all.push(word);
    }
  }
  return { indices: [...indices], lexicon: lexiconScore(all) };
}
