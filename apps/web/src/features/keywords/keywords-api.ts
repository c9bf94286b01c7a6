import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { useAuth } from '../../shared/auth/use-auth';
import type { InsightsParams } from './insights-params';
import type { KeywordSort } from './keyword-sort';

/** Spec 001 §9: insights calls ask for 500 items. */
export const INSIGHTS_PAGE_SIZE = 500;
/** Reviews shown a page on a keyword or category page (spec 000 §9's list page size). */
export const MENTION_REVIEWS_PAGE_SIZE = 25;

export type MentionedKeyword = { short: string; positive_mentions: number; negative_mentions: number };
export type CategoryRankItem = { category: string; positive_count: number; total_count: number };
/** One mention: the sentence it is in, where the keyword is in that sentence, and the sentence's sentiment. */
export type KeywordMention = { short: string; sentence: string; start: number; end: number; sentiment: number };
export type MentionReview = {
  id: number;
  rating: number;
  author_name: string | null;
  published_at: string;
  location_name: string;
  source_name: string;
  mentions: KeywordMention[];
};
export type MentionTrendPoint = { month: string; reviews: number; positive: number; negative: number; average_rating: number | null };
export type MentionReviews = {
  reviews: MentionReview[];
  total: number;
  totalPages: number;
  averageRating: number | null;
  trend: MentionTrendPoint[];
};
/** What the reviews are asked for: one keyword, or one category. */
export type MentionSubject = { short: string } | { category: string };

export const insightsKeys = {
  all: ['insights'] as const,
  mentioned: (accountId: number, params: InsightsParams, sort: KeywordSort) =>
    ['insights', 'mentioned', accountId, params, sort] as const,
  categoryRank: (accountId: number, params: InsightsParams) => ['insights', 'category_rank', accountId, params] as const,
  mentions: (accountId: number, subject: MentionSubject, params: InsightsParams, page: number) =>
    ['insights', 'mentions', accountId, subject, params, page] as const,
};

function useAccountId(): number {
  return useAuth()?.account_id ?? 0;
}

/** GET /insights/{accountId}/mentioned (spec 001 §7); null params while the date range is not known. */
export function useMentionedKeywords(params: InsightsParams | null, sort: KeywordSort) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: insightsKeys.mentioned(accountId, params ?? {}, sort),
    queryFn: async () => {
      const answer = await api.get<{ keywords: MentionedKeyword[] }>(`/insights/${accountId}/mentioned`, {
        account_id: accountId,
        ...params,
        'sort[by]': sort,
        per_page: INSIGHTS_PAGE_SIZE,
      });
      return answer.keywords;
    },
    enabled: accountId > 0 && params !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /insights/{accountId}/category_rank: the experience categories with positive and total counts. */
export function useCategoryRank(params: InsightsParams | null, enabled: boolean) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: insightsKeys.categoryRank(accountId, params ?? {}),
    queryFn: async () => {
      const answer = await api.get<{ items: CategoryRankItem[] }>(`/insights/${accountId}/category_rank`, {
        account_id: accountId,
        ...params,
        per_page: INSIGHTS_PAGE_SIZE,
        show_zero: false,
      });
      return answer.items;
    },
    enabled: enabled && accountId > 0 && params !== null,
    placeholderData: keepPreviousData,
  });
}

type MentionsAnswer = {
  _embedded: { reviews: MentionReview[] };
  _total: number;
  _total_pages: number;
  average_rating: number | null;
  trend: MentionTrendPoint[];
};

/** The reviews that mention a keyword or touch a category, with their sentences, average rating and trend. */
export function useMentionReviews(subject: MentionSubject, params: InsightsParams | null, page: number) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: insightsKeys.mentions(accountId, subject, params ?? {}, page),
    queryFn: async (): Promise<MentionReviews> => {
      const answer = await api.get<MentionsAnswer>(`/insights/${accountId}/mentions`, {
        ...params,
        ...subject,
        page,
        per_page: MENTION_REVIEWS_PAGE_SIZE,
      });
      return {
        reviews: answer._embedded.reviews,
        total: answer._total,
        totalPages: answer._total_pages,
        averageRating: answer.average_rating,
        trend: answer.trend,
      };
    },
    enabled: accountId > 0 && params !== null,
    placeholderData: keepPreviousData,
  });
}
