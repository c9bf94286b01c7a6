import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { accountSettings } from '../../platform/db/schema';

const {
  t,
  sessions: { manager, readOnly, bluebird },
} = useTestApp({
  logins: {
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    bluebird: 'owner@bluebird.example',
  },
});

async function aReview(offset: number): Promise<number> {
  const listed = (await client(t, manager).get('/api/reviews?per_page=10')).json();
  const review = listed._embedded.reviews[offset];
  if (!review) throw new Error('no review');
  return review.id;
}

const filing = {
  reason: 'not_a_customer',
  details: 'We have no record of this visit; the reviewer works for a competitor.',
  evidence_url: 'https://example.com/evidence.png',
};

describe('review disputes', () => {
  it('are filed with a reason and evidence and tracked to the source’s decision', async () => {
    const reviewId = await aReview(0);
    const filed = await client(t, manager).post(`/api/reviews/${reviewId}/disputes`, filing);
    expect(filed.statusCode).toBe(201);
    const dispute = filed.json();
    expect(dispute).toMatchObject({ ...filing, status: 'submitted', created_by: 'Marcus Chen', resolved_at: null });
    expect((await client(t, manager).post(`/api/reviews/${reviewId}/disputes`, filing)).statusCode).toBe(409);

    const inReview = await client(t, manager).patch(`/api/review_disputes/${dispute.id}`, { status: 'in_review' });
    expect(inReview.json()).toMatchObject({ status: 'in_review', resolved_at: null });
    const decided = await client(t, manager).patch(`/api/review_disputes/${dispute.id}`, {
      status: 'removed',
      outcome_note: 'Google removed it on appeal',
    });
    expect(decided.json()).toMatchObject({ status: 'removed', outcome_note: 'Google removed it on appeal' });
    expect(decided.json().resolved_at).not.toBeNull();
    expect((await client(t, manager).patch(`/api/review_disputes/${dispute.id}`, { status: 'kept' })).statusCode).toBe(
      409,
    );
    const listed = (await client(t, readOnly).get(`/api/reviews/${reviewId}/disputes`)).json();
    expect(listed._embedded.disputes).toHaveLength(1);
    // Closed, a new dispute may be filed.
    expect((await client(t, manager).post(`/api/reviews/${reviewId}/disputes`, filing)).statusCode).toBe(201);
  });

  it('refuses bad input, other accounts, people who may not change reviews, and the setting off', async () => {
    const reviewId = await aReview(1);
    for (const bad of [
      { ...filing, reason: 'boring' },
      { ...filing, details: ' ' },
      { ...filing, evidence_url: 'javascript:alert(1)' },
    ]) {
      expect((await client(t, manager).post(`/api/reviews/${reviewId}/disputes`, bad)).statusCode).toBe(400);
    }
    expect((await client(t, bluebird).post(`/api/reviews/${reviewId}/disputes`, filing)).statusCode).toBe(404);
    expect((await client(t, bluebird).get(`/api/reviews/${reviewId}/disputes`)).statusCode).toBe(404);
    expect((await client(t, readOnly).post(`/api/reviews/${reviewId}/disputes`, filing)).statusCode).toBe(403);
    const dispute = (await client(t, manager).post(`/api/reviews/${reviewId}/disputes`, filing)).json();
    expect((await client(t, bluebird).patch(`/api/review_disputes/${dispute.id}`, { status: 'kept' })).statusCode).toBe(
      404,
    );

    const gate = and(eq(accountSettings.accountId, manager.account_id), eq(accountSettings.code, 'dispute_reviews'));
    await t.db.update(accountSettings).set({ value: 'false' }).where(gate);
    await t.sessionChangesHeard();
    const refused = await client(t, manager).get(`/api/reviews/${reviewId}/disputes`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('feature_disabled');
    await t.db.update(accountSettings).set({ value: 'true' }).where(gate);
    await t.sessionChangesHeard();
  });
});
