import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { accountSettings, locations, reviews } from '../../platform/db/schema';

const GOOGLE = 1;

const {
  t,
  sessions: { manager, user, limited, readOnly, bluebird },
} = useTestApp({
  logins: {
    manager: 'manager@northwind.example',
    user: 'user@northwind.example',
    limited: 'limited@northwind.example',
    readOnly: 'readonly@northwind.example',
    bluebird: 'owner@bluebird.example',
  },
});

const jobs = () => t.modules.autoReplies.services.autoReplyJobs;

// The demo's own rules would take the test's reviews first (the oldest rule that picks a review takes it).
beforeAll(async () => {
  const listed = (await client(t, manager).get('/api/auto_reply_rules')).json();
  expect(listed._embedded.auto_reply_rules.length).toBeGreaterThan(0);
  for (const rule of listed._embedded.auto_reply_rules) {
    const off = await client(t, manager).patch(`/api/auto_reply_rules/${rule.id}`, { ...rule, enabled: false });
    expect(off.statusCode).toBe(200);
  }
});

let arrivals = 0;
/** A Google review arriving now at Northwind's first location, as a sync would store it. */
async function arrives(content: string, rating = 5): Promise<number> {
  const [location] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.accountId, manager.account_id))
    .orderBy(locations.id)
    .limit(1);
  if (!location) throw new Error('no location');
  arrivals += 1;
  const [review] = await t.db
    .insert(reviews)
    .values({
      accountId: manager.account_id,
      locationId: location.id,
      sourceId: GOOGLE,
      externalId: `auto-reply-${arrivals}`,
      rating,
      authorName: 'Dana Rivers',
      content,
      publishedAt: new Date(),
      sourceUpdatedAt: new Date(),
    })
    .returning({ id: reviews.id });
  if (!review) throw new Error('no review');
  return review.id;
}

async function templateIds(): Promise<number[]> {
  const listed = (await client(t, manager).get('/api/response_templates?per_page=25')).json();
  return (listed._embedded.response_templates as { id: number }[]).map((template) => template.id);
}

const ruleBody = async (overrides: Record<string, unknown> = {}) => ({
  name: 'Thank five-star reviews',
  source_ids: [GOOGLE],
  rating_min: 4,
  rating_max: 5,
  text: 'with_text',
  keywords: ['zebra'],
  reply_with: 'templates',
  template_ids: (await templateIds()).slice(0, 2),
  delay_minutes: 5,
  ...overrides,
});

type Run = { id: number; review_id: number; status: string; reason: string | null; due_at: string };
const runOf = async (ruleId: number, reviewId: number) => {
  const history = (await client(t, manager).get(`/api/auto_reply_rules/${ruleId}/history`)).json();
  return (history.runs as Run[]).find((run) => run.review_id === reviewId);
};

