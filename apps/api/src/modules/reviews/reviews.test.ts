import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, readOnly },
} = useTestApp({ logins: { admin: 'admin@northwind.example', readOnly: 'readonly@northwind.example' } });

type Listed = {
  _embedded: {
    reviews: {
      id: number;
      account_id: number;
      published_at: string;
      rating: number;
      location_id: number;
      responses: unknown[];
      can_respond: boolean;
      read: boolean;
    }[];
  };
  _total: number;
  _cursors: { before: string | null; after: string | null };
};

async function direct(where: string): Promise<number> {
  const result = await t.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from reviews where account_id = ${admin.account_id} and not removed ${where}`),
  );
  return result.rows[0]?.n ?? -1;
}

describe('GET /reviews', () => {
  it('lists the seeded reviews newest first, with responses and the total', async () => {
    const response = await client(t, admin).get('/api/reviews?per_page=25');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Listed;
    expect(body._total).toBe(await direct(''));
    expect(body._total).toBeGreaterThan(7000);
    const dates = body._embedded.reviews.map((review) => review.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body._embedded.reviews.some((review) => review.responses.length > 0)).toBe(true);
  });

  it('filters as the filter bar asks, and the total equals a direct count', async () => {
    const [group] = (
      await t.db.execute<{ id: number }>(sql`select id from groups where account_id = ${admin.account_id} limit 1`)
    ).rows;
    const cases: [string, string][] = [
      ['rating=1,2', 'and rating in (1, 2)'],
      ['sentiment=-1', 'and sentiment = -1'],
      ['source_id=1', 'and source_id = 1'],
      [
        'from=2025-01-01&to=2025-03-31',
        `and published_at >= '2025-01-01'::timestamp at time zone 'America/New_York' and published_at < '2025-04-01'::timestamp at time zone 'America/New_York'`,
      ],
      [
        `group_id=${group?.id}`,
        `and location_id in (select location_id from group_locations where group_id = ${group?.id})`,
      ],
      ['search_terms=hygienist', `and search_vector @@ plainto_tsquery('simple', 'hygienist')`],
      ['category=wait%20time', `and 'wait time' = any(categories)`],
      ['has_response=false', 'and responded_at is null'],
    ];
    for (const [query, where] of cases) {
      const body = (await client(t, admin).get(`/api/reviews?${query}`)).json() as Listed;
      expect({ query, total: body._total }).toEqual({ query, total: await direct(where) });
      expect(body._total).toBeGreaterThan(0);
    }
  });

  it('filters by response status and by tag (the inbox’s own filters), each total a direct count', async () => {
    const api = client(t, admin);
    const [answered] = (
      await t.db.execute<{ id: number }>(
        sql`update review_responses set status = 'error_published' where id = (select min(id) from review_responses
          where account_id = ${admin.account_id}) returning review_id as id`,
      )
    ).rows;
    const tagged = await api.post('/api/review_tags', { review_id: answered?.id, name: 'Inbox filter' });
    expect(tagged.statusCode).toBe(201);
    const tagId: number = (await api.get('/api/tags?keywords=Inbox%20filter&search_type=typeahead')).json()._embedded
      .tags[0].id;
    await t.dataChangesHeard();
    const cases: [string, string][] = [
      ['response_status=needs_response', 'and responded_at is null'],
      ['response_status=responded', 'and responded_at is not null'],
      [
        'response_status=response_failed',
        `and exists (select 1 from review_responses r where r.review_id = reviews.id and r.status like 'error%')`,
      ],
      [
        `tag_id=${tagId}`,
        `and exists (select 1 from review_tags g where g.review_id = reviews.id and g.tag_id = ${tagId})`,
      ],
    ];
    for (const [query, where] of cases) {
      const body = (await api.get(`/api/reviews?${query}&from=2000-01-01`)).json() as Listed;
      expect({ query, total: body._total }).toEqual({ query, total: await direct(where) });
      expect(body._total).toBeGreaterThan(0);
    }
    expect((await api.get('/api/reviews?response_status=waiting')).statusCode).toBe(400);
    // The tag filter's label: the tag by id, for this account only.
    expect((await api.get(`/api/tags/${tagId}`)).json()).toMatchObject({ id: tagId, name: 'Inbox filter' });
    const other = await login(t, 'owner@harbor.example');
    expect((await client(t, other).get(`/api/tags/${tagId}`)).statusCode).toBe(404);
  });

  it('pages with after and before cursors as with page numbers', async () => {
    const api = client(t, admin);
    const first = (await api.get('/api/reviews?per_page=10')).json() as Listed;
    const second = (await api.get('/api/reviews?per_page=10&page=2')).json() as Listed;
    const after = (await api.get(`/api/reviews?per_page=10&after=${first._cursors.after}`)).json() as Listed;
    expect(after._embedded.reviews.map((review) => review.id)).toEqual(
      second._embedded.reviews.map((review) => review.id),
    );
    const before = (await api.get(`/api/reviews?per_page=10&before=${after._cursors.before}`)).json() as Listed;
    expect(before._embedded.reviews.map((review) => review.id)).toEqual(
      first._embedded.reviews.map((review) => review.id),
    );
    expect((await api.get('/api/reviews?after=nonsense')).statusCode).toBe(400);
  });

  it('needs REVIEW read, and never shows another account', async () => {
    expect((await client(t, readOnly).get('/api/reviews')).statusCode).toBe(200);
    const other = await login(t, 'owner@harbor.example');
    expect((await client(t, other).get(`/api/reviews?account_id=${admin.account_id}`)).statusCode).toBe(404);
    const mine = (await client(t, admin).get('/api/reviews?per_page=1')).json() as Listed;
    const id = mine._embedded.reviews[0]?.id;
    expect((await client(t, other).get(`/api/reviews/${id}`)).statusCode).toBe(404);
    const emailOnly = await login(t, 'emailonly@northwind.example');
    expect((await client(t, emailOnly).get('/api/reviews')).statusCode).toBe(403);
  });
});

describe("GET /reviews for a parent account's children", () => {
  it("lists a child account's reviews without responses, and no other account's", async () => {
    const parent = await login(t, 'partner@summit.example');
    const children = (
      await t.db.execute<{ id: number }>(
        sql`select id from accounts where parent_id = ${parent.account_id} order by id limit 1`,
      )
    ).rows;
    const childId = children[0]?.id;
    const response = await client(t, parent).get(`/api/reviews?account_id=${childId}&has_response=false&per_page=5`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Listed & { _embedded: { reviews: { account_id: number; can_respond: boolean }[] } };
    const unanswered = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reviews where account_id = ${childId} and not removed and responded_at is null`,
    );
    expect(body._total).toBe(unanswered.rows[0]?.n);
    expect(body._total).toBeGreaterThan(0);
    expect(body._embedded.reviews.every((review) => review.account_id === childId && !review.can_respond)).toBe(true);
    const next = (
      await client(t, parent).get(`/api/reviews?account_id=${childId}&after=${body._cursors.after}`)
    ).json();
    expect(next._embedded.reviews.length).toBeGreaterThan(0);

    expect((await client(t, parent).get(`/api/reviews?account_id=${admin.account_id}`)).statusCode).toBe(404);
    const child = await login(t, 'owner@harbor.example');
    expect((await client(t, child).get(`/api/reviews?account_id=${parent.account_id}`)).statusCode).toBe(404);
  });
});

