import type { Word } from './nlp';

/** A keyword or phrase found in a sentence: its lemmatised short form and the words it spans. */
export type Term = { short: string; start: number; end: number; words: readonly Word[] };

/**
 * Phrases the tagger does not see as noun compounds ("front" reads as an adjective, "wait" as a verb) but customers
 * use as one thing, written as the lemmas of their words.
 */
const PHRASES: readonly string[] = [
  'front desk',
  'front office',
  'wait time',
  'waiting room',
  'waiting list',
  'check in',
  'customer service',
  'happy hour',
  'personal trainer',
  'group class',
  'root canal',
  'follow up',
  'bedside manner',
  'open kitchen',
  'free weight',
  'dental work',
];
/** Phrases by their first word, so each word is checked against the few that start with it. */
const PHRASES_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of PHRASES) {
  const lemmas = phrase.split(' ');
  const first = lemmas[0] as string;
  PHRASES_BY_FIRST_WORD.set(first, [...(PHRASES_BY_FIRST_WORD.get(first) ?? []), lemmas]);
}

/** Nouns too general to say what a review is about. */
const GENERIC_NOUNS = new Set([
  'thing',
  'lot',
  'way',
  'bit',
  'time',
  'day',
  'week',
  'month',
  'year',
  'minute',
  'hour',
  'star',
  'review',
  'experience',
  'everything',
  'something',
  'anything',
  'nothing',
  'one',
  'kind',
  'part',
  'sort',
  'overall',
  'today',
  'yesterday',
  'tonight',
]);

const NOUN_TAGS = new Set(['NOUN']);
const MAX_COMPOUND = 3;

function matches(word: Word, lemma: string): boolean {
  return word.lemma === lemma || word.value.toLowerCase() === lemma;
}

function phraseAt(words: readonly Word[], at: number): string[] | null {
  const word = words[at] as Word;
  const candidates = [
    ...(PHRASES_BY_FIRST_WORD.get(word.lemma) ?? []),
    ...(word.value.toLowerCase() !== word.lemma ? (PHRASES_BY_FIRST_WORD.get(word.value.toLowerCase()) ?? []) : []),
  ];
  for (const phrase of candidates) {
    if (
      phrase.every((lemma, offset) => words[at + offset] !== undefined && matches(words[at + offset] as Word, lemma))
    ) {
      return phrase;
    }
  }
  return null;
}

function isKeywordNoun(word: Word): boolean {
  return NOUN_TAGS.has(word.pos) && !word.stopWord && word.lemma.length >= 3 && /^[a-z][a-z'-]*$/.test(word.lemma);
}

function termOf(words: readonly Word[], shortWords: readonly string[]): Term {
  const first = words[0] as Word;
  const last = words[words.length - 1] as Word;
  return { short: shortWords.join(' '), start: first.start, end: last.end, words };
}

/**
 * The keywords of a sentence, in order: known phrases first, then runs of nouns kept whole ("locker room",
 * "treatment plan"), then single nouns that say something (not "thing" or "time").
 */
export function termsOf(words: readonly Word[]): Term[] {
  const terms: Term[] = [];
  let i = 0;
  while (i < words.length) {
    const phrase = phraseAt(words, i);
    if (phrase) {
      terms.push(termOf(words.slice(i, i + phrase.length), phrase));
      i += phrase.length;
      continue;
    }
    let j = i;
    while (j < words.length && j - i < MAX_COMPOUND && isKeywordNoun(words[j] as Word)) j += 1;
    if (j === i) {
      i += 1;
      continue;
    }
    const run = words.slice(i, j);
    const lemmas = run.map((word) => word.lemma);
    if (run.length > 1 || !GENERIC_NOUNS.has(lemmas[0] as string)) terms.push(termOf(run, lemmas));
    i = j;
  }
  return terms;
}
