import type { ExperienceCategory } from '@repute/domain';
import { categoriesForVertical, verticalKey } from './categories';
import { CATEGORY_CUES, FOLDED_CATEGORIES, WEAK_CUES } from './category-cues';
import type { Word } from './nlp';
import type { Term } from './terms';

type CueIndex = Map<string, ExperienceCategory[]>;

function indexCues(): CueIndex {
  const index: CueIndex = new Map();
  for (const [category, cues] of Object.entries(CATEGORY_CUES) as [ExperienceCategory, readonly string[]][]) {
    for (const cue of cues) index.set(cue, [...(index.get(cue) ?? []), category]);
  }
  return index;
}

const CUES = indexCues();

/**
 * Cues that count only as nouns: "the care was excellent", not "they could not have cared less"; "the work was
 * fine" and "wrong order", not "working out" or "ordered online". A capitalised first word may be tagged a proper noun.
 */
const NOUN_CUES = new Set(['care', 'work', 'order']);
const isNoun = (word: Word) => word.pos === 'NOUN' || word.pos === 'PROPN';

/**
 * Reads a sentence's words and keywords into the categories a vertical offers (folded ones counted as their host),
 * each with the words that cued it: its sentiment is read from their clauses.
 */
export function categoryReader(
  vertical: string | null | undefined,
): (words: readonly Word[], terms: readonly Term[]) => Map<ExperienceCategory, Word[]> {
  const offered = new Set(categoriesForVertical(vertical));
  const key = verticalKey(vertical);
  const folds = key ? (FOLDED_CATEGORIES[key] ?? {}) : {};
  const place = (category: ExperienceCategory): ExperienceCategory | null => {
    if (offered.has(category)) return category;
    const host = folds[category];
    return host && offered.has(host) ? host : null;
  };
  return (words, terms) => {
    const found = new Map<ExperienceCategory, Word[]>();
    const weak = new Map<ExperienceCategory, Word[]>();
    const consider = (cue: string, cueWords: readonly Word[]) => {
      for (const category of CUES.get(cue) ?? []) {
        const placed = place(category);
        if (!placed) continue;
        const into = WEAK_CUES.has(cue) ? weak : found;
        into.set(placed, [...(into.get(placed) ?? []), ...cueWords]);
      }
    };
    // A phrase with cues of its own speaks for its words (others, "yoga class", are read word by word): "waiting room" is a facility, not a wait.
    const inPhrases = new Set<Word>();
    for (const term of terms) {
      if (term.words.length > 1 && CUES.has(term.short)) {
        consider(term.short, term.words);
        for (const word of term.words) inPhrases.add(word);
      }
    }
    for (const word of words) {
      if (inPhrases.has(word)) continue;
      if (!NOUN_CUES.has(word.lemma) || isNoun(word)) consider(word.lemma, [word]);
      const lower = word.value.toLowerCase();
      if (lower !== word.lemma) consider(lower, [word]);
    }
    // A weak cue sets the scene of a sentence about something else ("clean treatment rooms", "called about my
    // results"): it places the sentence only when nothing stronger does.
    return found.size > 0 ? found : weak;
  };
}
