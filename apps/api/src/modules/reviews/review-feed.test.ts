import { reviewFeedSchema } from '@repute/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { readOnly, emailOnly, harbor },
} = useTestApp({
  logins: {
    readOnly: 'readonly@northwind.example',
    emailOnly: 'emailonly@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

const feed = (query: string, session = readOnly) => client(t, session).get(`/api/feeds/reviews?${query}`);

describe('GET /feeds/reviews', () => {
  it('answers the account’s reviews as flat rows, oldest first, paged with links to the next page', async () => {
    const first = await feed('per_page=3');
    expect(first.statusCode).toBe(200);
    const page = reviewFeedSchema.parse(first.json());
    expect(page._embedded.reviews).toHaveLength(3);
    expect(page._total).toBeGreaterThan(3);
    const dates = page._embedded.reviews.map((row) => row.published_at);
    expect(dates).toEqual([...dates].sort());
    expect(page._embedded.reviews.every((row) => row.account_id === readOnly.account_id)).toBe(true);
    expect(page._links.next?.href).toBe('/api/feeds/reviews?page=2&per_page=3&format=json');

    const second = reviewFeedSchema.parse((await feed('per_page=3&page=2')).json());
    expect((second._embedded.reviews[0]?.published_at ?? '') >= (dates.at(-1) ?? '')).toBe(true);
    const ids = new Set([...page._embedded.reviews, ...second._embedded.reviews].map((row) => row.id));
    expect(ids.size).toBe(6);
  });

  it('filters by the dates reviews were published: a day splits the reviews into those before and from it', async () => {
    const all = reviewFeedSchema.parse((await feed('per_page=1000')).json());
    const rows = all._embedded.reviews;
    const day = rows[Math.floor(rows.length / 2)]?.published_at.slice(0, 10) ?? '';
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const since = reviewFeedSchema.parse((await feed(`from=${day}&per_page=1`)).json());
    const before = reviewFeedSchema.parse((await feed(`to=${dayBefore}&per_page=1`)).json());
    expect(since._total).toBeGreaterThan(0);
    expect(before._total).toBeGreaterThan(0);
    expect(since._total + before._total).toBe(all._total);
  });

  it('answers the same page as CSV, its paging in the Link and X-Total-Count headers', async () => {
    const json = reviewFeedSchema.parse((await feed('per_page=5')).json());
    const csv = await feed('format=csv&per_page=5');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['x-total-count']).toBe(String(json._total));
    expect(csv.headers.link).toContain('</api/feeds/reviews?page=2&per_page=5&format=csv>; rel="next"');
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => Number(row.id))).toEqual(json._embedded.reviews.map((row) => row.id));
    expect(Object.keys(rows[0] ?? {})).toEqual(Object.keys(json._embedded.reviews[0] ?? {}));
    expect(rows[0]?.removed).toBe('false');
  });

  it('refuses what it cannot answer: bad input 400, no review read 403, another account 404, anonymous 401', async () => {
    expect((await feed('format=xml')).statusCode).toBe(400);
    expect((await feed('per_page=1001')).statusCode).toBe(400);
    expect((await feed('from=yesterday')).statusCode).toBe(400);
    expect((await feed('', emailOnly)).statusCode).toBe(403);
    expect((await feed(`account_id=${readOnly.account_id}`, harbor)).statusCode).toBe(404);
    expect((await client(t).get('/api/feeds/reviews')).statusCode).toBe(401);
  });
});
