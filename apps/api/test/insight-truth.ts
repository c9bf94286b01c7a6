import type { TestApp } from './test-app';

/**
 * What the insights calls must answer, computed the slow way: straight from the analysis rows joined to their
 * reviews (not from the count tables, nor from the dimensions copied onto the analysis rows), so a test compares
 * the counts with the sentences they stand for.
 */
export type TruthFilters = {
  locationIds?: number[];
  groupIds?: number[];
  sourceIds?: number[];
  ratings?: number[];
  sentiment?: 1 | -1;
  category?: string;
  after?: string;
  before?: string;
};

function reviewWhere(accountId: number, filters: TruthFilters, params: unknown[]) {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = [`r.account_id = ${add(accountId)}`, 'not r.removed'];
  const day = '(r.published_at at time zone a.time_zone)::date';
  if (filters.after) parts.push(`${day} >= ${add(filters.after)}::date`);
  if (filters.before) parts.push(`${day} <= ${add(filters.before)}::date`);
  if (filters.locationIds) parts.push(`r.location_id = any(${add(filters.locationIds)}::int[])`);
  if (filters.groupIds) {
    parts.push(
      `r.location_id in (select location_id from group_locations where group_id = any(${add(filters.groupIds)}::int[]))`,
    );
  }
  if (filters.sourceIds) parts.push(`r.source_id = any(${add(filters.sourceIds)}::int[])`);
  if (filters.ratings) parts.push(`r.rating = any(${add(filters.ratings)}::int[])`);
  return parts.join(' and ');
}

/** Keyword → positive and negative mentions, for the keywords with any mention under the filters. */
export async function truthMentioned(t: TestApp, accountId: number, filters: TruthFilters = {}) {
  const params: unknown[] = [];
  const where = reviewWhere(accountId, filters, params);
  const sentiment = filters.sentiment === undefined ? '' : `and k.sentiment = ${filters.sentiment}`;
  const category = filters.category === undefined ? '' : `and $${params.push(filters.category)} = any(r.categories)`;
  const { rows } = await t.db.$client.query<{ short: string; positive: number; negative: number }>(
    `select k.short, count(*) filter (where k.sentiment = 1)::int as positive,
       count(*) filter (where k.sentiment = -1)::int as negative
     from review_keywords k join reviews r on r.id = k.review_id join accounts a on a.id = r.account_id
     where ${where} ${sentiment} ${category}
     group by k.short having count(*) filter (where k.sentiment <> 0) > 0`,
    params,
  );
  return new Map(rows.map((row) => [row.short, { positive: row.positive, negative: row.negative }]));
}

/** Category → reviews positive about it and all reviews touching it, under the filters. */
export async function truthCategories(t: TestApp, accountId: number, filters: TruthFilters = {}) {
  const params: unknown[] = [];
  const where = reviewWhere(accountId, filters, params);
  const sentiment = filters.sentiment === undefined ? '' : `and c.sentiment = ${filters.sentiment}`;
  const category = filters.category === undefined ? '' : `and c.category = $${params.push(filters.category)}`;
  const { rows } = await t.db.$client.query<{ category: string; positive: number; total: number }>(
    `select c.category, count(*) filter (where c.sentiment = 1)::int as positive, count(*)::int as total
     from review_categories c join reviews r on r.id = c.review_id join accounts a on a.id = r.account_id
     where ${where} ${sentiment} ${category}
     group by c.category`,
    params,
  );
  return new Map(rows.map((row) => [row.category, { positive: row.positive, total: row.total }]));
}

/**
 * An account's count tables (non-zero rows) against the same counts recomputed from its analysis rows, and its
 * analysis rows' copied dimensions against its reviews: [] when right.
 */
