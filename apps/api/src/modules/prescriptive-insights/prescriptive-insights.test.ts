import type { PrescriptiveInsight } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { client, type Session, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, readOnly, limited, partner, bluebird },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    readOnly: 'readonly@northwind.example',
    limited: 'limited@northwind.example',
    partner: 'partner@summit.example',
    bluebird: 'owner@bluebird.example',
  },
});

async function insightsOf(session: Session) {
  const answer = await client(t, session).get('/api/prescriptive_insights');
  expect(answer.statusCode).toBe(200);
  return answer.json() as { _embedded: { prescriptive_insights: PrescriptiveInsight[] }; hidden: number };
}

/** The reviews list call a reviews-inbox link stands for: the filter bar's URL keys as the API names them. */
function reviewsCallOf(href: string): string {
  const url = new URL(href, 'http://app.example');
  const names: Record<string, string> = {
    locationId: 'location_id',
    responseStatus: 'response_status',
    from: 'from',
    to: 'to',
    sentiment: 'sentiment',
  };
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (key !== 'dateDescriptor') query.set(names[key] ?? key, value);
  return `/api/reviews?${query}`;
}

describe('GET /prescriptive_insights', () => {
  it('gives the demo insights ranked by expected effect, each with evidence that opens on the right filter', async () => {
    const { _embedded } = await insightsOf(admin);
    const insights = _embedded.prescriptive_insights;
    expect(insights.length).toBeGreaterThan(0);
    expect(insights.map((insight) => insight.effect)).toEqual(
      [...insights.map((insight) => insight.effect)].sort((a, b) => b - a),
    );
    for (const insight of insights) {
      expect(insight.evidence.summary).not.toBe('');
      expect(insight.evidence.link.href).toMatch(/^\/[a-z]/);
      expect(insight.fix.href).toMatch(/^\/[a-z]/);
      if (insight.evidence.link.href.startsWith('/reviews?')) {
        const listed = await client(t, admin).get(reviewsCallOf(insight.evidence.link.href));
        expect(listed.statusCode).toBe(200);
        expect(listed.json()._total).toBeGreaterThanOrEqual(insight.evidence.items.length);
        expect(listed.json()._total).toBeGreaterThan(0);
      }
      for (const item of insight.evidence.items.filter((each) => each.href.startsWith('/reviews/'))) {
        const id = item.href.split('/')[2];
        expect((await client(t, admin).get(`/api/reviews/${id}`)).statusCode).toBe(200);
      }
    }
  });

  it('hides a dismissed insight for the account and counts it as hidden; a snoozed one too', async () => {
    const before = await insightsOf(admin);
    const [first, second] = before._embedded.prescriptive_insights;
    if (!first || !second) throw new Error('the demo needs two insights');
    const dismissed = await client(t, admin).post('/api/prescriptive_insights/dismissals', { key: first.key });
    expect(dismissed.statusCode).toBe(201);
    expect(dismissed.json()).toEqual({ key: first.key, hidden_until: null });
    const snoozed = await client(t, admin).post('/api/prescriptive_insights/dismissals', {
      key: second.key,
      snooze_days: 7,
    });
    expect(Date.parse(snoozed.json().hidden_until)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const after = await insightsOf(readOnly);
    const keys = after._embedded.prescriptive_insights.map((insight) => insight.key);
    expect(keys).not.toContain(first.key);
    expect(keys).not.toContain(second.key);
    expect(after.hidden).toBe(before.hidden + 2);
  });

  it('refuses what the caller may not do, bad keys, and other accounts see only their own', async () => {
    expect(
      (await client(t, readOnly).post('/api/prescriptive_insights/dismissals', { key: 'photos_missing:account' }))
        .statusCode,
    ).toBe(403);
    expect((await client(t, limited).get('/api/prescriptive_insights')).statusCode).toBe(403);
    expect((await client(t, partner).get('/api/prescriptive_insights')).statusCode).toBe(403);
    for (const key of ['nothing:1', 'response_time:x', '']) {
      expect((await client(t, admin).post('/api/prescriptive_insights/dismissals', { key })).statusCode).toBe(400);
    }
    const northwind = (await insightsOf(admin))._embedded.prescriptive_insights;
    const theirs = (await insightsOf(bluebird))._embedded.prescriptive_insights;
    const northwindLocations = new Set(northwind.flatMap((insight) => insight.location_id ?? []));
    for (const insight of theirs) expect(northwindLocations.has(insight.location_id ?? -1)).toBe(false);
  });
});
