import type { Word } from './nlp';

/**
 * A logistic regression over the mean pretrained word vector of a text's words (and, apart, of its negated words),
 * folded into one score per word (decision 0177): the mean of word vectors dotted with the weights is the mean of
 * each word's vector dotted with them, so the vectors themselves need not ship. A word the table lacks (a stop word,
 * a rare word, a misspelling) counts for nothing and does not dilute the mean.
 */
export type WordVectorModel = {
  version: string;
  bias: number;
  /** Per word, lower case as written: its score where no negation governs it, and where one does. */
  words: Record<string, [number, number]>;
  trainedOn: { source: string; examples: number; positive: number; negative: number; trainedAt: string };
};

export type LoadedWordVectorModel = { model: WordVectorModel; scores: Map<string, [number, number]> };

export function loadWordVectorModel(model: WordVectorModel): LoadedWordVectorModel {
  return { model, scores: new Map(Object.entries(model.words)) };
}

/** The model's log-odds that the text of these sentences is positive. */
export function wordVectorLogit(loaded: LoadedWordVectorModel, sentences: readonly (readonly Word[])[]): number {
  let plain = 0;
  let plainCount = 0;
  let negated = 0;
  let negatedCount = 0;
  for (const words of sentences) {
    for (const word of words) {
      const score = loaded.scores.get(word.value.toLowerCase());
      if (score === undefined) continue;
      if (word.negated) {
        negated += score[1];
        negatedCount += 1;
      } else {
        plain += score[0];
        plainCount += 1;
      }
    }
  }
  const mean = (sum: number, count: number) => (count === 0 ? 0 : sum / count);
  return loaded.model.bias + mean(plain, plainCount) + mean(negated, negatedCount);
}
