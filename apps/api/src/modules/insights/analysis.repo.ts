import type { MentionSummary } from '@repute/text-analysis';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  accounts,
  reanalysisRuns,
  reviewAnalyses,
  reviewAnalysisPending,
  reviewCategories,
  reviewKeywords,
  reviews,
  sentimentModels,
} from '../../platform/db/schema';

/** A review to analyse, and (for a waiting one) the mark it was read with. */
export type ReviewText = { id: number; content: string | null; queuedAt?: string };

/** What the analysis found in one review, ready to store. */
export type StoredAnalysis = {
  reviewId: number;
  /** The mark the review was read with: the pending mark is taken away only if the text did not change since. */
  queuedAt?: string;
  sentiment: number;
  score: number;
  modelVersion: string;
  textHash: string;
  keywords: {
    short: string;
    sentenceStart: number;
    sentenceEnd: number;
    start: number;
    end: number;
    sentiment: number;
  }[];
  categories: { category: string; sentiment: number }[];
};

export type ReanalysisRunRow = typeof reanalysisRuns.$inferSelect;

/** The analysis job's SQL: the reviews waiting, their analysis rows (whose triggers keep the counts), models, runs. */
export function createAnalysisRepo(db: Database) {
  return {
    async verticalOf(accountId: number): Promise<string | null> {
      const result = await db.execute<{ vertical: string | null }>(
        sql`select ${accounts.accountVerticalName} as vertical from ${accounts} where ${accounts.id} = ${accountId}`,
      );
      return result.rows[0]?.vertical ?? null;
    },

    async accountExists(accountId: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId}`);
      return result.rows.length > 0;
    },

    /** The accounts with reviews waiting for their analysis. */
    async accountsWaiting(): Promise<number[]> {
      const result = await db.execute<{ accountId: number }>(
        sql`select distinct account_id as "accountId" from ${reviewAnalysisPending}`,
      );
      return result.rows.map((row) => row.accountId);
    },

    /** The account's waiting reviews after `afterId`, in id order. */
    async waiting(accountId: number, afterId: number, limit: number): Promise<ReviewText[]> {
      const result = await db.execute<ReviewText>(sql`
        select r.id, r.content, to_json(p.queued_at)#>>'{}' as "queuedAt"
        from ${reviewAnalysisPending} p join ${reviews} r on r.id = p.review_id
        where p.account_id = ${accountId} and p.review_id > ${afterId}
        order by p.review_id
        limit ${limit}`);
      return result.rows;
    },

    async waitingCount(accountId: number): Promise<number> {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from ${reviewAnalysisPending} where account_id = ${accountId}`,
      );
      return result.rows[0]?.count ?? 0;
    },

    /**
     * Every review of an account with text, in id order after `cursor` (a re-analysis, resumable), with its
     * pending mark if it has one: analysing it now answers that mark too.
     */
    async reviewsAfter(accountId: number, cursor: number, limit: number): Promise<ReviewText[]> {
      const result = await db.execute<ReviewText>(sql`
        select r.id, r.content, to_json(p.queued_at)#>>'{}' as "queuedAt"
        from ${reviews} r left join ${reviewAnalysisPending} p on p.review_id = r.id
        where r.account_id = ${accountId} and r.id > ${cursor} and coalesce(r.content, '') <> ''
        order by r.id limit ${limit}`);
      return result.rows.map((row) => (row.queuedAt === null ? { id: row.id, content: row.content } : row));
    },

    async reviewsWithText(accountId: number): Promise<number> {
      const result = await db.execute<{ count: number }>(sql`
        select count(*)::int as count from ${reviews} where account_id = ${accountId} and coalesce(content, '') <> ''`);
      return result.rows[0]?.count ?? 0;
    },

    /**
     * Writes the analysis of these reviews in one transaction, as the difference from what is stored: a keyword or
     * category row found again exactly stays, one no longer found goes and a new one comes (the triggers of
     * migrations 0014 and 0029 move the counts by what changed, so a re-analysis that finds what it found before
     * costs no count writes). Then the analysis itself, and the review's sentiment and categories (whose trigger
     * moves review_daily_counts). The review rows are locked first, in id order: a change of rating or removal
     * waits and is then copied onto the new rows. A review whose text changed since it was read keeps its
     * pending mark and is analysed again.
     */
    async store(accountId: number, analyses: StoredAnalysis[], emptied: ReviewText[]): Promise<void> {
      const ids = [...analyses.map((a) => a.reviewId), ...emptied.map((r) => r.id)].sort((a, b) => a - b);
      if (ids.length === 0) return;
      const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
      const emptiedIds = sql`${`{${emptied.map((r) => r.id).join(',')}}`}::int[]`;
      // A mention carries its review's categories sorted: the day counts keep one row per set (decision 0101).
      const keywordRows = analyses.flatMap((analysis) => {
        const categories = analysis.categories.map((category) => category.category).sort();
        return analysis.keywords.map((keyword) => ({
          review_id: analysis.reviewId,
          categories,
          short: keyword.short,
          sentence_start: keyword.sentenceStart,
          sentence_end: keyword.sentenceEnd,
          start: keyword.start,
          end: keyword.end,
          sentiment: keyword.sentiment,
        }));
      });
      const categoryRows = analyses.flatMap((analysis) =>
        analysis.categories.map((category) => ({ review_id: analysis.reviewId, ...category })),
      );
      const analysisRows = analyses.map((analysis) => ({
        review_id: analysis.reviewId,
        sentiment: analysis.sentiment,
        score: analysis.score,
        model_version: analysis.modelVersion,
        text_hash: analysis.textHash,
        categories: analysis.categories.map((category) => category.category),
      }));
      const marks = [
        ...analyses.map((a) => ({ review_id: a.reviewId, queued_at: a.queuedAt ?? null })),
        ...emptied.map((r) => ({ review_id: r.id, queued_at: r.queuedAt ?? null })),
      ].filter((mark) => mark.queued_at !== null);
      // The analyser finds a keyword once per sentence, so a mention is one row and matching whole rows is exact.
      const found = sql`json_to_recordset(${JSON.stringify(keywordRows)}::json) as x(review_id int,
        categories text[], short text, sentence_start int, sentence_end int, start int, "end" int, sentiment smallint)`;
      const sameMention = sql`x.review_id = k.review_id and x.short = k.short and x.start = k.start
        and x."end" = k."end" and x.sentence_start = k.sentence_start and x.sentence_end = k.sentence_end
        and x.sentiment = k.sentiment and x.categories = k.categories`;
      const foundCategories = sql`json_to_recordset(${JSON.stringify(categoryRows)}::json)
        as x(review_id int, category text, sentiment smallint)`;
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${reviews} where id = any(${idArray}) and account_id = ${accountId} order by id for share`,
        );
        await tx.execute(sql`
          delete from ${reviewKeywords} k where k.review_id = any(${idArray}) and k.account_id = ${accountId}
            and not exists (select 1 from ${found} where ${sameMention})`);
        await tx.execute(sql`
          delete from ${reviewCategories} k where k.review_id = any(${idArray}) and k.account_id = ${accountId}
            and not exists (select 1 from ${foundCategories}
              where x.review_id = k.review_id and x.category = k.category and x.sentiment = k.sentiment)`);
        if (emptied.length) {
          await tx.execute(
            sql`delete from ${reviewAnalyses} where review_id = any(${emptiedIds}) and account_id = ${accountId}`,
          );
        }
        if (keywordRows.length) {
          // What is left of these reviews' mentions is what was found again (read by review id, never a scan).
          await tx.execute(sql`
            with kept as (select * from ${reviewKeywords} where review_id = any(${idArray}))
            insert into ${reviewKeywords} (account_id, review_id, location_id, source_id, rating, published_at, counted,
              categories, short, sentence_start, sentence_end, start, "end", sentiment)
            select r.account_id, r.id, r.location_id, r.source_id, r.rating, r.published_at, not r.removed,
              x.categories, x.short, x.sentence_start, x.sentence_end, x.start, x."end", x.sentiment
            from ${found} join ${reviews} r on r.id = x.review_id and r.account_id = ${accountId}
            where not exists (select 1 from kept k where ${sameMention})`);
        }
        if (categoryRows.length) {
          // What is left of a review's categories is what was found again: a conflict is a row already right.
          await tx.execute(sql`
            insert into ${reviewCategories} (account_id, review_id, location_id, source_id, rating, published_at,
              counted, category, sentiment)
            select r.account_id, r.id, r.location_id, r.source_id, r.rating, r.published_at, not r.removed,
              x.category, x.sentiment
            from ${foundCategories} join ${reviews} r on r.id = x.review_id and r.account_id = ${accountId}
            on conflict (review_id, category, account_id) do nothing`);
        }
        if (analysisRows.length) {
          const rows = sql`json_to_recordset(${JSON.stringify(analysisRows)}::json) as x(review_id int, sentiment smallint,
            score real, model_version text, text_hash text, categories text[])`;
          await tx.execute(sql`
            insert into ${reviewAnalyses} (review_id, account_id, sentiment, score, model_version, text_hash)
            select x.review_id, r.account_id, x.sentiment, x.score, x.model_version, x.text_hash
            from ${rows} join ${reviews} r on r.id = x.review_id and r.account_id = ${accountId}
            on conflict (review_id, account_id) do update set sentiment = excluded.sentiment, score = excluded.score,
              model_version = excluded.model_version, text_hash = excluded.text_hash, analysed_at = now()`);
          // Only reviews whose sentiment or categories change are written: an update that changes nothing would
          // still run review_daily_counts' trigger for nothing.
          await tx.execute(sql`
            update ${reviews} r set sentiment = x.sentiment, categories = x.categories
            from ${rows}
            where r.id = x.review_id and r.account_id = ${accountId}
              and (r.sentiment, r.categories) is distinct from (x.sentiment, x.categories)`);
        }
        if (marks.length) {
          await tx.execute(sql`
            delete from ${reviewAnalysisPending} p
            using json_to_recordset(${JSON.stringify(marks)}::json) as x(review_id int, queued_at timestamptz)
            where p.review_id = x.review_id and p.queued_at = x.queued_at`);
        }
      });
    },

    async model(accountId: number): Promise<{ version: string; model: unknown; examples: number } | undefined> {
      const result = await db.execute<{ version: string; model: unknown; examples: number }>(
        sql`select version, model, examples from ${sentimentModels} where account_id = ${accountId}`,
      );
      return result.rows[0];
    },

    async modelVersion(accountId: number): Promise<string | null> {
      const result = await db.execute<{ version: string }>(
        sql`select version from ${sentimentModels} where account_id = ${accountId}`,
      );
      return result.rows[0]?.version ?? null;
    },

    async saveModel(accountId: number, version: string, model: unknown, examples: number): Promise<void> {
      await db.execute(sql`
        insert into ${sentimentModels} (account_id, version, model, examples, trained_at)
        values (${accountId}, ${version}, ${JSON.stringify(model)}::jsonb, ${examples}, now())
        on conflict (account_id) do update set version = excluded.version, model = excluded.model,
          examples = excluded.examples, trained_at = excluded.trained_at`);
    },

    /** Accounts and how many of their reviews have text and a telling rating (1-2 or 4-5): training examples. */
    async ratedReviewCounts(): Promise<{ accountId: number; examples: number; trainedOn: number | null }[]> {
      const result = await db.execute<{ accountId: number; examples: number; trainedOn: number | null }>(sql`
        select r.account_id as "accountId", count(*)::int as examples, m.examples as "trainedOn"
        from ${reviews} r left join ${sentimentModels} m on m.account_id = r.account_id
        where not r.removed and r.rating in (1, 2, 4, 5) and coalesce(r.content, '') <> ''
        group by r.account_id, m.examples`);
      return result.rows;
    },

    /** An account's training examples: its rated reviews with text, newest first, at most `limit`. */
    async trainingExamples(accountId: number, limit: number): Promise<{ text: string; rating: number }[]> {
      const result = await db.execute<{ text: string; rating: number }>(sql`
        select content as text, rating from ${reviews}
        where account_id = ${accountId} and not removed and rating in (1, 2, 4, 5) and coalesce(content, '') <> ''
        order by published_at desc limit ${limit}`);
      return result.rows;
    },

    /**
     * Each keyword's and category's counted mentions by sentiment, with the mean rating of their reviews (unrated
     * ones left out): what the rating check (`disagreementOf`) reads. A keyword and a category of one name ("food")
     * are two subjects.
     */
    async mentionSummaries(accountId: number): Promise<(MentionSummary & { kind: 'keyword' | 'category' })[]> {
      const result = await db.execute<MentionSummary & { kind: 'keyword' | 'category' }>(sql`
        select kind, subject, count(*) filter (where sentiment = 1)::int as positive,
          count(*) filter (where sentiment = 0)::int as neutral,
          count(*) filter (where sentiment = -1)::int as negative,
          avg(nullif(rating, 0))::float as "averageRating"
        from (
          select 'keyword' as kind, short as subject, sentiment, rating from ${reviewKeywords}
          where account_id = ${accountId} and counted
          union all
          select 'category', category, sentiment, rating from ${reviewCategories}
          where account_id = ${accountId} and counted
        ) mentions
        group by kind, subject order by kind, subject`);
      return result.rows;
    },

    async createRun(accountId: number, total: number, userId: number | null): Promise<ReanalysisRunRow> {
      const [run] = await db.insert(reanalysisRuns).values({ accountId, total, requestedByUserId: userId }).returning();
      if (!run) throw new Error('re-analysis run not stored');
      return run;
    },

    async run(runId: number, accountId?: number): Promise<ReanalysisRunRow | undefined> {
      const scope = accountId === undefined ? undefined : eq(reanalysisRuns.accountId, accountId);
      const [run] = await db
        .select()
        .from(reanalysisRuns)
        .where(and(eq(reanalysisRuns.id, runId), scope));
      return run;
    },

    async latestRun(accountId: number): Promise<ReanalysisRunRow | undefined> {
      const [run] = await db
        .select()
        .from(reanalysisRuns)
        .where(eq(reanalysisRuns.accountId, accountId))
        .orderBy(desc(reanalysisRuns.id))
        .limit(1);
      return run;
    },

    async startRun(runId: number): Promise<void> {
      await db.execute(sql`
        update ${reanalysisRuns} set status = 'running', started_at = coalesce(started_at, now()), error = null
        where id = ${runId}`);
    },

    async advanceRun(runId: number, cursor: number, analysed: number): Promise<void> {
      await db.execute(sql`
        update ${reanalysisRuns} set cursor = ${cursor}, done = least(total, done + ${analysed}) where id = ${runId}`);
    },

    async finishRun(runId: number, outcome: { error?: string }): Promise<void> {
      await db.execute(sql`
        update ${reanalysisRuns}
        set status = ${outcome.error === undefined ? 'complete' : 'failed'}, error = ${outcome.error ?? null},
          done = case when ${outcome.error === undefined} then total else done end, finished_at = now()
        where id = ${runId}`);
    },
  };
}

export type AnalysisRepo = ReturnType<typeof createAnalysisRepo>;
