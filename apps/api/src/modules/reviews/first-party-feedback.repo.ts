import type { Database } from '../../platform/db/client';
import { reviews } from '../../platform/db/schema';

export type FeedbackReviewValues = Pick<
  typeof reviews.$inferInsert,
  | 'accountId'
  | 'locationId'
  | 'sourceId'
  | 'externalId'
  | 'rating'
  | 'authorName'
  | 'content'
  | 'surveySelectorType'
  | 'surveyScore'
  | 'private'
  | 'publishConsent'
  | 'publishedAt'
  | 'sourceUpdatedAt'
>;

/** First-party feedback's own rows in `reviews`: each answer once (its external id is the answer's). */
export function createFirstPartyFeedbackRepo(db: Database) {
  return {
    /** The new review's id, or undefined when this answer is in the inbox already. */
    async insert(values: FeedbackReviewValues): Promise<number | undefined> {
      const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
      return row?.id;
    },
  };
}

export type FirstPartyFeedbackRepo = ReturnType<typeof createFirstPartyFeedbackRepo>;
