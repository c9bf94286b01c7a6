import { fillResponseTemplate, publishConsentText, sourceByCode } from '@repute/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { sandboxCursorAt } from '../connectors/review-sandbox';
import type { Database } from '../platform/db/client';
import {
  locations,
  responseTemplates,
  reviewResponses,
  reviewSyncStates,
  reviews,
  reviewTags,
  tags,
} from '../platform/db/schema';
import { DEMO_TAGS, RESPONSES_BY_TONE, REVIEWER_NAMES, TEXTS_BY_VERTICAL, type Tone } from './review-texts';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
const BATCH = 1000;
/** The catalogue's Customer Feedback: first-party answers, private unless their customer agreed to publication. */
const CUSTOMER_FEEDBACK = sourceByCode('feedback')?.id;

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
type PlannedReview = Insert & { responseDelayDays: number | null; tag: string | null; tone: Tone };

/**
 * About two years of reviews for every demo location, with responses on about 60% and some tags.
 * Deterministic (seeded by location name) and idempotent: external ids are fixed, so a second run
 * inserts nothing. Also stores each location's sandbox sync cursor so new reviews arrive as the demo runs.
 */
export async function seedDemoReviews(db: Database, accountId: number, vertical: string, now = new Date()) {
  const plan = PLAN[vertical];
  const texts = TEXTS_BY_VERTICAL[vertical];
  if (!plan || !texts) return 0;
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.id));
  let created = 0;
  for (const location of rows) {
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
    created += await insertLocationReviews(db, accountId, location.name, planned);
    await db
      .insert(reviewSyncStates)
      .values(
        [...new Set(planned.map((review) => review.sourceId))].map((sourceId) => ({
          accountId,
          locationId: location.id,
          sourceId,
          cursor: sandboxCursorAt(
            { locationId: location.id, sourceId },
            now,
            planned.filter((review) => review.sourceId === sourceId).length,
          ),
          lastSyncedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  await refreshSyncCounts(db, accountId);
  await seedTemplates(db, accountId);
  return created;
}

async function insertLocationReviews(db: Database, accountId: number, locationName: string, planned: PlannedReview[]) {
  let created = 0;
  const tagIds = new Map<string, number>();
  for (let start = 0; start < planned.length; start += BATCH) {
    const batch = planned.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(reviews)
        .values(
          batch.map(({ responseDelayDays, tag, tone, ...review }) => ({
            ...review,
            respondedAt:
              responseDelayDays === null ? null : new Date(review.publishedAt.getTime() + responseDelayDays * DAY_MS),
            status: responseDelayDays === null ? ('needs_response' as const) : ('responded' as const),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: reviews.id, externalId: reviews.externalId });
      created += inserted.length;
      if (inserted.length === 0) return;
      const idOf = new Map(inserted.map((row) => [row.externalId, row.id]));
      const responses = batch.flatMap((review) => {
        const reviewId = idOf.get(review.externalId);
        if (!reviewId || review.responseDelayDays === null) return [];
        const template = RESPONSES_BY_TONE[review.tone][reviewId % RESPONSES_BY_TONE[review.tone].length] ?? '';
        const publishedAt = new Date(review.publishedAt.getTime() + review.responseDelayDays * DAY_MS);
        return [
          {
            accountId,
            reviewId,
            sourceId: review.sourceId,
            content: fillResponseTemplate(template, {
              reviewerName: review.authorName ?? null,
              locationName: locationName,
            }),
            status: 'published' as const,
            readOnly: review.sourceId === CUSTOMER_FEEDBACK,
            publishedAt,
            createdAt: publishedAt,
            updatedAt: publishedAt,
          },
        ];
      });
      if (responses.length > 0) await tx.insert(reviewResponses).values(responses).onConflictDoNothing();
      const tagged = batch.filter((review) => review.tag && idOf.has(review.externalId));
      for (const name of new Set(tagged.map((review) => review.tag ?? ''))) {
        if (tagIds.has(name)) continue;
        await tx.insert(tags).values({ accountId, name }).onConflictDoNothing();
        const [tag] = await tx
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.accountId, accountId), sql`lower(${tags.name}) = lower(${name})`));
        if (tag) tagIds.set(name, tag.id);
      }
      const links = tagged.flatMap((review) => {
        const reviewId = idOf.get(review.externalId);
        const tagId = tagIds.get(review.tag ?? '');
        return reviewId && tagId ? [{ accountId, reviewId, tagId }] : [];
      });
      if (links.length > 0) await tx.insert(reviewTags).values(links).onConflictDoNothing();
    });
  }
  return created;
}

/** Reconciliation counts: the sandbox's history is what we hold, so source and local counts agree. */
async function refreshSyncCounts(db: Database, accountId: number) {
  await db.execute(sql`
    update ${reviewSyncStates} s set local_count = c.n, source_count = c.n
    from (select location_id, source_id, count(*)::int as n from ${reviews}
          where account_id = ${accountId} and not removed group by location_id, source_id) c
    where s.account_id = ${accountId} and s.location_id = c.location_id and s.source_id = c.source_id`);
}

const TEMPLATES = [
  { name: 'Thank you', content: 'Thank you, %REVIEWER_NAME%! We are so glad you chose %LOCATION_NAME%.' },
  {
    name: 'Sorry to hear',
    content:
      'Hi %REVIEWER_NAME%, we are sorry your visit to %LOCATION_NAME% fell short. Please call us so we can make it right.',
  },
  { name: 'Come back soon', content: 'Thanks for the feedback, %REVIEWER_NAME%. We hope to see you again soon!' },
];

async function seedTemplates(db: Database, accountId: number) {
  const existing = await db
    .select({ name: responseTemplates.name })
    .from(responseTemplates)
    .where(
      and(
        eq(responseTemplates.accountId, accountId),
        inArray(
          responseTemplates.name,
          TEMPLATES.map((t) => t.name),
        ),
      ),
    );
  const have = new Set(existing.map((row) => row.name));
  const missing = TEMPLATES.filter((template) => !have.has(template.name));
  if (missing.length > 0)
    await db.insert(responseTemplates).values(missing.map((template) => ({ accountId, ...template })));
}
