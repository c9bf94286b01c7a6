import {
  type AccountSettingCode,
  type CategoryRankItem,
  type CategoryRankQuery,
  EXPERIENCE_CATEGORIES,
  type ExperienceCategoriesQuery,
  type ExperienceCategoryItem,
  experienceCategoryLabel,
  type InsightFilters,
  type KeywordMention,
  type KeywordSearch,
  keywordSearchOf,
  type MentionedKeyword,
  type MentionedQuery,
  type MentionsQuery,
  pageSlice,
  pageWindow,
  type Reanalysis,
  type ReviewKeywords,
  type TrendQuery,
} from '@repute/domain';
import { categoriesForVertical } from '@repute/text-analysis';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { forbidden, notFound } from '../../platform/errors';
import type { ReanalysisRunRow } from './analysis.repo';
import { countFiltersOf } from './count-filters';
import type { InsightsRepo, MentionRow, RatingCheckCounts, Subject } from './insights.repo';
import { ratingCheckOf } from './rating-check';
import type { ReviewAnalysis } from './review-analysis.service';

const CATEGORIES: ExperienceCategoryItem[] = EXPERIENCE_CATEGORIES.map((category) => ({
  category,
  name: experienceCategoryLabel(category),
}));

/** A category of the vertical no review touched under the filters (show_zero). */
const NOTHING_COUNTED: RatingCheckCounts = { checkPositive: 0, checkNeutral: 0, checkNegative: 0, averageRating: null };

/** Shown when the account's settings turn keywords or experience categories off (spec 001 §6). */
export const INSIGHTS_OFF = 'Keyword insights are not enabled for this account';
export const EXPERIENCE_OFF = 'Experience analysis is not enabled for this account';

/** Spec 000 §4: sentiment travels as '1' / '-1' (and '0' for a neutral sentence). */
export const sentimentParam = (sentiment: number): '1' | '0' | '-1' =>
  sentiment > 0 ? '1' : sentiment < 0 ? '-1' : '0';

