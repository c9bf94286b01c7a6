import { lexiconSum, normaliseLexiconSum } from './lexicon';
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

/** One sentence's share of the features: its hashed words and word pairs, and its lexicon sum. */
export type SentenceFeatures = { indices: number[]; lexiconSum: number };

/**
 * The features of a sentence: each lemma and each pair of neighbouring lemmas, hashed into `buckets` (a power of
 * two), present or absent.
 */
export function sentenceFeatures(words: readonly Word[], buckets: number): SentenceFeatures {
  const mask = buckets - 1;
  const indices: number[] = [];
  let previous: string | null = null;
  for (const word of words) {
    const current = term(word);
    indices.push(hash(current) & mask);
    if (previous !== null) indices.push(hash(`${previous} ${current}`) & mask);
    previous = current;
  }
  return { indices, lexiconSum: lexiconSum(words) };
}

/** The features of a text made of these sentences (each feature counted once). */
export function combineFeatures(sentences: readonly SentenceFeatures[]): Features {
  const indices = new Set<number>();
  let sum = 0;
  for (const sentence of sentences) {
    for (const index of sentence.indices) indices.add(index);
    sum += sentence.lexiconSum;
  }
  return { indices: [...indices], lexicon: normaliseLexiconSum(sum) };
}

export function featuresOf(sentences: readonly (readonly Word[])[], buckets: number): Features {
  return combineFeatures(sentences.map((words) => sentenceFeatures(words, buckets)));
}
