import type { KeywordSort, MentioningReview } from '@repute/domain';
import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import {
  getKeywordTrend,
  listCategoryRank,
  listKeywordMentions,
  listMentionedKeywords,
} from '@repute/domain/contracts/insights';
import { INSIGHTS_PAGE_SIZE } from '@repute/domain/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import type { InsightsParams } from './insights-params';

/** Reviews shown a page on a keyword or category page (spec 000 §9's list page size). */
export const MENTION_REVIEWS_PAGE_SIZE = 25;

/** What a detail page is about: one keyword (narrowed by the category filter, if any), or one category. */
export type MentionSubject = { keyword: string } | { category: string };
export type TrendPoint = EndpointResult<typeof getKeywordTrend>['points'][number];
export type MentionReviews = {
  reviews: MentioningReview[];
  total: number;
  totalPages: number;
  averageRating: number | null;
};

export const insightsKeys = {
  all: ['insights'] as const,
  mentioned: (accountId: number, params: InsightsParams, sort: KeywordSort) =>
    ['insights', 'mentioned', accountId, params, sort] as const,
  categoryRank: (accountId: number, params: InsightsParams) =>
    ['insights', 'category_rank', accountId, params] as const,
  mentions: (accountId: number, subject: MentionSubject, params: InsightsParams, page: number) =>
    ['insights', 'mentions', accountId, subject, params, page] as const,
  trend: (accountId: number, subject: MentionSubject, params: InsightsParams) =>
    ['insights', 'trend', accountId, subject, params] as const,
};

/**
 * The insights calls of spec 001 §7 and the detail screens' (decision 0044). `params` is null until the date
 * range is known: asking earlier would count all time. A filter change keeps the last numbers on screen.
 */
function useInsightsQuery<Data>(
  key: (accountId: number, params: InsightsParams) => readonly unknown[],
  params: InsightsParams | null,
  load: (accountId: number, params: InsightsParams) => Promise<Data>,
) {
  const accountId = useAuth()?.account_id ?? 0;
  const known = params ?? {};
  return useQuery({
    queryKey: key(accountId, known),
    queryFn: () => load(accountId, known),
    enabled: accountId > 0 && params !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /insights/{accountId}/mentioned: keywords[] with positive and negative mentions, in the chosen sort. */
export function useMentionedKeywords(params: InsightsParams | null, sort: KeywordSort) {
  return useInsightsQuery(
    (accountId, known) => insightsKeys.mentioned(accountId, known, sort),
    params,
    async (accountId, known) => {
      const answer = await callEndpoint(listMentionedKeywords, {
        params: { account_id: accountId },
        query: { ...known, 'sort[by]': sort, per_page: INSIGHTS_PAGE_SIZE, show_zero: false },
      });
      return answer.keywords;
    },
  );
}

/** GET /insights/{accountId}/category_rank: the experience categories with positive and total counts. */
export function useCategoryRank(params: InsightsParams | null) {
  return useInsightsQuery(insightsKeys.categoryRank, params, async (accountId, known) => {
    const answer = await callEndpoint(listCategoryRank, {
      params: { account_id: accountId },
      query: { ...known, per_page: INSIGHTS_PAGE_SIZE, show_zero: false },
    });
    return answer._embedded.categories;
  });
}

/** GET /insights/{accountId}/mentions: the reviews behind a keyword or category, with their average rating. */
export function useMentionReviews(subject: MentionSubject, params: InsightsParams | null, page: number) {
  return useInsightsQuery(
    (accountId, known) => insightsKeys.mentions(accountId, subject, known, page),
    params,
    async (accountId, known): Promise<MentionReviews> => {
      const answer = await callEndpoint(listKeywordMentions, {
        params: { account_id: accountId },
        query: { ...known, ...subject, page, per_page: MENTION_REVIEWS_PAGE_SIZE },
      });
      return {
        reviews: answer._embedded.reviews,
        total: answer._total,
        totalPages: answer._total_pages,
        averageRating: answer.average_rating,
      };
    },
  );
}

/** GET /insights/{accountId}/trend: the keyword's or category's positive and negative counts each month. */
export function useMentionTrend(subject: MentionSubject, params: InsightsParams | null) {
  return useInsightsQuery(
    (accountId, known) => insightsKeys.trend(accountId, subject, known),
    params,
    async (accountId, known) => {
      const answer = await callEndpoint(getKeywordTrend, {
        params: { account_id: accountId },
        query: { ...known, ...subject, interval: 'month' },
      });
      return answer.points;
    },
  );
}