/** Type-ahead matches a word start; relevance (the default) matches anywhere. */
function matches(item: ExperienceCategoryItem, search: KeywordSearch | undefined): boolean {
  if (!search) return true;
  const keywords = search.phrase.toLowerCase();
  if (search.typeahead) return ` ${item.category}`.replace(/\//g, ' ').includes(` ${keywords}`);
  return item.category.includes(keywords);
}

const presentMention = (mention: MentionRow): KeywordMention => ({
  short: mention.short,
  sentence_start: mention.sentenceStart,
  sentence_end: mention.sentenceEnd,
  start: mention.start,
  end: mention.end,
  sentiment: sentimentParam(mention.sentiment),
});

const presentRun = (run: ReanalysisRunRow): Reanalysis => ({
  id: run.id,
  account_id: run.accountId,
  status: run.status,
  total: run.total,
  done: run.done,
  created_at: run.createdAt.toISOString(),
  started_at: run.startedAt?.toISOString() ?? null,
  finished_at: run.finishedAt?.toISOString() ?? null,
});

export type InsightsDeps = {
  repo: InsightsRepo;
  analysis: Pick<ReviewAnalysis, 'createRun' | 'run'>;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  verticalOf: (accountId: number) => Promise<string | null>;
  timeZoneOf: (accountId: number) => Promise<string>;
  /** Sends the re-analysis job of a run (the worker works it). */
  requestReanalysis: (accountId: number, runId: number) => Promise<void>;
};

/**
 * Insights of reviews (spec 000 §7, 001 §7 "Keywords"): the experience categories the filter bar offers, the
 * mentioned keywords and the category rank (read from the counts the analysis keeps), the reviews and trend
 * behind a keyword or category, one review's analysis, and re-analyses.
 */
export function createInsightsService({
  repo,
  analysis,
  settingOn,
  verticalOf,
  timeZoneOf,
  requestReanalysis,
}: InsightsDeps) {
  /**
   * The account in scope and its insights setting (and experience_analysis for categories): the viewed account's,
   * maybe a child's, which the route table cannot read (decision 0119). Insights read is the route's or the CSV's.
   */
  const readable = async (caller: Caller, requested: number | undefined, options: { experience?: boolean } = {}) => {
    const accountId = await accountInScope(caller, requested);
    if (!(await settingOn(accountId, 'insights'))) throw forbidden(INSIGHTS_OFF);
    if (options.experience && !(await settingOn(accountId, 'experience_analysis'))) throw forbidden(EXPERIENCE_OFF);
    return accountId;
  };

  async function reviewAnalysisOf(accountId: number, reviewId: number): Promise<ReviewKeywords> {
    const { analysis: found, mentions, categories } = await repo.reviewAnalysis(accountId, reviewId);
    return {
      review_id: reviewId,
      sentiment: found ? sentimentParam(found.sentiment) : null,
      score: found?.score ?? null,
      keywords: mentions.map(presentMention),
      categories: categories.map((row) => ({ category: row.category, sentiment: sentimentParam(row.sentiment) })),
      analysed_at: found?.analysedAt ?? null,
    };
  }

  /** The path's account; an account_id in the query must name the same one. */
  const pathAccount = (accountId: number, query: Pick<InsightFilters, 'account_id'>) => {
    if (query.account_id !== undefined && query.account_id !== accountId) throw notFound('Account not found');
    return accountId;
  };

  const subjectOf = (query: { keyword?: string; category?: string }): Subject =>
    query.keyword !== undefined ? { keyword: query.keyword } : { category: query.category ?? '' };

  return {
    async categories(caller: Caller, accountId: number, query: ExperienceCategoriesQuery) {
      await accountInScope(caller, accountId);
      const search = keywordSearchOf(query);
      const rows = CATEGORIES.filter((item) => matches(item, search));
      return { rows: pageSlice(rows, query), total: rows.length };
    },

    async mentioned(caller: Caller, pathAccountId: number, query: MentionedQuery) {
      const accountId = await readable(caller, pathAccount(pathAccountId, query));
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.mentioned(countFiltersOf(accountId, query), {
        sort: query['sort[by]'],
        limit,
        offset,
        showZero: query.show_zero,
      });
      const keywords: MentionedKeyword[] = rows.map((row) => ({
        short: row.short,
        positive_mentions: row.positive,
        negative_mentions: row.negative,
        rating_check: ratingCheckOf(row.short, row),
      }));
      return { keywords, total };
    },

    /**
     * Every category the account's vertical analyses that reviews touch under the filters, most talked about
     * first (show_zero adds the vertical's untouched ones), then in the spec's order.
     */
    async categoryRank(caller: Caller, pathAccountId: number, query: CategoryRankQuery) {
      const accountId = await readable(caller, pathAccount(pathAccountId, query), { experience: true });
      const counted = new Map(
        (await repo.categoryCounts(countFiltersOf(accountId, query))).map((row) => [row.category, row]),
      );
      const vertical: readonly string[] = categoriesForVertical(await verticalOf(accountId));
      const names = query.show_zero
        ? [
            ...new Set([
              ...vertical.filter((c) => query.category === undefined || c === query.category),
              ...counted.keys(),
            ]),
          ]
        : [...counted.keys()];
      const order = (category: string) => {
        const index = (EXPERIENCE_CATEGORIES as readonly string[]).indexOf(category);
        return index === -1 ? EXPERIENCE_CATEGORIES.length : index;
      };
      const items: CategoryRankItem[] = names
        .map((category) => {
          const row = counted.get(category);
          return {
            category,
            positive_count: row?.positive ?? 0,
            total_count: row?.total ?? 0,
            rating_check: ratingCheckOf(category, row ?? NOTHING_COUNTED),
          };
        })
        .sort((a, b) => b.total_count - a.total_count || order(a.category) - order(b.category));
      return { items: pageSlice(items, query), total: items.length };
    },

    /** The reviews behind a keyword or category, newest first, with the mentions to highlight. */
    async mentions(caller: Caller, pathAccountId: number, query: MentionsQuery) {
      const subject = subjectOf(query);
      const accountId = await readable(caller, pathAccount(pathAccountId, query), {
        experience: !('keyword' in subject),
      });
      const { limit, offset } = pageWindow(query);
      const timeZone = accountId === caller.accountId ? caller.accountTimeZone : await timeZoneOf(accountId);
      const found = await repo.mentioningReviews(countFiltersOf(accountId, query), subject, {
        timeZone,
        limit,
        offset,
      });
      return {
        rows: found.rows.map((row) => ({
          review_id: row.reviewId,
          location_id: row.locationId,
          source_id: row.sourceId,
          rating: row.rating,
          author_name: row.authorName,
          content: row.content ?? '',
          published_at: row.publishedAt,
          sentiment: sentimentParam(row.sentiment),
          mentions: (row.mentions ?? []).map(presentMention),
        })),
        total: found.total,
        averageRating: found.averageRating === null ? null : Math.round(found.averageRating * 100) / 100,
      };
    },

    /** A keyword's or category's positive, negative and total counts per period, from the counts. */
    async trend(caller: Caller, pathAccountId: number, query: TrendQuery) {
      const subject = subjectOf(query);
      const accountId = await readable(caller, pathAccount(pathAccountId, query), {
        experience: !('keyword' in subject),
      });
      return repo.trend(countFiltersOf(accountId, query), subject, query.interval);
    },

    /**
     * The keyword_details export: every mention under the filters (of one keyword when given), with its sentence,
     * in batches after `afterId` (0 first).
     */
    async mentionRows(caller: Caller, filters: InsightFilters & { keyword?: string }, afterId: number, limit: number) {
      const accountId = await readable(caller, filters.account_id);
      const timeZone = accountId === caller.accountId ? caller.accountTimeZone : await timeZoneOf(accountId);
      const rows = await repo.mentionRows(countFiltersOf(accountId, filters), filters.keyword, {
        timeZone,
        afterId,
        limit,
      });
      return rows.map((row) => ({
        id: row.id,
        keyword: row.short,
        sentiment: sentimentParam(row.sentiment),
        sentence: row.content.slice(row.sentenceStart, row.sentenceEnd),
        review_id: row.reviewId,
        location_id: row.locationId,
        source_id: row.sourceId,
        rating: row.rating,
        published_at: row.publishedAt,
      }));
    },

    /** GET /review/{review_id}/keywords: the caller's account's review only (another's is 404). */
    async reviewKeywords(caller: Caller, reviewId: number): Promise<ReviewKeywords> {
      const accountId = await readable(caller, undefined);
      if (!(await repo.reviewExists(accountId, reviewId))) throw notFound('Review not found');
      return reviewAnalysisOf(accountId, reviewId);
    },

    /**
     * One review's analysis for another module that found the review in the account (a reply draft reads what the
     * review talks about). The insights setting gates the screens, not this.
     */
    reviewAnalysisOf,

    /** Starts the re-analysis of every review of the account (an admin's call: it reads every review again). */
    async startReanalysis(caller: Caller, pathAccountId: number): Promise<Reanalysis> {
      const accountId = await accountInScope(caller, pathAccountId);
      const run = await analysis.createRun(accountId, caller.userId);
      await requestReanalysis(accountId, run.id);
      return presentRun(run);
    },

    async reanalysis(caller: Caller, pathAccountId: number, runId: number): Promise<Reanalysis> {
      const accountId = await accountInScope(caller, pathAccountId);
      const run = await analysis.run(runId, accountId);
      if (!run) throw notFound('Re-analysis not found');
      return presentRun(run);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
