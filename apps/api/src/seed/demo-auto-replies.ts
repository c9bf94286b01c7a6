import { type AutoReplyRuleBody, autoReplyRuleBodySchema, fillResponseTemplate, USER_TYPE_ID } from '@repute/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import {
  autoReplyRules,
  autoReplyRuleVersions,
  locations,
  replySuggestions,
  responseTemplates,
  reviewDisputes,
  reviews,
  users,
} from '../platform/db/schema';

const HOUR = 60;

/**
 * Issue 32 §2 in the demo (decision 0146): two rules (praise answered after an hour outside the night, low ratings
 * drafted for approval), replies a suggest-only user left for approval, and a dispute in review. Run once, when the
 * account is created; the rules answer only reviews that arrive after them, so the demo's history stays a person's.
 */
export async function seedDemoAutoReplies(db: Database, accountId: number) {
  const templates = await db
    .select({ id: responseTemplates.id, name: responseTemplates.name, content: responseTemplates.content })
    .from(responseTemplates)
    .where(eq(responseTemplates.accountId, accountId))
    .orderBy(asc(responseTemplates.id));
  const thanks = templates.filter((template) => ['Thank you', 'Come back soon'].includes(template.name));
  if (thanks.length === 0) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.id))
    .limit(1);

  const rules: AutoReplyRuleBody[] = [
    autoReplyRuleBodySchema.parse({
      name: 'Thank happy reviewers',
      rating_min: 4,
      rating_max: 5,
      text: 'with_text',
      reply_with: 'templates',
      template_ids: thanks.map((template) => template.id),
      delay_minutes: HOUR,
      quiet_hours: { starts: '21:00', ends: '08:00' },
    }),
    autoReplyRuleBodySchema.parse({
      name: 'Low ratings wait for approval',
      rating_min: 1,
      rating_max: 2,
      reply_with: 'drafts',
      delay_minutes: 2 * HOUR,
      needs_approval: true,
    }),
  ];
  for (const rule of rules) {
    const { name, enabled } = rule;
    const [row] = await db.insert(autoReplyRules).values({ accountId, name, enabled, definition: rule }).returning();
    if (row) {
      await db
        .insert(autoReplyRuleVersions)
        .values({ accountId, ruleId: row.id, version: 1, definition: rule, changedByUserId: admin?.id ?? null });
    }
  }

  // The latest unanswered reviews: a suggest-only user's replies wait on two of praise, a dispute on a 1-star one.
  const unanswered = await db
    .select({ id: reviews.id, rating: reviews.rating, authorName: reviews.authorName, locationName: locations.name })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(and(eq(reviews.accountId, accountId), isNull(reviews.respondedAt), eq(reviews.removed, false)))
    .orderBy(desc(reviews.publishedAt))
    .limit(40);
  const [suggester] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.userTypeId, USER_TYPE_ID.limitedUser)))
    .limit(1);
  const praised = unanswered.filter((review) => review.rating >= 4).slice(0, 2);
  if (suggester && thanks[0]) {
    for (const review of praised) {
      const content = fillResponseTemplate(thanks[0].content, {
        reviewerName: review.authorName,
        locationName: review.locationName,
      });
      await db
        .insert(replySuggestions)
        .values({ accountId, reviewId: review.id, content, suggestedByUserId: suggester.id });
    }
  }
  const harshest = unanswered.find((review) => review.rating === 1);
  if (harshest) {
    await db.insert(reviewDisputes).values({
      accountId,
      reviewId: harshest.id,
      reason: 'not_a_customer',
      details: 'We have no booking or payment under this name on that date.',
      status: 'in_review',
      createdByUserId: admin?.id ?? null,
    });
  }
}
