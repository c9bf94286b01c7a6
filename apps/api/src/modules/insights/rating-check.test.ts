import { sourceByCode } from '@repute/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { createAnalysisRepo } from './analysis.repo';
import { storedRatingDisagreements } from './rating-check';

const {
  t,
  sessions: { admin, harbor },
} = useTestApp({ logins: { admin: 'admin@northwind.example', harbor: 'owner@harbor.example' } });

type RatingCheck = { positive_share: number | null; average_rating: number | null; disagreement: string | null };
type Keyword = { short: string; positive_mentions: number; negative_mentions: number; rating_check: RatingCheck };
type RankItem = { category: string; positive_count: number; total_count: number; rating_check: RatingCheck };

const google = sourceByCode('google')?.id ?? 0;
let location = 0;

const query = async <Row>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query<Row & Record<string, unknown>>(text, params)).rows;

/**
 * Reviews of one rating at a location of their own, each with the keyword and category mentions given (short or
 * category, and the sentiment the analysis gave them), as the analysis would store them.
 */
async function addReviews(
  count: number,
  rating: number,
  mentions: { keywords: [string, number][]; categories: [string, number][] },
) {
  const reviews = await query<{ id: number }>(
    `insert into reviews (account_id, location_id, source_id, external_id, rating, content, published_at, source_updated_at)
     select $1, $2, $3, 'rating-check-' || $4::int || '-' || $5::int || '-' || i, $4::int, 'A review the analysis read against its stars.',
       now() - i * interval '1 hour', now()
     from generate_series(1, $5::int) i returning id`,
    [harbor.account_id, location, google, rating, count],
  );
  for (const { id } of reviews) {
    for (const [short, sentiment] of mentions.keywords) {
      await query(
        `insert into review_keywords (account_id, review_id, location_id, source_id, rating, published_at, short,
           sentence_start, sentence_end, start, "end", sentiment)
         select account_id, id, location_id, source_id, rating, published_at, $2, 0, 10, 0, 5, $3 from reviews where id = $1`,
        [id, short, sentiment],
      );
    }
    for (const [category, sentiment] of mentions.categories) {
      await query(
        `insert into review_categories (account_id, review_id, location_id, source_id, rating, published_at, category, sentiment)
         select account_id, id, location_id, source_id, rating, published_at, $2, $3 from reviews where id = $1`,
        [id, category, sentiment],
      );
    }
  }
}

beforeAll(async () => {
  const [created] = await query<{ id: number }>(
    `insert into locations (account_id, name, city) values ($1, 'Rating Check Bistro', 'Tacoma') returning id`,
    [harbor.account_id],
  );
  location = created?.id ?? 0;
  // "valet stand" and service read negative in 24 five-star reviews; "dinner" and food positive, as the stars say.
  await addReviews(24, 5, {
    keywords: [
      ['valet stand', -1],
      ['dinner', 1],
    ],
    categories: [
      ['service', -1],
      ['food', 1],
    ],
  });
  // "dessert" reads positive in 22 one-star reviews; "patio" negative in 19 five-star ones, too few to judge.
  await addReviews(22, 1, { keywords: [['dessert', 1]], categories: [] });
  await addReviews(19, 5, { keywords: [['patio', -1]], categories: [] });
});

const mentioned = async (session: typeof admin, filters = '') =>
  (
    (await client(t, session).get(`/api/insights/${session.account_id}/mentioned?per_page=500&${filters}`)).json() as {
      keywords: Keyword[];
    }
  ).keywords;
const ranked = async (session: typeof admin, filters = '') =>
  (
    (await client(t, session).get(`/api/insights/${session.account_id}/category_rank?${filters}`)).json() as {
      _embedded: { categories: RankItem[] };
    }
  )._embedded.categories;
const checkOf = <Item extends { rating_check: RatingCheck }>(items: Item[], name: (item: Item) => string) =>
  new Map(items.map((item) => [name(item), item.rating_check]));

