import type { KeywordSort } from '@repute/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  categoryCounts,
  categoryLocationCounts,
  categoryMonthCounts,
  keywordCounts,
  keywordLocationCounts,
  keywordMonthCounts,
  reviewAnalyses,
  reviewCategories,
  reviewKeywords,
  reviews,
} from '../../platform/db/schema';
import { withoutParallelWorkers } from '../../platform/db/serial-read';
import { byLocation, type CountFilters, countConditions, monthSplit } from './count-filters';

/**
 * What the rating check (`disagreementOf`, decision 0172) reads of a keyword or category: its mentions by sentiment
 * under every filter but the sentiment, and the mean rating of their reviews (unrated ones left out).
 */
export type RatingCheckCounts = {
  checkPositive: number;
  checkNeutral: number;
  checkNegative: number;
  averageRating: number | null;
};
export type KeywordCountRow = { short: string; positive: number; negative: number } & RatingCheckCounts;
export type CategoryCountRow = { category: string; positive: number; total: number } & RatingCheckCounts;
export type MentionRow = {
  short: string;
  sentenceStart: number;
  sentenceEnd: number;
  start: number;
  end: number;
  sentiment: number;
};
export type Subject = { keyword: string } | { category: string };
export type TrendInterval = 'day' | 'week' | 'month';

/** Highest volume first; the others break ties by volume, then everything by the keyword. */
const KEYWORD_ORDER: Record<KeywordSort, SQL> = {
  highest_volume: sql`positive + negative desc`,
  controversy: sql`least(positive, negative) desc, positive + negative desc`,
  positive_ratio: sql`positive::float / nullif(positive + negative, 0) desc nulls last, positive + negative desc`,
  negative_ratio: sql`negative::float / nullif(positive + negative, 0) desc nulls last, positive + negative desc`,
};

type CountTables = {
  day: typeof keywordCounts | typeof categoryCounts;
  month: typeof keywordMonthCounts | typeof categoryMonthCounts;
  location: typeof keywordLocationCounts | typeof categoryLocationCounts;
  /** What every part of a read gives: the subject, the sentiment and the count, named alike in every table. */
  columns: SQL;
  /** The same, the count negated: days taken away from a whole month. */
  lessColumns: SQL;
  /** The rows of the category asked for (or of every mention or review): in the day and location counts... */
  dayCategory: (category: string | undefined) => SQL;
  /** ...and in the month counts. */
  monthCategory: (category: string | undefined) => SQL;
};
/** The keyword day and month counts keep a mention's set of categories (decisions 0101 and 0108). */
const KEYWORD_TABLES: CountTables = {
  day: keywordCounts,
  month: keywordMonthCounts,
  location: keywordLocationCounts,
  columns: sql`t.short, t.sentiment, t.rating, t.mentions`,
  lessColumns: sql`t.short, t.sentiment, t.rating, -t.mentions as mentions`,
  dayCategory: (category) => (category === undefined ? sql`true` : sql`${category} = any(t.categories)`),
  monthCategory: (category) => (category === undefined ? sql`true` : sql`${category} = any(t.categories)`),
};
const CATEGORY_TABLES: CountTables = {
  day: categoryCounts,
  month: categoryMonthCounts,
  location: categoryLocationCounts,
  columns: sql`t.category, t.sentiment, t.rating, t.reviews`,
  lessColumns: sql`t.category, t.sentiment, t.rating, -t.reviews as reviews`,
  dayCategory: (category) => (category === undefined ? sql`true` : sql`t.category = ${category}`),
  monthCategory: (category) => (category === undefined ? sql`true` : sql`t.category = ${category}`),
};

/**
 * The counts of the filters as one derived table `t` of `columns`, every filter applied: per location when a
 * location or group is asked for; else the account's whole months from the month counts, less or plus the partial
 * months' days from the day counts.
 */
