import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsFunction } from 'wink-nlp';

/** One word of a text as wink-nlp reads it, with its place in the text. */
export type Word = {
  value: string;
  lemma: string;
  pos: string;
  /** wink-nlp marks the words a negation ("not", "never", "n't") governs up to the end of its clause. */
  negated: boolean;
  stopWord: boolean;
  start: number;
  end: number;
};

export type Sentence = { text: string; start: number; end: number; words: Word[] };

// Loading the English model takes a few hundred milliseconds: once per process.
const nlp = winkNLP(model);
const its = nlp.its;

const WORD_TYPES = new Set(['word', 'number', 'hashtag', 'emoji', 'emoticon']);

/**
 * The sentences of a text and their words (punctuation and spaces left out), each with character offsets into the
 * text. wink-nlp's tokens keep their preceding spaces, so adding them up gives the offsets back.
 */
export function readSentences(text: string): Sentence[] {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  // wink-nlp's typings declare its.lemma with a different addons parameter than out() accepts; it works at run time.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const tags = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const negations = tokens.out(its.negationFlag) as unknown as boolean[];
  const stopWords = tokens.out(its.stopWordFlag) as unknown as boolean[];

  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (let i = 0; i < values.length; i += 1) {
    offset += (spaces[i] ?? '').length;
    starts.push(offset);
    offset += (values[i] ?? '').length;
    ends.push(offset);
  }

  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  return spans.map(([first, last]) => {
    const words: Word[] = [];
    for (let i = first; i <= last; i += 1) {
      if (!WORD_TYPES.has(types[i] ?? '')) continue;
      words.push({
        value: values[i] ?? '',
        lemma: (lemmas[i] ?? '').toLowerCase(),
        pos: tags[i] ?? '',
        negated: negations[i] === true,
        stopWord: stopWords[i] === true,
        start: starts[i] ?? 0,
        end: ends[i] ?? 0,
      });
    }
    // A sentence after a blank line begins with the line break itself: the sentence starts at its first mark.
    let from = first;
    while (from < last && types[from] === 'tabCRLF') from += 1;
    const start = starts[from] ?? 0;
    const end = ends[last] ?? start;
    return { text: text.slice(start, end), start, end, words };
  });
}
