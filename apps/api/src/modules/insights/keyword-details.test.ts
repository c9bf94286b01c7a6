import { beforeAll, describe, expect, it } from 'vitest';
import { locationIdByName } from '../../../test/fixtures';
import { truthMentioned } from '../../../test/insight-truth';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, harbor },
} = useTestApp({ logins: { admin: 'admin@northwind.example', harbor: 'owner@harbor.example' } });

type Mention = {
  short: string;
  sentence_start: number;
  sentence_end: number;
  start: number;
  end: number;
  sentiment: string;
};
type MentioningReview = {
  review_id: number;
  rating: number;
  content: string;
  published_at: string;
  mentions: Mention[];
};

/** The account's most mentioned keyword: the detail screens' subject. */
let keyword = '';
let location = 0;

beforeAll(async () => {
  const body = (await client(t, admin).get(`/api/insights/${admin.account_id}/mentioned`)).json();
  keyword = body.keywords[0].short;
  location = await locationIdByName(t, 'Northwind Dental - Ballard');
});

describe('GET /review/{review_id}/keywords', () => {
  it("answers the review's keywords with their sentence offsets and sentiment, and its categories", async () => {
    const { rows } = await t.db.$client.query<{ id: number; content: string }>(
      `select r.id, r.content from reviews r where r.account_id = $1
       and exists (select 1 from review_keywords k where k.review_id = r.id)
       and exists (select 1 from review_categories c where c.review_id = r.id) order by r.id limit 1`,
      [admin.account_id],
    );
    const review = rows[0];
    if (!review) throw new Error('no analysed review');
    const response = await client(t, admin).get(`/api/review/${review.id}/keywords`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.review_id).toBe(review.id);
    expect(['1', '0', '-1']).toContain(body.sentiment);
    expect(body.keywords.length).toBeGreaterThan(0);
    for (const mention of body.keywords as Mention[]) {
      expect(['1', '0', '-1']).toContain(mention.sentiment);
      expect(mention.sentence_start).toBeLessThanOrEqual(mention.start);
      expect(mention.end).toBeLessThanOrEqual(mention.sentence_end);
      expect(review.content.slice(mention.start, mention.end).length).toBeGreaterThan(0);
    }
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.categories[0]).toEqual({
      category: expect.any(String),
      sentiment: expect.stringMatching(/^(1|0|-1)$/),
    });
  });

  it("answers 404 for another account's review, 400 for a bad id and 403 without insights read", async () => {
    const { rows } = await t.db.$client.query<{ id: number }>('select id from reviews where account_id = $1 limit 1', [
      admin.account_id,
    ]);
    expect((await client(t, harbor).get(`/api/review/${rows[0]?.id}/keywords`)).statusCode).toBe(404);
    expect((await client(t, admin).get('/api/review/abc/keywords')).statusCode).toBe(400);
    const limited = await login(t, 'limited@northwind.example');
    expect((await client(t, limited).get(`/api/review/${rows[0]?.id}/keywords`)).statusCode).toBe(403);
  });
});

describe('GET /insights/{accountId}/mentions', () => {
  it('answers the reviews that mention a keyword, newest first, with the mentions to highlight and the average rating', async () => {
    const response = await client(t, admin).get(
      `/api/insights/${admin.account_id}/mentions?keyword=${encodeURIComponent(keyword)}&location_id=${location}&per_page=100`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const reviews = body._embedded.reviews as MentioningReview[];
    const { rows } = await t.db.$client.query<{ total: number; average: number }>(
      `select count(*)::int as total, avg(nullif(rating, 0))::float as average from reviews r
       where r.account_id = $1 and r.location_id = $2 and not r.removed
         and exists (select 1 from review_keywords k where k.review_id = r.id and k.short = $3)`,
      [admin.account_id, location, keyword],
    );
    expect(body._total).toBe(rows[0]?.total);
    expect(body.average_rating).toBeCloseTo(rows[0]?.average ?? 0, 2);
    expect(body.average_rating).toBe(Math.round(body.average_rating * 100) / 100);
    const dates = reviews.map((review) => review.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of reviews) {
      expect(review.mentions.length).toBeGreaterThan(0);
      for (const mention of review.mentions) {
        expect(mention.short).toBe(keyword);
        expect(review.content.slice(mention.sentence_start, mention.sentence_end)).toContain(
          review.content.slice(mention.start, mention.end),
        );
      }
    }
  });

  it('carries the sentiment filter to the mentions, and answers the reviews touching a category', async () => {
    const negative = (
      await client(t, admin).get(
        `/api/insights/${admin.account_id}/mentions?keyword=${encodeURIComponent(keyword)}&sentiment=-1`,
      )
    ).json();
    const truth = await truthMentioned(t, admin.account_id, { sentiment: -1 });
    expect(negative._total > 0).toBe((truth.get(keyword)?.negative ?? 0) > 0);
    for (const review of negative._embedded.reviews as MentioningReview[]) {
      expect(review.mentions.every((mention) => mention.sentiment === '-1')).toBe(true);
    }
    const category = (
      await client(t, admin).get(`/api/insights/${admin.account_id}/mentions?category=staff&rating=1`)
    ).json();
    const { rows } = await t.db.$client.query<{ total: number }>(
      `select count(*)::int as total from reviews where account_id = $1 and not removed and rating = 1 and 'staff' = any(categories)`,
      [admin.account_id],
    );
    expect(category._total).toBe(rows[0]?.total);
    expect((category._embedded.reviews as MentioningReview[]).every((review) => review.rating === 1)).toBe(true);
  });

  it('answers 400 without a keyword or category, or with a bad page', async () => {
    expect((await client(t, admin).get(`/api/insights/${admin.account_id}/mentions`)).statusCode).toBe(400);
    expect(
      (await client(t, admin).get(`/api/insights/${admin.account_id}/mentions?keyword=x&per_page=101`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /insights/{accountId}/trend', () => {
  it("answers a keyword's mentions per month, adding up to its counts", async () => {
    const response = await client(t, admin).get(
      `/api/insights/${admin.account_id}/trend?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(response.statusCode).toBe(200);
    const points = response.json().points as { period: string; positive: number; negative: number; total: number }[];
    expect(points.length).toBeGreaterThan(12);
    expect(points.every((point) => /^\d{4}-\d{2}-01$/.test(point.period))).toBe(true);
    const truth = (await truthMentioned(t, admin.account_id)).get(keyword);
    expect(points.reduce((sum, point) => sum + point.positive, 0)).toBe(truth?.positive);
    expect(points.reduce((sum, point) => sum + point.negative, 0)).toBe(truth?.negative);
  });

  it("answers a category's reviews per week", async () => {
    const response = await client(t, admin).get(`/api/insights/${admin.account_id}/trend?category=staff&interval=week`);
    expect(response.statusCode).toBe(200);
    const points = response.json().points as { period: string; total: number }[];
    const { rows } = await t.db.$client.query<{ total: number }>(
      `select count(*)::int as total from reviews where account_id = $1 and not removed and 'staff' = any(categories)`,
      [admin.account_id],
    );
    expect(points.reduce((sum, point) => sum + point.total, 0)).toBe(rows[0]?.total);
    expect(
      (await client(t, admin).get(`/api/insights/${admin.account_id}/trend?category=staff&interval=year`)).statusCode,
    ).toBe(400);
  });
});