describe('the rating check on the Keywords screen reads', () => {
  it("flags a keyword whose mentions read against their reviews' stars, with the figures behind it", async () => {
    const checks = checkOf(await mentioned(harbor, `location_id=${location}`), (k) => k.short);
    expect(checks.get('valet stand')).toEqual({
      positive_share: 0,
      average_rating: 5,
      disagreement: 'negative_in_high_ratings',
    });
    expect(checks.get('dessert')).toEqual({
      positive_share: 1,
      average_rating: 1,
      disagreement: 'positive_in_low_ratings',
    });
    expect(checks.get('dinner')).toEqual({ positive_share: 1, average_rating: 5, disagreement: null });
  });

  it('flags a category the same way', async () => {
    const checks = checkOf(await ranked(harbor, `location_id=${location}`), (item) => item.category);
    expect(checks.get('service')).toEqual({
      positive_share: 0,
      average_rating: 5,
      disagreement: 'negative_in_high_ratings',
    });
    expect(checks.get('food')).toEqual({ positive_share: 1, average_rating: 5, disagreement: null });
  });

  it('weighs both sides under a sentiment filter, which narrows only the counts shown', async () => {
    const negative = await mentioned(harbor, `location_id=${location}&sentiment=-1`);
    expect(negative.find((k) => k.short === 'valet stand')).toEqual({
      short: 'valet stand',
      positive_mentions: 0,
      negative_mentions: 24,
      rating_check: { positive_share: 0, average_rating: 5, disagreement: 'negative_in_high_ratings' },
    });
    const positive = await mentioned(harbor, `location_id=${location}&sentiment=1`);
    expect(positive.map((k) => k.short).sort()).toEqual(['dessert', 'dinner']);
    expect(positive.find((k) => k.short === 'dinner')?.negative_mentions).toBe(0);
    const service = (await ranked(harbor, `location_id=${location}&sentiment=1`)).find((c) => c.category === 'service');
    expect(service).toBeUndefined();
  });

  it('judges the mentions under the filters, and not fewer than 20 of them', async () => {
    const checks = checkOf(await mentioned(harbor, `location_id=${location}&rating=5`), (k) => k.short);
    expect(checks.get('valet stand')?.disagreement).toBe('negative_in_high_ratings');
    expect(checks.has('dessert')).toBe(false);
    expect(checks.get('patio')).toEqual({ positive_share: 0, average_rating: 5, disagreement: null });
  });

  it("flags exactly what the rule finds in the account's analysis rows, and only the account's", async () => {
    const keywords = await mentioned(harbor);
    const categories = await ranked(harbor);
    const flagged = [
      ...keywords.filter((k) => k.rating_check.disagreement).map((k) => `keyword ${k.short}`),
      ...categories.filter((c) => c.rating_check.disagreement).map((c) => `category ${c.category}`),
    ];
    const stored = await storedRatingDisagreements(createAnalysisRepo(t.db), harbor.account_id);
    expect(flagged.sort()).toEqual(stored.map((d) => `${d.kind} ${d.subject}`).sort());
    expect(flagged).toContain('keyword valet stand');

    const northwind = await mentioned(admin);
    expect(northwind.find((k) => k.short === 'valet stand')).toBeUndefined();
    expect(northwind.filter((k) => k.rating_check.disagreement)).toEqual([]);
    expect((await ranked(admin)).filter((c) => c.rating_check.disagreement)).toEqual([]);
  });

  it('reads "dentist" and "wait" on the demo account as their reviews do, unflagged', async () => {
    const checks = checkOf(await mentioned(admin), (k) => k.short);
    for (const short of ['dentist', 'wait']) {
      const check = checks.get(short);
      expect(check?.average_rating, short).toBeGreaterThanOrEqual(4);
      expect(check?.positive_share, short).toBeGreaterThan(0.5);
      expect(check?.disagreement, short).toBeNull();
    }
  });
});
