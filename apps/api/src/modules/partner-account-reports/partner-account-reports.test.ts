import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { partner, admin },
} = useTestApp({ logins: { partner: 'partner@summit.example', admin: 'admin@northwind.example' } });

type Row = { account_id: number; account_name: string; total_reviews: number; average_rating: number | null };

const list = async (query = '') => (await client(t, partner).get(`/api/partner_account_reports?${query}`)).json();

describe('GET /partner_account_reports', () => {
  it("has a row per child account with the child's own review numbers", async () => {
    const children = await t.db.execute<{ id: number; name: string; total: number }>(sql`
      select a.id, a.name, (select count(*)::int from reviews r where r.account_id = a.id and not r.removed) as total
      from accounts a where a.parent_id = ${partner.account_id} order by a.name`);
    const answer = await list();
    expect(answer._total).toBe(children.rows.length);
    expect(answer._embedded.accounts.map((row: Row) => [row.account_name, row.total_reviews])).toEqual(
      children.rows.map((child) => [child.name, child.total]),
    );
  });

  it('sorts, filters by name and pages', async () => {
    const byReviews = (await list('sort[by]=total_reviews&sort[order]=desc'))._embedded.accounts as Row[];
    const counts = byReviews.map((row) => row.total_reviews);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const first = byReviews[0];
    if (!first) throw new Error('the demo partner has children');
    const named = await list(`keywords=${encodeURIComponent(first.account_name.slice(0, 5))}`);
    expect(named._embedded.accounts.map((row: Row) => row.account_id)).toContain(first.account_id);
    expect((await list('per_page=1'))._embedded.accounts).toHaveLength(1);
    expect((await client(t, partner).get('/api/partner_account_reports?sort[by]=nonsense')).statusCode).toBe(400);
  });

  it('is for parent accounts only (403 for others)', async () => {
    expect((await client(t, admin).get('/api/partner_account_reports')).statusCode).toBe(403);
  });
});