describe('GET /reviews/{id} and its history', () => {
  it('answers the review with its tags, responses and whether the caller may respond', async () => {
    const listed = (await client(t, admin).get('/api/reviews?per_page=1&source_id=1')).json() as Listed;
    const id = listed._embedded.reviews[0]?.id;
    const review = (await client(t, admin).get(`/api/reviews/${id}`)).json();
    expect(review).toMatchObject({
      id,
      source_name: 'Google',
      can_respond: true,
      _links: { self: { href: `/api/reviews/${id}` } },
    });
    const seenByReadOnly = (await client(t, readOnly).get(`/api/reviews/${id}`)).json();
    expect(seenByReadOnly.can_respond).toBe(false);
    const history = await client(t, admin).get(`/api/reviews/${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()._embedded.history).toEqual([]);
  });
});

describe('POST /reviews/read (read state, decision 0118)', () => {
  it("marks reviews read for the caller only: a colleague's inbox keeps them unread", async () => {
    const api = client(t, admin);
    const ids = ((await api.get('/api/reviews?per_page=2')).json() as Listed)._embedded.reviews.map((r) => r.id);
    expect((await api.get(`/api/reviews/${ids[0]}`)).json().read).toBe(false);
    const marked = await api.post('/api/reviews/read', { review_ids: ids });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ review_ids: ids });
    await t.dataChangesHeard();
    const listed = (await api.get('/api/reviews?per_page=2')).json() as Listed;
    expect(listed._embedded.reviews.map((review) => review.read)).toEqual([true, true]);
    expect((await api.get(`/api/reviews/${ids[0]}`)).json().read).toBe(true);
    // Marking again changes nothing and is no error.
    expect((await api.post('/api/reviews/read', { review_ids: ids })).statusCode).toBe(200);

    const manager = await login(t, 'manager@northwind.example');
    expect((await client(t, manager).get(`/api/reviews/${ids[0]}`)).json().read).toBe(false);
    // Read Only users read reviews, so they may mark them read.
    expect((await client(t, readOnly).post('/api/reviews/read', { review_ids: [ids[0]] })).statusCode).toBe(200);
  });

  it("answers 404 and marks nothing when one id is another account's; refuses bad input and callers without REVIEW read", async () => {
    const api = client(t, admin);
    const mine = ((await api.get('/api/reviews?per_page=1&page=5')).json() as Listed)._embedded.reviews[0]?.id;
    const other = await login(t, 'owner@harbor.example');
    const theirs = ((await client(t, other).get('/api/reviews?per_page=1')).json() as Listed)._embedded.reviews[0]?.id;
    const refused = await api.post('/api/reviews/read', { review_ids: [mine, theirs] });
    expect(refused.statusCode).toBe(404);
    await t.dataChangesHeard();
    expect((await api.get(`/api/reviews/${mine}`)).json().read).toBe(false);
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from review_reads where review_id in (${mine}, ${theirs})`,
    );
    expect(stored.rows[0]?.n).toBe(0);

    expect((await api.post('/api/reviews/read', { review_ids: [] })).statusCode).toBe(400);
    expect((await api.post('/api/reviews/read', { review_ids: ['x'] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await api.post('/api/reviews/read', { review_ids: tooMany })).statusCode).toBe(400);
    const emailOnly = await login(t, 'emailonly@northwind.example');
    expect((await client(t, emailOnly).post('/api/reviews/read', { review_ids: [mine] })).statusCode).toBe(403);
  });
});

describe('GET /reviews?child_accounts=true (a parent’s reviews without responses, all children together)', () => {
  type ChildListed = {
    _embedded: { reviews: { account_id: number; account_name: string; published_at: string }[] };
    _total: number;
  };

  it("lists every child account's unanswered reviews and no other account's, oldest or newest first", async () => {
    const parent = await login(t, 'partner@summit.example');
    const children = (
      await t.db.execute<{ id: number; name: string }>(
        sql`select id, name from accounts where parent_id = ${parent.account_id} order by id`,
      )
    ).rows;
    expect(children.length).toBeGreaterThan(1);
    const names = new Map(children.map((child) => [child.id, child.name]));
    const unanswered = await t.db.execute<{ account_id: number; n: number }>(
      sql`select account_id, count(*)::int as n from reviews where account_id in (select id from accounts where parent_id = ${parent.account_id})
        and not removed and responded_at is null group by account_id`,
    );
    // Both children have reviews waiting, so "all together" is tested, not one child.
    expect(unanswered.rows.length).toBe(children.length);
    const expected = unanswered.rows.reduce((sum, row) => sum + row.n, 0);

    const api = client(t, parent);
    for (const order of ['asc', 'desc'] as const) {
      const response = await api.get(
        `/api/reviews?child_accounts=true&has_response=false&from=2000-01-01&per_page=100&sort[by]=published_at&sort[order]=${order}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as ChildListed;
      expect(body._total).toBe(expected);
      const reviews = body._embedded.reviews;
      expect(reviews.every((review) => names.get(review.account_id) === review.account_name)).toBe(true);
      const dates = reviews.map((review) => review.published_at);
      expect(dates).toEqual(order === 'asc' ? [...dates].sort() : [...dates].sort().reverse());
    }
    // Its own account_id is in scope; another account's is not, with or without the flag.
    expect((await api.get(`/api/reviews?child_accounts=true&account_id=${parent.account_id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/reviews?child_accounts=true&account_id=${admin.account_id}`)).statusCode).toBe(404);
  });

  it('lists nothing for an account without children, whose own reviews never appear', async () => {
    const body = (await client(t, admin).get('/api/reviews?child_accounts=true&from=2000-01-01')).json() as ChildListed;
    expect(body._total).toBe(0);
    expect(body._embedded.reviews).toEqual([]);
    const child = await login(t, 'owner@harbor.example');
    const fromChild = (
      await client(t, child).get('/api/reviews?child_accounts=true&from=2000-01-01')
    ).json() as ChildListed;
    expect(fromChild._total).toBe(0);
  });
});