describe('auto-reply rules', () => {
  it('are saved with every version kept, and refuse what the issue does not allow', async () => {
    const created = await client(t, manager).post('/api/auto_reply_rules', await ruleBody({ name: 'Versioned' }));
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({ name: 'Versioned', enabled: true, delay_minutes: 5, version: 1, quiet_hours: null });
    const changed = await client(t, manager).patch(
      `/api/auto_reply_rules/${rule.id}`,
      await ruleBody({ name: 'Versioned', delay_minutes: 90, quiet_hours: { starts: '22:00', ends: '07:00' } }),
    );
    expect(changed.json()).toMatchObject({ version: 2, delay_minutes: 90 });
    const history = (await client(t, manager).get(`/api/auto_reply_rules/${rule.id}/history`)).json();
    expect(history.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(history.versions[1]).toMatchObject({ rule: { delay_minutes: 5 }, changed_by: 'Marcus Chen' });

    for (const bad of [
      { delay_minutes: 4 },
      { delay_minutes: 24 * 60 + 1 },
      { rating_min: 5, rating_max: 2 },
      { template_ids: [] },
      { template_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      { quiet_hours: { starts: '25:00', ends: '07:00' } },
    ]) {
      const refused = await client(t, manager).post('/api/auto_reply_rules', await ruleBody(bad));
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Another account's template is unknown here.
    const theirs = (await client(t, bluebird).get('/api/response_templates')).json()._embedded.response_templates;
    if (theirs.length > 0) {
      const refused = await client(t, manager).post(
        '/api/auto_reply_rules',
        await ruleBody({ template_ids: [theirs[0].id] }),
      );
      expect(refused.statusCode).toBe(400);
    }
    expect((await client(t, bluebird).get(`/api/auto_reply_rules/${rule.id}`)).statusCode).toBe(404);
    expect((await client(t, user).post('/api/auto_reply_rules', await ruleBody())).statusCode).toBe(403);
    expect((await client(t, readOnly).get('/api/auto_reply_rules')).statusCode).toBe(200);
    expect((await client(t, manager).delete(`/api/auto_reply_rules/${rule.id}`)).statusCode).toBe(200);
    expect((await client(t, manager).get(`/api/auto_reply_rules/${rule.id}`)).statusCode).toBe(404);
  });

  it('dry-runs over last month: the replies it would have posted, and flagged wording left to a person', async () => {
    const praised = await arrives('Lovely zebra cake, thank you all');
    const threatened = await arrives('Great zebra cake but my lawyer will hear about the parking');
    const dry = await client(t, manager).post('/api/auto_reply_rules/dry_run', await ruleBody());
    expect(dry.statusCode).toBe(200);
    const { days, items } = dry.json();
    expect(days).toBe(30);
    const byReview = new Map(items.map((item: { review_id: number }) => [item.review_id, item]));
    expect(byReview.get(praised)).toMatchObject({ outcome: 'reply', flagged: [] });
    expect((byReview.get(praised) as { reply: string }).reply).toMatch(/\S/);
    expect(byReview.get(threatened)).toMatchObject({
      outcome: 'person',
      flagged: [{ category: 'legal_threat', phrase: 'lawyer' }],
    });
  });

  it('posts after the delay through the responses module and records the rule as the poster', async () => {
    const rule = (await client(t, manager).post('/api/auto_reply_rules', await ruleBody({ name: 'Poster' }))).json();
    const reviewId = await arrives('The zebra mural made our day');
    const ignored = await arrives('zebra but only three stars', 3);
    await jobs().sweep();
    const run = await runOf(rule.id, reviewId);
    expect(run?.status).toBe('scheduled');
    const waited = new Date(run?.due_at ?? 0).getTime() - Date.now();
    expect(waited).toBeGreaterThan(4 * 60_000);
    expect(await runOf(rule.id, ignored)).toBeUndefined();

    await jobs().post({ accountId: manager.account_id, runId: run?.id ?? 0 });
    expect((await runOf(rule.id, reviewId))?.status).toBe('posted');
    const review = (await client(t, manager).get(`/api/reviews/${reviewId}`)).json();
    expect(review.responses[0]).toMatchObject({ status: 'submitting' });
    const audit = (await client(t, manager).get(`/api/reviews/${reviewId}/reply_audit`)).json();
    expect(audit).toEqual({
      posted_by: null,
      rule_id: rule.id,
      rule_name: 'Poster',
      approved_by: null,
      suggested_by: null,
    });
  });

  it('posts nothing when a person replied meanwhile or the rule was switched off, and holds flagged wording', async () => {
    const rule = (await client(t, manager).post('/api/auto_reply_rules', await ruleBody({ name: 'Careful' }))).json();
    const answered = await arrives('A zebra of a dinner, answered by hand');
    const switchedOff = await arrives('zebra stripes everywhere, wonderful');
    const flagged = await arrives('zebra cake was fine, but I got food poisoning');
    await jobs().sweep();

    const personal = await client(t, manager).post('/api/responses', { review_id: answered, content: 'Thanks, Dana!' });
    expect(personal.statusCode).toBe(202);
    await jobs().post({ accountId: manager.account_id, runId: (await runOf(rule.id, answered))?.id ?? 0 });
    expect(await runOf(rule.id, answered)).toMatchObject({ status: 'skipped', reason: 'Someone replied meanwhile' });
    const kept = (await client(t, manager).get(`/api/reviews/${answered}`)).json();
    expect(kept.responses[0].content).toBe('Thanks, Dana!');
    expect((await client(t, manager).get(`/api/reviews/${answered}/reply_audit`)).json()).toMatchObject({
      posted_by: 'Marcus Chen',
      rule_id: null,
    });

    await client(t, manager).patch(
      `/api/auto_reply_rules/${rule.id}`,
      await ruleBody({ name: 'Careful', enabled: false }),
    );
    await jobs().post({ accountId: manager.account_id, runId: (await runOf(rule.id, switchedOff))?.id ?? 0 });
    expect(await runOf(rule.id, switchedOff)).toMatchObject({ status: 'skipped', reason: 'The rule was switched off' });
    expect((await client(t, manager).get(`/api/reviews/${switchedOff}`)).json().responses).toEqual([]);

    expect(await runOf(rule.id, flagged)).toMatchObject({ status: 'held_for_person', reason: 'food poisoning' });
    const queue = (await client(t, manager).get(`/api/reply_suggestions?review_id=${flagged}`)).json();
    expect(queue._embedded.reply_suggestions[0]).toMatchObject({
      rule_name: 'Careful',
      flagged: [{ category: 'health_claim', phrase: 'food poisoning' }],
    });
    expect((await client(t, manager).get(`/api/reviews/${flagged}`)).json().responses).toEqual([]);
  });

  it('are behind the auto_responding setting', async () => {
    await t.db
      .update(accountSettings)
      .set({ value: 'false' })
      .where(and(eq(accountSettings.accountId, manager.account_id), eq(accountSettings.code, 'auto_responding')));
    await t.sessionChangesHeard();
    const refused = await client(t, manager).get('/api/auto_reply_rules');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('feature_disabled');
    await t.db
      .update(accountSettings)
      .set({ value: 'true' })
      .where(and(eq(accountSettings.accountId, manager.account_id), eq(accountSettings.code, 'auto_responding')));
    await t.sessionChangesHeard();
  });
});

describe('the approval queue', () => {
  it('takes suggestions from suggest-only users, which approvers post in bulk with the audit', async () => {
    const first = await arrives('Suggested reply please');
    const second = await arrives('Another for the queue');
    expect((await client(t, limited).post('/api/responses', { review_id: first, content: 'Hi' })).statusCode).toBe(403);
    const ids: number[] = [];
    for (const reviewId of [first, second]) {
      const suggested = await client(t, limited).post('/api/reply_suggestions', {
        review_id: reviewId,
        content: 'Thank you for the kind words!',
      });
      expect(suggested.statusCode).toBe(201);
      expect(suggested.json()).toMatchObject({ status: 'pending', suggested_by: expect.any(String) });
      ids.push(suggested.json().id);
    }
    expect((await client(t, limited).post(`/api/reply_suggestions/${ids[0]}/approve`, {})).statusCode).toBe(403);
    expect((await client(t, limited).post('/api/reply_suggestions/approve', { ids })).statusCode).toBe(403);
    expect((await client(t, bluebird).post(`/api/reply_suggestions/${ids[0]}/approve`, {})).statusCode).toBe(404);

    const bulk = await client(t, manager).post('/api/reply_suggestions/approve', { ids });
    expect(bulk.json()).toEqual({ approved: ids, failed: [] });
    const again = await client(t, manager).post(`/api/reply_suggestions/${ids[0]}/approve`, {});
    expect(again.statusCode).toBe(409);
    const audit = (await client(t, manager).get(`/api/reviews/${first}/reply_audit`)).json();
    expect(audit).toMatchObject({ posted_by: 'Marcus Chen', approved_by: 'Marcus Chen', rule_id: null });
    expect(audit.suggested_by).toEqual(expect.any(String));
    const pending = (await client(t, manager).get('/api/reply_suggestions')).json()._embedded.reply_suggestions;
    expect(pending.map((suggestion: { id: number }) => suggestion.id)).not.toContain(ids[0]);
  });

  it('rejects a suggestion and refuses one for a review already answered', async () => {
    const reviewId = await arrives('Reject this suggestion');
    const suggested = (
      await client(t, user).post('/api/reply_suggestions', { review_id: reviewId, content: 'Too casual, mate' })
    ).json();
    const rejected = await client(t, manager).post(`/api/reply_suggestions/${suggested.id}/reject`);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decided_by: 'Marcus Chen' });
    await client(t, manager).post('/api/responses', { review_id: reviewId, content: 'Thank you.' });
    const late = await client(t, user).post('/api/reply_suggestions', { review_id: reviewId, content: 'Hello' });
    expect(late.statusCode).toBe(409);
    expect(
      (await client(t, user).post('/api/reply_suggestions', { review_id: reviewId, content: '' })).statusCode,
    ).toBe(400);
  });
});
