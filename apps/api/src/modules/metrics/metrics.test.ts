import { CHART_COLORS } from '@repute/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

type Counted = { total: number; positive: number; negative: number; responded: number; average: number | null };

async function direct(where: string): Promise<Counted> {
  const result = await t.db.execute<Counted>(
    sql.raw(`select count(*)::int as total, (count(*) filter (where sentiment = 1))::int as positive,
      (count(*) filter (where sentiment = -1))::int as negative, count(responded_at)::int as responded,
      round(avg(rating) filter (where rating > 0), 2)::float8 as average
      from reviews where account_id = ${admin.account_id} and not removed ${where}`),
  );
  const row = result.rows[0];
  if (!row) throw new Error('no count');
  return row;
}

const FILTERS: [string, string][] = [
  ['', ''],
  ['source_id=1', 'and source_id = 1'],
  ['rating=5', 'and rating = 5'],
  ['sentiment=negative&rating=1,2&source_id=1,2', 'and sentiment = -1 and rating in (1, 2) and source_id in (1, 2)'],
  [
    'from=2025-06-01&to=2025-11-30',
    `and published_at >= '2025-06-01'::timestamp at time zone 'America/New_York' and published_at < '2025-12-01'::timestamp at time zone 'America/New_York'`,
  ],
];

describe('dashboard metrics', () => {
  it('overview equals a direct count and the reviews list for the same filters', async () => {
    const api = client(t, admin);
    for (const [query, where] of FILTERS) {
      const overview = (await api.get(`/api/metrics/${admin.account_id}/overview?${query}`)).json();
      const counted = await direct(where);
      expect({ query, overview }).toMatchObject({
        query,
        overview: {
          total_reviews: counted.total,
          positive_reviews: counted.positive,
          negative_reviews: counted.negative,
          responded_reviews: counted.responded,
          average_rating: counted.average,
        },
      });
      expect((await api.get(`/api/reviews?${query}`)).json()._total).toBe(overview.total_reviews);
      expect(overview.response_rate).toBeCloseTo(counted.responded / counted.total, 3);
      expect(overview.response_time).toBeGreaterThan(0);
    }
  });

  it('monthly breakdown, locations, groups and sources add up to the overview', async () => {
    const api = client(t, admin);
    const query = 'from=2024-12-01&to=2025-11-30';
    const overview = (await api.get(`/api/metrics/${admin.account_id}/overview?${query}`)).json();
    const breakdown = (await api.get(`/api/metrics/overview/breakdown?account_id=${admin.account_id}&${query}`)).json();
    expect(breakdown.totals.reduce((sum: number, month: { y: number }) => sum + month.y, 0)).toBe(
      overview.total_reviews,
    );
    expect(breakdown.sentiment.reduce((sum: number, month: { y1: number }) => sum + month.y1, 0)).toBe(
      overview.positive_reviews,
    );
    expect(breakdown.monthly[0]).toMatchObject({ x: '2024-12-01', dy: null });
    expect(breakdown.monthly[1].dy).toBeCloseTo(breakdown.monthly[1].y - breakdown.monthly[0].y, 2);

    const locations = (await api.get(`/api/metrics/${admin.account_id}/location?${query}&per_page=100`)).json();
    expect(locations._total).toBe(12);
    const byLocation = locations._embedded.locations.reduce(
      (sum: number, row: { total_reviews: number }) => sum + row.total_reviews,
      0,
    );
    expect(byLocation).toBe(overview.total_reviews);

    const groups = (
      await api.get(`/api/metrics/${admin.account_id}/group?${query}&sort[by]=total_reviews&sort[order]=desc`)
    ).json();
    expect(groups._embedded.groups.length).toBeGreaterThan(0);
    for (const group of groups._embedded.groups) {
      const filtered = (
        await api.get(`/api/metrics/${admin.account_id}/overview?${query}&group_id=${group.group_id}`)
      ).json();
      expect(group.total_reviews).toBe(filtered.total_reviews);
    }

    const sources = (await api.get(`/api/metrics/${admin.account_id}/sources?${query}`)).json().sources;
    expect(sources).toHaveLength(5);
    expect(sources[4]).toMatchObject({ source_id: null, name: 'Other', color: CHART_COLORS[4] });
    expect(sources[0].name).toBe('Google');
    expect(sources.reduce((sum: number, slice: { total_reviews: number }) => sum + slice.total_reviews, 0)).toBe(
      overview.total_reviews,
    );
  });

  it('reads the reports’ window names: start_date and end_date, or month_after and month_before', async () => {
    const api = client(t, admin);
    const path = `/api/metrics/${admin.account_id}`;
    for (const view of ['location', 'group']) {
      const plural = `${view}s`;
      const byFromTo = (await api.get(`${path}/${view}?from=2025-01-01&to=2025-06-30`)).json()._embedded[plural];
      const byDates = (await api.get(`${path}/${view}?start_date=2025-01-01&end_date=2025-06-30`)).json()._embedded[
        plural
      ];
      const byMonths = (await api.get(`${path}/${view}?month_after=2025-01&month_before=2025-06`)).json()._embedded[
        plural
      ];
      expect(byDates).toEqual(byFromTo);
      expect(byMonths).toEqual(byFromTo);
      const all = (await api.get(`${path}/${view}`)).json()._embedded[plural];
      expect(all).not.toEqual(byFromTo);
    }
    expect((await api.get(`${path}/location?month_after=2025-13`)).statusCode).toBe(400);
  });

  it('needs METRICS read and the caller’s own account', async () => {
    const other = await login(t, 'owner@harbor.example');
    expect((await client(t, other).get(`/api/metrics/${admin.account_id}/overview`)).statusCode).toBe(404);
    const emailOnly = await login(t, 'emailonly@northwind.example');
    expect((await client(t, emailOnly).get(`/api/metrics/${admin.account_id}/overview`)).statusCode).toBe(403);
  });
});
