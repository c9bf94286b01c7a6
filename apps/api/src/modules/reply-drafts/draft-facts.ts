import type { ExperienceCategory, ReviewKeywords } from '@repute/domain';

export type Tone = 'positive' | 'mixed' | 'negative';

/** What a draft may be written from: the review as its analysis reads it, and the account's own words. */
export type DraftFacts = {
  /** The reviewer's first name, the only personal detail a draft may carry; null when the review gives none. */
  firstName: string | null;
  /** The reviewer's other names, which a draft never carries. */
  otherNames: string[];
  locationName: string;
  /** 1 to 5 stars; null when the source gives none. */
  rating: number | null;
  tone: Tone;
  /** What the review talks about, as phrases a reply may name ("the food", "our staff"), most mentioned first. */
  topics: string[];
  /** A healthcare account never confirms that the reviewer was a patient. */
  healthcare: boolean;
  reviewText: string;
  /** The account's response templates, filled in for this review. */
  templates: string[];
  /** Which of several fitting templates a draft uses: the review's id, so that drafts vary but never flicker. */
  seed: number;
};

/** A category as a reply names it; null for one that says nothing a reply could name. */
const CATEGORY_PHRASES: Record<ExperienceCategory, string | null> = {
  food: 'the food',
  service: 'our service',
  atmosphere: 'the atmosphere',
  value: 'the value',
  product: 'our products',
  location: 'our location',
  'care quality': 'the quality of our care',
  'bedside manner': 'the kindness of our team',
  staff: 'our staff',
  'wait time': 'wait times',
  facilities: 'our facilities',
  'consumer/customer/patient': null,
};

/** Topics a draft names at most: more reads like a list. */
const MAX_TOPICS = 2;

/** Stars decide the tone; a review without stars reads as its analysis does. */
export function toneOf(rating: number | null, sentiment: ReviewKeywords['sentiment']): Tone {
  if (rating !== null && rating >= 1) return rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'mixed';
  return sentiment === '1' ? 'positive' : sentiment === '-1' ? 'negative' : 'mixed';
}

/** The sentiment a topic must have been mentioned with to be named in a reply of this tone (any, when mixed). */
const fits = (tone: Tone, sentiment: string) => tone === 'mixed' || sentiment === (tone === 'positive' ? '1' : '-1');

/**
 * A keyword a reply may repeat: plain lowercase words, as the reviewer wrote them in lowercase (a name such as
 * "Patel" is only ever capitalised, so it never qualifies).
 */
function repeatable(short: string, reviewText: string): boolean {
  return /^[a-z][a-z -]{1,29}$/.test(short) && short.split(' ').length <= 3 && reviewText.includes(short);
}

/**
 * The review's topics a reply of its tone may name: its categories first (the account's own words for what
 * matters), then, except for healthcare (whose keywords are treatments, which a reply never names), its most
 * mentioned keywords.
 */
export function topicsOf(analysis: ReviewKeywords, tone: Tone, healthcare: boolean, reviewText: string): string[] {
  const topics: string[] = [];
  for (const { category, sentiment } of analysis.categories) {
    const phrase = CATEGORY_PHRASES[category as ExperienceCategory];
    if (phrase && fits(tone, sentiment) && !topics.includes(phrase)) topics.push(phrase);
  }
  if (!healthcare) {
    const counts = new Map<string, number>();
    for (const { short, sentiment } of analysis.keywords) {
      if (fits(tone, sentiment) && repeatable(short, reviewText)) counts.set(short, (counts.get(short) ?? 0) + 1);
    }
    const keywords = [...counts].sort((a, b) => b[1] - a[1]).map(([short]) => `the ${short}`);
    for (const keyword of keywords) if (!topics.includes(keyword)) topics.push(keyword);
  }
  return topics.slice(0, MAX_TOPICS);
}

/** "Emily Carter" → Emily and [Carter]; a name of one letter or none is no name. */
export function namesOf(authorName: string | null): { firstName: string | null; otherNames: string[] } {
  const [first, ...others] = (authorName ?? '').trim().split(/\s+/).filter(Boolean);
  const firstName = first && /^\p{L}[\p{L}'-]+$/u.test(first) ? first : null;
  return { firstName, otherNames: others.map((name) => name.replace(/[.,]/g, '')).filter((name) => name.length > 1) };
}
