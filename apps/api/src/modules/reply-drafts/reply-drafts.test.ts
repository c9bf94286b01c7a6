import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, type Session, useTestApp } from '../../../test/test-app';
import { accountSettings } from '../../platform/db/schema';
import { failedChecks } from './guardrails';

type ListedReview = {
  id: number;
  rating: number;
  author_name: string | null;
  content: string | null;
  location_name: string;
};

const {
  t,
  sessions: { manager, bluebird, readOnly },
} = useTestApp({
  logins: {
    manager: 'manager@northwind.example',
    bluebird: 'owner@bluebird.example',
    readOnly: 'readonly@northwind.example',
  },
});

/** A demo review with text and a named reviewer, of the stars asked for. */
async function reviewOf(session: Session, rating: number): Promise<ListedReview> {
  const listed = (await client(t, session).get(`/api/reviews?rating=${rating}&per_page=50`)).json();
  const review = (listed._embedded.reviews as ListedReview[]).find(
    (candidate) => candidate.content?.trim() && candidate.author_name?.includes(' '),
  );
  if (!review) throw new Error(`no ${rating}-star review with text`);
  return review;
}

const draftOf = (session: Session, id: number | string) => client(t, session).post(`/api/reviews/${id}/reply_draft`);

describe('POST /reviews/{id}/reply_draft with no language model (the demo)', () => {
  it('drafts a restaurant reply from the review: first name, location, tone of the stars', async () => {
    for (const rating of [5, 1]) {
      const review = await reviewOf(bluebird, rating);
      const answer = await draftOf(bluebird, review.id);
      expect(answer.statusCode).toBe(200);
      const draft = answer.json();
      expect(draft).toMatchObject({ review_id: review.id, engine: 'built_in', fallback: null });
      const [first, ...others] = (review.author_name ?? '').split(' ');
      expect(draft.content).toContain(first);
      for (const other of others) expect(draft.content).not.toContain(other);
      expect(draft.content).toContain(review.location_name);
      if (rating === 1) expect(draft.content).toMatch(/sorry/i);
      else expect(draft.content).not.toMatch(/sorry/i);
    }
  });

  it('never confirms that a healthcare reviewer was a patient', async () => {
    for (const rating of [5, 3, 1]) {
      const review = await reviewOf(manager, rating);
      const draft = (await draftOf(manager, review.id)).json();
      expect(draft.engine).toBe('built_in');
      expect(draft.content).not.toMatch(
        /patient|visit|appointment|treat|procedure|see you|seeing you|you chose|your care|your experience/i,
      );
      const first = review.author_name?.split(' ')[0] ?? null;
      const facts = {
        firstName: first,
        otherNames: [],
        locationName: review.location_name,
        rating,
        tone: 'mixed' as const,
        topics: [],
        healthcare: true,
        reviewText: review.content ?? '',
        templates: [],
        seed: 0,
      };
      expect(failedChecks(draft.content, facts)).toEqual([]);
    }
  });

  it('answers 404 for another account’s review and 400 for a bad id', async () => {
    const theirs = await reviewOf(bluebird, 5);
    expect((await draftOf(manager, theirs.id)).statusCode).toBe(404);
    expect((await draftOf(manager, 'abc')).statusCode).toBe(400);
    expect((await draftOf(manager, 0)).statusCode).toBe(400);
  });

  it('needs review respond and the ai_smart_responses setting (403)', async () => {
    const review = await reviewOf(manager, 4);
    expect((await draftOf(readOnly, review.id)).statusCode).toBe(403);
    const setting = and(
      eq(accountSettings.accountId, manager.account_id),
      eq(accountSettings.code, 'ai_smart_responses'),
    );
    await t.db.update(accountSettings).set({ value: 'false' }).where(setting);
    await t.sessionChangesHeard();
    const off = await draftOf(manager, review.id);
    await t.db.update(accountSettings).set({ value: 'true' }).where(setting);
    await t.sessionChangesHeard();
    expect(off.statusCode).toBe(403);
    expect((await draftOf(manager, review.id)).statusCode).toBe(200);
  });
});
