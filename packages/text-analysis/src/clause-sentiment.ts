import { type Clause, clausesOf } from './clauses';
import { clauseLexiconSum, isHedged } from './lexicon';
import type { Sentence, Word } from './nlp';
import type { Term } from './terms';

/**
 * How strongly a clause's own words must lean (on the lexicon's scale, after negation) for it to read positive or
 * negative: one plain sentiment word does ("rude", "spotless"), one negated weak one does too ("never a wait", 0.6).
 */
const CLAUSE_NORMALISER = 2.5;
/** Lukewarm words pull a clause toward neutral, as they do a review ("the dentist was fine"). */
const HEDGE_FACTOR = 0.2;
/** A question that praises nothing complains ("Do they ever answer the phone?"), as does a why ("Why is it so warm?"). */
const QUESTION_VALENCE = -1;
/** A clause that says nothing itself, set against one that does ("the office is tiny | but the team is lovely"). */
const CONTRAST_FACTOR = -0.6;

/** How much more the second half of "X but it Y" weighs than the first. */
const CARRIED_FACTOR = 2;
const SAME_SUBJECT = new Set(['it', 'he', 'she']);
/** "but" turns to what counts; "although" concedes what counts less ("well organized, although it gets crowded"). */
const TURNING = new Set(['but', 'yet', 'however']);
/** "was friendly but didn't call back", "but always late": the same subject, left unsaid. */
const SAME_SUBJECT_TAGS = new Set(['AUX', 'VERB', 'ADV', 'ADJ']);

type Reading = { value: number; said: boolean };

/** What a clause says by its own words: its lexicon sum, turned for "used to", hedged, asked. */
function ownReading(clause: Clause, keywordStarts: ReadonlySet<number>): Reading {
  let value = clauseLexiconSum(clause.words, keywordStarts);
  if (clause.usedTo) value = -value;
  const hedged = isHedged(clause.words);
  if (hedged) value *= HEDGE_FACTOR;
  if (clause.question) {
    const complaint = value === 0 || clause.words[0]?.lemma === 'why';
    return { value: value < 0 ? value : complaint ? QUESTION_VALENCE : 0, said: true };
  }
  return { value, said: value !== 0 || hedged };
}

const scoreOf = (value: number) => value / Math.sqrt(value * value + CLAUSE_NORMALISER);

/**
 * The score (-1..1) of each clause of a sentence, for the keywords and categories in it: its own words' when they
 * say something; else what the rest of its side of a contrast says ("the staff, who I had met before, | were lovely");
 * else the other side's, turned ("the office is tiny | but the team is lovely"); else `fallback` (the learned model's
 * score of the sentence).
 */
function clauseScores(clauses: readonly Clause[], keywordStarts: ReadonlySet<number>, fallback: number): number[] {
  const readings = clauses.map((clause) => ownReading(clause, keywordStarts));
  const segmentValue = (segment: number) => {
    let value = 0;
    let said = false;
    clauses.forEach((clause, index) => {
      const reading = readings[index] as Reading;
      if (clause.segment === segment && reading.said) {
        value += reading.value;
        said = true;
      }
    });
    return { value, said };
  };
  // "The line was out the door | but it moved fast": a contrast that goes on about the same thing (no new subject
  // but "it", "he" or "she") has the last word on what came before it.
  const carried = (segment: number) => {
    const next = clauses.find((clause) => clause.segment === segment + 1);
    const subject = next?.words[1];
    if (
      !next?.contrast ||
      !TURNING.has(next.words[0]?.lemma ?? '') ||
      !subject ||
      !(SAME_SUBJECT.has(subject.lemma) || SAME_SUBJECT_TAGS.has(subject.pos))
    ) {
      return null;
    }
    const reading = segmentValue(segment + 1);
    return reading.said && reading.value !== 0 ? reading.value : null;
  };
  return clauses.map((clause, index) => {
    const own = readings[index] as Reading;
    const after = carried(clause.segment);
    if (after !== null) return scoreOf(own.value + CARRIED_FACTOR * after);
    if (own.said) return scoreOf(own.value);
    const side = segmentValue(clause.segment);
    if (side.said && side.value !== 0) return scoreOf(side.value);
    const other = segmentValue(clause.segment > 0 ? clause.segment - 1 : clause.segment + 1);
    if (other.said && other.value !== 0) return scoreOf(CONTRAST_FACTOR * other.value);
    return fallback;
  });
}

/**
 * Reads a sentence's clauses: the score of the clause a word stands in, by the word (a keyword's first word, a
 * category's cue). `fallback` is the learned model's score of the whole sentence.
 */
export function clauseReader(sentence: Sentence, terms: readonly Term[], fallback: number): (word: Word) => number {
  const keywordStarts = new Set(terms.flatMap((term) => term.words.map((word) => word.start)));
  const clauses = clausesOf(sentence);
  const scores = clauseScores(clauses, keywordStarts, fallback);
  const clauseAt = new Map<number, number>();
  clauses.forEach((clause, index) => {
    for (const word of clause.words) clauseAt.set(word.start, index);
  });
  return (word) => scores[clauseAt.get(word.start) ?? -1] ?? fallback;
}
