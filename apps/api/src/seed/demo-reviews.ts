import { fillResponseTemplate } from '@repute/domain';
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
import { CUSTOMER_FEEDBACK, DAY_MS, hasDemoReviews, type PlannedReview, planLocationReviews } from './demo-review-plan';
import { RESPONSES_BY_TONE } from './review-texts';

const BATCH = 1000;

/**
 * About two years of reviews for every demo location, with responses on about 60% and some tags.
 * Deterministic (seeded by location name) and idempotent: external ids are fixed, so a second run
 * inserts nothing. Also stores each location's sandbox sync cursor so new reviews arrive as the demo runs.
 */
export async function seedDemoReviews(db: Database, accountId: number, vertical: string, now = new Date()) {
  if (!hasDemoReviews(vertical)) return 0;
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.id));
  let created = 0;
  for (const location of rows) {
    const planned = planLocationReviews(accountId, location, vertical, now);
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