function countsOf(tables: CountTables, filters: CountFilters): SQL {
  const dayCategory = tables.dayCategory(filters.category);
  if (byLocation(filters)) {
    return sql`(select ${tables.columns} from ${tables.location} t where ${countConditions(filters)} and ${dayCategory}) t`;
  }
  const { months, days, lessDays } = monthSplit(filters.after, filters.before);
  const undated = { ...filters, after: undefined, before: undefined };
  const parts = days.map(
    (range) =>
      sql`select ${tables.columns} from ${tables.day} t where ${countConditions({ ...undated, ...range })} and ${dayCategory}`,
  );
  for (const range of lessDays) {
    parts.push(
      sql`select ${tables.lessColumns} from ${tables.day} t where ${countConditions({ ...undated, ...range })} and ${dayCategory}`,
    );
  }
  if (months) {
    const from = months.from === undefined ? sql`` : sql`and t.month >= ${months.from}::date`;
    const until = months.until === undefined ? sql`` : sql`and t.month < ${months.until}::date`;
    parts.push(
      sql`select ${tables.columns} from ${tables.month} t where ${countConditions(undated)} ${from} ${until} and ${tables.monthCategory(filters.category)}`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)}) t`;
}

/**
 * The lists' reads count under every filter but the sentiment, which they apply per column (`shown`): the rating
 * check beside the counts weighs both sides, in the same pass over the same rows.
 */
function sentimentSplit(filters: CountFilters): { checked: CountFilters; shown: SQL } {
  return {
    checked: { ...filters, sentiment: undefined },
    shown: filters.sentiment === undefined ? sql`true` : sql`t.sentiment = ${filters.sentiment}`,
  };
}

/** The rating check's figures (`RatingCheckCounts`) over a derived table `t` of counts in `count`. */
function ratingCheckColumns(count: SQL): SQL {
  return sql`coalesce(sum(${count}) filter (where t.sentiment = 1), 0)::int as "checkPositive",
    coalesce(sum(${count}) filter (where t.sentiment = 0), 0)::int as "checkNeutral",
    coalesce(sum(${count}) filter (where t.sentiment = -1), 0)::int as "checkNegative",
    (sum(${count} * t.rating) filter (where t.rating > 0))::float
      / nullif(sum(${count}) filter (where t.rating > 0), 0) as "averageRating"`;
}

/**
 * A read of the account's day and month counts without parallel workers (decision 0095): it aggregates a few
 * thousand rows, which one process does in milliseconds, while starting workers on a busy machine made it wait
 * hundreds. A read of the location counts (a location or group filter) is planned without them anyway and is
 * spared the transaction's round trips.
 */
async function readCounts<Row extends Record<string, unknown>>(db: Database, filters: CountFilters, query: SQL) {
  if (byLocation(filters)) return db.execute<Row>(query);
  return withoutParallelWorkers(db, (tx) => tx.execute<Row>(query));
}

/** The reads of the insights calls: counts for the lists and trends, the analysis rows for the detail screens. */
export function createInsightsRepo(db: Database) {
  const keywordCountsOf = (filters: CountFilters) => countsOf(KEYWORD_TABLES, filters);

  return {
    /**
     * Keywords with their positive and negative mentions and the rating check's figures, one page in the asked
     * order, and how many there are.
     */
    async mentioned(
      filters: CountFilters,
      options: { sort: KeywordSort; limit: number; offset: number; showZero: boolean },
    ): Promise<{ rows: KeywordCountRow[]; total: number }> {
      const { checked, shown } = sentimentSplit(filters);
      const result = await readCounts<KeywordCountRow & { total: number }>(
        db,
        filters,
        sql`
        with counted as (
          select t.short,
            coalesce(sum(t.mentions) filter (where t.sentiment = 1 and ${shown}), 0)::int as positive,
            coalesce(sum(t.mentions) filter (where t.sentiment = -1 and ${shown}), 0)::int as negative,
            ${ratingCheckColumns(sql`t.mentions`)}
          from ${keywordCountsOf(checked)}
          group by t.short
          having sum(t.mentions) filter (where ${shown}) > 0
        )
        select short, positive, negative, "checkPositive", "checkNeutral", "checkNegative", "averageRating",
          count(*) over ()::int as total
        from counted
        where ${options.showZero} or positive + negative > 0
        order by ${KEYWORD_ORDER[options.sort]}, short
        limit ${options.limit} offset ${options.offset}`,
      );
      return { rows: result.rows, total: result.rows[0]?.total ?? (await this.mentionedTotal(filters, options)) };
    },

    /** The count alone, for a page past the last one. */
    async mentionedTotal(filters: CountFilters, options: { showZero: boolean }): Promise<number> {
      const result = await readCounts<{ total: number }>(
        db,
        filters,
        sql`
        select count(*)::int as total from (
          select t.short from ${keywordCountsOf(filters)}
          group by t.short
          having sum(t.mentions) > 0
            and (${options.showZero} or sum(t.mentions) filter (where t.sentiment <> 0) > 0)
        ) k`,
      );
      return result.rows[0]?.total ?? 0;
    },

    /** Reviews per category touched, of them those positive about it, and the rating check's figures. */
    async categoryCounts(filters: CountFilters): Promise<CategoryCountRow[]> {
      const { checked, shown } = sentimentSplit(filters);
      const result = await readCounts<CategoryCountRow>(
        db,
        filters,
        sql`
        select t.category,
          coalesce(sum(t.reviews) filter (where t.sentiment = 1 and ${shown}), 0)::int as positive,
          coalesce(sum(t.reviews) filter (where ${shown}), 0)::int as total,
          ${ratingCheckColumns(sql`t.reviews`)}
        from ${countsOf(CATEGORY_TABLES, checked)}
        group by t.category
        having sum(t.reviews) filter (where ${shown}) > 0`,
      );
      return result.rows;
    },

    /** Positive, negative and all mentions (or reviews, for a category) per period, oldest first. */
    async trend(filters: CountFilters, subject: Subject, interval: TrendInterval) {
      const period = sql`date_trunc(${interval}, t.day)::date::text`;
      const query =
        'keyword' in subject
          ? sql`select ${period} as period,
              coalesce(sum(t.mentions) filter (where t.sentiment = 1), 0)::int as positive,
              coalesce(sum(t.mentions) filter (where t.sentiment = -1), 0)::int as negative,
              sum(t.mentions)::int as total
            from ${byLocation(filters) ? keywordLocationCounts : keywordCounts} t
            where ${countConditions(filters)} and ${KEYWORD_TABLES.dayCategory(filters.category)} and t.short = ${subject.keyword}
            group by 1 having sum(t.mentions) > 0 order by 1`
          : sql`select ${period} as period,
              coalesce(sum(t.reviews) filter (where t.sentiment = 1), 0)::int as positive,
              coalesce(sum(t.reviews) filter (where t.sentiment = -1), 0)::int as negative,
              sum(t.reviews)::int as total
            from ${byLocation(filters) ? categoryLocationCounts : categoryCounts} t
            where ${countConditions(filters)} and t.category = ${subject.category}
            group by 1 having sum(t.reviews) > 0 order by 1`;
      const result = await readCounts<{ period: string; positive: number; negative: number; total: number }>(
        db,
        filters,
        query,
      );
      return result.rows;
    },

    /**
     * The reviews behind a keyword (its mentions) or a category (the review's keyword mentions, to show where it
     * speaks), newest first, with the count and the average rating of all of them (ratings 1-5).
     */
    async mentioningReviews(
      filters: CountFilters,
      subject: Subject,
      page: { timeZone: string; limit: number; offset: number },
    ) {
      const day = sql`(t.published_at at time zone ${page.timeZone})::date`;
      const conditions = countConditions(filters, { day });
      const hits =
        'keyword' in subject
          ? sql`select t.review_id from ${reviewKeywords} t
              where ${conditions} and t.counted and t.short = ${subject.keyword}
                ${filters.category === undefined ? sql`` : sql`and ${filters.category} = any(t.categories)`}
              group by t.review_id`
          : sql`select t.review_id from ${reviewCategories} t
              where ${conditions} and t.counted and t.category = ${subject.category}`;
      const mentionFilter =
        'keyword' in subject
          ? sql`and k.short = ${subject.keyword} ${filters.sentiment === undefined ? sql`` : sql`and k.sentiment = ${filters.sentiment}`}`
          : sql``;
      const result = await db.execute<{
        reviewId: number;
        locationId: number;
        sourceId: number;
        rating: number;
        authorName: string | null;
        content: string | null;
        publishedAt: string;
        sentiment: number;
        mentions: MentionRow[] | null;
        total: number;
        averageRating: number | null;
      }>(sql`
        with hits as (${hits}),
        summary as (
          select count(*)::int as total, avg(nullif(r.rating, 0))::float as average_rating
          from hits join ${reviews} r on r.id = hits.review_id
        ),
        paged as (
          select r.id, r.location_id, r.source_id, r.rating, r.author_name, r.content, r.published_at, r.sentiment
          from hits join ${reviews} r on r.id = hits.review_id
          order by r.published_at desc, r.id desc
          limit ${page.limit} offset ${page.offset}
        )
        select p.id as "reviewId", p.location_id as "locationId", p.source_id as "sourceId", p.rating,
          p.author_name as "authorName", p.content, to_json(p.published_at)#>>'{}' as "publishedAt", p.sentiment,
          (select json_agg(json_build_object('short', k.short, 'sentenceStart', k.sentence_start,
              'sentenceEnd', k.sentence_end, 'start', k.start, 'end', k."end", 'sentiment', k.sentiment)
              order by k.start)
            from ${reviewKeywords} k where k.review_id = p.id ${mentionFilter}) as mentions,
          s.total, s.average_rating as "averageRating"
        from summary s left join paged p on true
        order by p.published_at desc, p.id desc`);
      const first = result.rows[0];
      return {
        rows: result.rows.filter((row) => row.reviewId !== null),
        total: first?.total ?? 0,
        averageRating: first?.averageRating ?? null,
      };
    },

    /**
     * Keyword mentions one by one under the filters (a keyword's, or every keyword's), with their sentence: the
     * keyword_details export, read in id order after `afterId`.
     */
    async mentionRows(
      filters: CountFilters,
      keyword: string | undefined,
      page: { timeZone: string; afterId: number; limit: number },
    ) {
      const day = sql`(t.published_at at time zone ${page.timeZone})::date`;
      const result = await db.execute<{
        id: number;
        short: string;
        sentiment: number;
        content: string;
        sentenceStart: number;
        sentenceEnd: number;
        reviewId: number;
        locationId: number;
        sourceId: number;
        rating: number;
        publishedAt: string;
      }>(sql`
        select t.id, t.short, t.sentiment, r.content, t.sentence_start as "sentenceStart", t.sentence_end as "sentenceEnd",
          t.review_id as "reviewId", t.location_id as "locationId", t.source_id as "sourceId", t.rating,
          to_json(t.published_at)#>>'{}' as "publishedAt"
        from ${reviewKeywords} t join ${reviews} r on r.id = t.review_id
        where ${countConditions(filters, { day })} and t.counted and t.id > ${page.afterId}
          ${keyword === undefined ? sql`` : sql`and t.short = ${keyword}`}
          ${filters.category === undefined ? sql`` : sql`and ${filters.category} = any(t.categories)`}
        order by t.id limit ${page.limit}`);
      return result.rows;
    },

    /** Whether the review is the account's (another account's review answers 404). */
    async reviewExists(accountId: number, reviewId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from ${reviews} where ${reviews.id} = ${reviewId} and ${reviews.accountId} = ${accountId}`,
      );
      return result.rows.length > 0;
    },

    /** One review's analysis: its sentiment and score, keyword mentions in text order, and categories. */
    async reviewAnalysis(accountId: number, reviewId: number) {
      const [analysis] = (
        await db.execute<{ sentiment: number; score: number; analysedAt: string }>(sql`
          select sentiment, score, to_json(analysed_at)#>>'{}' as "analysedAt" from ${reviewAnalyses}
          where review_id = ${reviewId} and account_id = ${accountId}`)
      ).rows;
      const mentions = await db.execute<MentionRow>(sql`
        select short, sentence_start as "sentenceStart", sentence_end as "sentenceEnd", start, "end", sentiment
        from ${reviewKeywords} where review_id = ${reviewId} and account_id = ${accountId} order by start`);
      const categories = await db.execute<{ category: string; sentiment: number }>(sql`
        select category, sentiment from ${reviewCategories}
        where review_id = ${reviewId} and account_id = ${accountId} order by category`);
      return { analysis, mentions: mentions.rows, categories: categories.rows };
    },
  };
}

export type InsightsRepo = ReturnType<typeof createInsightsRepo>;
