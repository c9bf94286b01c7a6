import type { Sentence, Word } from './nlp';

/**
 * A clause of a sentence: the words one keyword's sentiment is read from. `segment` numbers the sentence's parts
 * between contrast words ("the food was great | but the service was slow"); `usedTo` marks a clause about how
 * things were ("I used to dread the dentist"), `question` one of a question.
 */
export type Clause = { words: Word[]; segment: number; contrast: boolean; usedTo: boolean; question: boolean };

/** Words that turn a sentence to its other side: what follows counts against what came before. */
const CONTRAST = new Set(['but', 'although', 'though', 'however', 'yet', 'whereas', 'except']);
/** "nothing but praise", "all but", "not only ... but": no contrast there. */
const NOT_CONTRAST_AFTER = new Set(['nothing', 'all', 'anything']);
const NEGATORS = new Set([
  'not',
  'never',
  'no',
  'nobody',
  'nothing',
  'none',
  'neither',
  'nor',
  'without',
  'hardly',
  'barely',
]);
/** Punctuation between two words that closes a clause. */
const CLAUSE_BREAK = /[,;:!?()\u2013\u2014]|\s-\s/;
/** After "and" or "or", a new subject starts a new clause ("the food was great and the staff were kind"). */
const SUBJECT_TAGS = new Set(['DET', 'PRON', 'PROPN']);
const BE = new Set(['be', 'get']);

/** "not as good as they used to be", "better than it used to": a comparison, not how things were. */
const COMPARING = new Set(['as', 'than']);

/** "used to" as a past habit ("I used to dread", "it used to be great"), not "I am used to" nor a comparison. */
function startsUsedTo(words: readonly Word[], at: number): boolean {
  const word = words[at] as Word;
  if (word.lemma !== 'use' || words[at + 1]?.lemma !== 'to' || word.value.toLowerCase() !== 'used') return false;
  const before = words[at - 1];
  if (before && BE.has(before.lemma)) return false;
  return !words.slice(Math.max(0, at - 3), at).some((other) => COMPARING.has(other.lemma));
}

/**
 * The clauses of a sentence, each word in one, with negation read again inside its clause: a negation word governs
 * what follows it up to the clause's end, and no further ("they never listen | and the food is great").
 */
export function clausesOf(sentence: Sentence): Clause[] {
  const { words, text, start } = sentence;
  const question = text.trimEnd().endsWith('?');
  const clauses: Clause[] = [];
  let segment = 0;
  let current: Clause | null = null;
  let negating = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as Word;
    const previous = words[i - 1];
    const gap = previous ? text.slice(previous.end - start, word.start - start) : '';
    const lower = word.value.toLowerCase();
    const contrast = CONTRAST.has(lower) && !(previous && NOT_CONTRAST_AFTER.has(previous.lemma));
    const joins = (lower === 'and' || lower === 'or') && SUBJECT_TAGS.has(words[i + 1]?.pos ?? '');
    if (contrast && current) segment += 1;
    if (!current || contrast || joins || CLAUSE_BREAK.test(gap)) {
      current = { words: [], segment, contrast, usedTo: false, question };
      clauses.push(current);
      negating = false;
    }
    if (startsUsedTo(words, i)) current.usedTo = true;
    current.words.push(word.negated === negating ? word : { ...word, negated: negating });
    if (NEGATORS.has(word.lemma) || NEGATORS.has(lower)) negating = true;
  }
  return clauses;
}
