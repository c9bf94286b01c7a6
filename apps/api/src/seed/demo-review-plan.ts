import { publishConsentText, sourceByCode } from '@repute/domain';
import type { reviews } from '../platform/db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TAGS, REVIEWER_NAMES, TEXTS_BY_VERTICAL, type Tone } from './review-texts';

export const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
/** The catalogue's Customer Feedback: first-party answers, private unless their customer agreed to publication. */
export const CUSTOMER_FEEDBACK = sourceByCode('feedback')?.id;

/** Reviews per location over two years, and the sources they come from, by vertical. */
const PLAN: Record<string, { perLocation: number; sources: [code: string, weight: number][] }> = {
  healthcare: {
    perLocation: 667,
    sources: [
      ['google', 55],
      ['facebook', 12],
      ['healthgrades', 12],
      ['zocdoc', 10],
      ['yelp', 6],
      ['feedback', 5],
    ],
  },
  restaurant: {
    perLocation: 700,
    sources: [
      ['google', 45],
      ['yelp', 25],
      ['trip_advisor', 12],
      ['opentable', 10],
      ['facebook', 8],
    ],
  },
  fitness: {
    perLocation: 420,
    sources: [
      ['google', 55],
      ['facebook', 15],
      ['yelp', 12],
      ['classpass', 10],
      ['mindbody', 8],
    ],
  },
};

/** mulberry32: a small seeded generator, so every run writes the same reviews. */
function generator(seedText: string) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function weighted(sources: [string, number][], random: () => number): string {
  const total = sources.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [code, weight] of sources) {
    roll -= weight;
    if (roll < 0) return code;
  }
  return sources[0]?.[0] ?? 'google';
}

/** Roughly what review sites show: most reviews are 5 stars, a long tail of 1s, a few without a rating. */
function rating(random: () => number): number {
  const roll = random();
  if (roll < 0.52) return 5;
  if (roll < 0.72) return 4;
  if (roll < 0.8) return 3;
  if (roll < 0.86) return 2;
  if (roll < 0.98) return 1;
  return 0;
}

type Insert = typeof reviews.$inferInsert;
/** A review to insert; its sentiment and categories come from the text analysis (modules/insights). */
export type PlannedReview = Insert & { responseDelayDays: number | null; tag: string | null; tone: Tone };

/** Whether the demo writes reviews for the vertical. */
export const hasDemoReviews = (vertical: string) => vertical in PLAN && vertical in TEXTS_BY_VERTICAL;

/**
 * A demo location's two years of reviews, before anything is stored: deterministic (seeded by the location's name),
 * so the seed writes the same reviews on every run and a test can read the texts and ratings the demo shows.
 */
export function planLocationReviews(
  accountId: number,
  location: { id: number; name: string },
  vertical: string,
  now: Date,
): PlannedReview[] {
  const plan = PLAN[vertical];
  const texts = TEXTS_BY_VERTICAL[vertical];
  if (!plan || !texts) return [];
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const random = generator(location.name);
  const planned: PlannedReview[] = [];
  for (let n = 0; n < plan.perLocation; n += 1) {
    const source = sourceByCode(weighted(plan.sources, random));
    if (!source) continue;
    const stars = rating(random);
    const tone: Tone = stars >= 4 ? 'positive' : stars === 3 || stars === 0 ? 'neutral' : 'negative';
    const content = `${pick(texts[tone].openings, random)} ${pick(texts[tone].details, random)}`;
    // Recent months hold a little more than old ones, as review volume grows.
    const age = Math.floor(HISTORY_DAYS * random() ** 1.2);
    const publishedAt = new Date(anchor - age * DAY_MS - Math.floor(random() * DAY_MS));
    const answered = random() < (tone === 'negative' ? 0.9 : 0.74) && source.supports_responses;
    const delay = answered ? 0.1 + random() * (random() < 0.8 ? 2 : 10) : null;
    // One customer in three ticked the page's consent to publish (decision 0114); chosen by position, not by the
    // generator, so that every other demo review stays as it was.
    const feedback = source.id === CUSTOMER_FEEDBACK;
    const consented = feedback && n % 3 === 0;
    planned.push({
      accountId,
      locationId: location.id,
      sourceId: source.id,
      externalId: `seed-${location.id}-${n}`,
      rating: stars,
      authorName: pick(REVIEWER_NAMES, random),
      content,
      language: 'en',
      url: `https://reviews.example/${source.code}/${location.id}/${n}`,
      publishedAt,
      sourceUpdatedAt: publishedAt,
      private: feedback && !consented,
      publishConsent: consented ? publishConsentText(location.name) : null,
      responseDelayDays: delay !== null && publishedAt.getTime() + delay * DAY_MS < now.getTime() ? delay : null,
      tag: random() < 0.08 ? pick(DEMO_TAGS, random) : null,
      tone,
    });
  }
  return planned;
}

/**
 * The reviews a fresh seed writes for each demo account with reviews (its locations numbered in order), for the
 * checks and measurements of what the demo shows.
 */
export function plannedDemoReviews(now: Date): { account: string; vertical: string; reviews: PlannedReview[] }[] {
  return DEMO_ACCOUNTS.filter((account) => hasDemoReviews(account.vertical)).map((account, accountIndex) => ({
    account: account.name,
    vertical: account.vertical,
    reviews: account.locations.flatMap((location, index) =>
      planLocationReviews(accountIndex + 1, { id: index + 1, name: location.name }, account.vertical, now),
    ),
  }));
}
