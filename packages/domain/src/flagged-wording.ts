/*
 * Wording that no rule may answer by itself (issue 32 §2, decision 0146): a review that threatens the law or claims
 * harm to someone's health goes to a person, whatever the rules say. Phrases are matched as whole words, in lower
 * case, so "sue" does not match "issue" nor "hospital" "hospitality".
 */

export const FLAGGED_WORDING_CATEGORIES = ['legal_threat', 'health_claim'] as const;
export type FlaggedWordingCategory = (typeof FLAGGED_WORDING_CATEGORIES)[number];

/** What a person reads beside a review held for them. */
export const FLAGGED_WORDING_LABELS: Record<FlaggedWordingCategory, string> = {
  legal_threat: 'Legal threat',
  health_claim: 'Health claim',
};

export const FLAGGED_WORDING: Record<FlaggedWordingCategory, readonly string[]> = {
  legal_threat: [
    'sue',
    'suing',
    'sued',
    'lawsuit',
    'lawyer',
    'attorney',
    'legal action',
    'take you to court',
    'see you in court',
    'small claims',
    'class action',
    'report you to',
    'better business bureau',
    'cease and desist',
    'defamation',
    'libel',
  ],
  health_claim: [
    'food poisoning',
    'poisoned',
    'got sick',
    'made me sick',
    'made us sick',
    'became ill',
    'hospital',
    'emergency room',
    'allergic reaction',
    'anaphylaxis',
    'infection',
    'infected',
    'injured',
    'injury',
    'malpractice',
    'misdiagnosed',
    'health department',
    'salmonella',
    'e. coli',
    'norovirus',
  ],
};

export type FlaggedWording = { category: FlaggedWordingCategory; phrase: string };

const escapeRegExp = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression per phrase: letters on either side mean another word ("issue", "hospitality"). */
const MATCHERS = FLAGGED_WORDING_CATEGORIES.flatMap((category) =>
  FLAGGED_WORDING[category].map((phrase) => ({
    category,
    phrase,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
  })),
);

/** Every flagged phrase the text contains, in list order; empty when a rule may answer it. */
export function flaggedWordingIn(text: string | null | undefined): FlaggedWording[] {
  if (!text) return [];
  // Curly apostrophes and quotes are straightened so "didn’t" and "didn't" read alike.
  const plain = text.replace(/[\u2018\u2019]/g, "'");
  return MATCHERS.filter((matcher) => matcher.pattern.test(plain)).map(({ category, phrase }) => ({
    category,
    phrase,
  }));
}