export async function countDrift(t: TestApp, accountId: number): Promise<string[]> {
  const checks = {
    keyword_counts: `
      select account_id, day, source_id, rating, short, sentiment, categories, mentions from keyword_counts where mentions <> 0 and account_id = $1
      except
      select k.account_id, (k.published_at at time zone a.time_zone)::date, k.source_id, k.rating, k.short, k.sentiment, k.categories, count(*)
      from review_keywords k join accounts a on a.id = k.account_id
      where k.counted and k.account_id = $1 group by 1, 2, 3, 4, 5, 6, 7`,
    keyword_counts_missing: `
      select k.account_id, (k.published_at at time zone a.time_zone)::date, k.source_id, k.rating, k.short, k.sentiment, k.categories, count(*)
      from review_keywords k join accounts a on a.id = k.account_id
      where k.counted and k.account_id = $1 group by 1, 2, 3, 4, 5, 6, 7
      except
      select account_id, day, source_id, rating, short, sentiment, categories, mentions from keyword_counts where account_id = $1`,
    keyword_location_counts: `
      select account_id, location_id, day, source_id, rating, short, sentiment, categories, mentions from keyword_location_counts where mentions <> 0 and account_id = $1
      except
      select k.account_id, k.location_id, (k.published_at at time zone a.time_zone)::date, k.source_id, k.rating, k.short, k.sentiment, k.categories, count(*)
      from review_keywords k join accounts a on a.id = k.account_id
      where k.counted and k.account_id = $1 group by 1, 2, 3, 4, 5, 6, 7, 8`,
    keyword_location_counts_missing: `
      select k.account_id, k.location_id, (k.published_at at time zone a.time_zone)::date, k.source_id, k.rating, k.short, k.sentiment, k.categories, count(*)
      from review_keywords k join accounts a on a.id = k.account_id
      where k.counted and k.account_id = $1 group by 1, 2, 3, 4, 5, 6, 7, 8
      except
      select account_id, location_id, day, source_id, rating, short, sentiment, categories, mentions from keyword_location_counts where account_id = $1`,
    category_counts: `
      (select account_id, day, source_id, rating, category, sentiment, reviews from category_counts where reviews <> 0 and account_id = $1
      except
      select c.account_id, (c.published_at at time zone a.time_zone)::date, c.source_id, c.rating, c.category, c.sentiment, count(*)
      from review_categories c join accounts a on a.id = c.account_id where c.counted and c.account_id = $1 group by 1, 2, 3, 4, 5, 6)
      union all
      (select c.account_id, (c.published_at at time zone a.time_zone)::date, c.source_id, c.rating, c.category, c.sentiment, count(*)
      from review_categories c join accounts a on a.id = c.account_id where c.counted and c.account_id = $1 group by 1, 2, 3, 4, 5, 6
      except
      select account_id, day, source_id, rating, category, sentiment, reviews from category_counts where account_id = $1)`,
    // The month counts against the mentions themselves: one row per month and set of categories (decision 0108).
    keyword_month_counts: `
      (select account_id, month, source_id, rating, short, sentiment, categories, mentions from keyword_month_counts where mentions <> 0 and account_id = $1
      except
      select k.account_id, date_trunc('month', (k.published_at at time zone a.time_zone))::date, k.source_id, k.rating, k.short, k.sentiment, k.categories, count(*)
      from review_keywords k join accounts a on a.id = k.account_id
      where k.counted and k.account_id = $1 group by 1, 2, 3, 4, 5, 6, 7)
      union all
      (select k.account_id, date_trunc('month', (k.published_at at time zone a.time_zone))::date, k.source_id, k.rating, k.short, k.sentiment, k.categories, count(*)
      from review_keywords k join accounts a on a.id = k.account_id
      where k.counted and k.account_id = $1 group by 1, 2, 3, 4, 5, 6, 7
      except
      select account_id, month, source_id, rating, short, sentiment, categories, mentions from keyword_month_counts where account_id = $1)`,
    category_month_counts: `
      select account_id, month, source_id, rating, category, sentiment, reviews from category_month_counts where reviews <> 0 and account_id = $1
      except
      select account_id, date_trunc('month', day)::date, source_id, rating, category, sentiment, sum(reviews)::int
      from category_counts where account_id = $1 group by 1, 2, 3, 4, 5, 6 having sum(reviews) <> 0`,
    // The analysis rows carry their review's dimensions as they are now.
    copied_dimensions: `
      select k.id from review_keywords k join reviews r on r.id = k.review_id
      where k.account_id = $1 and (k.location_id, k.source_id, k.rating, k.published_at, k.counted)
        is distinct from (r.location_id, r.source_id, r.rating, r.published_at, not r.removed)`,
    review_daily_counts: `
      select account_id, day, source_id, rating, sentiment, reviews from review_daily_counts where reviews <> 0 and account_id = $1
      except
      select r.account_id, (r.published_at at time zone a.time_zone)::date, r.source_id, r.rating, r.sentiment, count(*)
      from reviews r join accounts a on a.id = r.account_id where not r.removed and r.account_id = $1 group by 1, 2, 3, 4, 5`,
  };
  const drift: string[] = [];
  for (const [name, query] of Object.entries(checks)) {
    const { rows } = await t.db.$client.query(`${query} limit 3`, [accountId]);
    if (rows.length > 0) drift.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return drift;
}
