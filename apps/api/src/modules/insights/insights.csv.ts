import {
  categoryRankQuerySchema,
  INSIGHTS_PAGE_SIZE,
  type InsightFilters,
  insightFiltersSchema,
  mentionedQuerySchema,
  type Permission,
} from '@repute/domain';
import { z } from 'zod';
import { type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { InsightsService } from './insights.service';

/** The insights gates are the viewed account's (maybe a child's), not the caller's: insights.service reads them. */
const INSIGHTS_READ: Permission = ['insights', 'read'];

/**
 * What a scheduled export (and the filter bar's URL) calls the insights filters: from/to are the date range, sort
 * the keywords' order (decision 0042). They are read as the calls' own names.
 */
const exportAliases = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  z.preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input;
    const { from, to, sort, ...rest } = input as Record<string, unknown>;
    return {
      ...(from === undefined ? {} : { published_after: from }),
      ...(to === undefined ? {} : { published_before: to }),
      ...(sort === undefined ? {} : { 'sort[by]': sort }),
      ...rest,
    };
  }, schema);

/** The keywords screen's list as a CSV: every keyword under the filters, in the screen's order. */
export function keywordsCsv(insights: Pick<InsightsService, 'mentioned'>): CsvExport {
  return defineCsv({
    permission: INSIGHTS_READ,
    filters: exportAliases(mentionedQuerySchema.omit({ page: true, per_page: true })),
    open: (caller, filters) =>
      pagedBatches(INSIGHTS_PAGE_SIZE, async (page, perPage) => {
        const accountId = filters.account_id ?? caller.accountId;
        const { keywords } = await insights.mentioned(caller, accountId, { ...filters, page, per_page: perPage });
        return keywords;
      }),
    columns: [
      { header: 'keyword', value: (row) => row.short },
      { header: 'positive_mentions', value: (row) => row.positive_mentions },
      { header: 'negative_mentions', value: (row) => row.negative_mentions },
      { header: 'total_mentions', value: (row) => row.positive_mentions + row.negative_mentions },
    ],
  });
}

/** The experience categories with their counts, as the keywords screen ranks them. */
export function experienceCategoriesCsv(insights: Pick<InsightsService, 'categoryRank'>): CsvExport {
  return defineCsv({
    permission: INSIGHTS_READ,
    filters: exportAliases(categoryRankQuerySchema.omit({ page: true, per_page: true })),
    open: (caller, filters) =>
      pagedBatches(INSIGHTS_PAGE_SIZE, async (page, perPage) => {
        const accountId = filters.account_id ?? caller.accountId;
        const { items } = await insights.categoryRank(caller, accountId, { ...filters, page, per_page: perPage });
        return items;
      }),
    columns: [
      { header: 'category', value: (row) => row.category },
      { header: 'positive_count', value: (row) => row.positive_count },
      { header: 'negative_or_neutral_count', value: (row) => row.total_count - row.positive_count },
      { header: 'total_count', value: (row) => row.total_count },
    ],
  });
}

const keywordDetailsFilters = insightFiltersSchema.extend({
  keyword: z.string().trim().toLowerCase().min(1).max(100).optional(),
});

const SENTIMENT_WORDS = { '1': 'positive', '0': 'neutral', '-1': 'negative' } as const;

/** Every keyword mention behind the counts (of one keyword when `keyword` is given): the sentence it is in. */
export function keywordDetailsCsv(insights: Pick<InsightsService, 'mentionRows'>): CsvExport {
  return defineCsv({
    permission: INSIGHTS_READ,
    filters: exportAliases(keywordDetailsFilters),
    open: async (caller, filters: InsightFilters & { keyword?: string }) => {
      let afterId = 0;
      return pagedBatches(INSIGHTS_PAGE_SIZE, async (_page, perPage) => {
        const rows = await insights.mentionRows(caller, filters, afterId, perPage);
        afterId = rows[rows.length - 1]?.id ?? afterId;
        return rows;
      });
    },
    columns: [
      { header: 'keyword', value: (row) => row.keyword },
      // The words a person reads (spec 000 §4); '-1' would also need a formula guard in a spreadsheet.
      { header: 'sentiment', value: (row) => SENTIMENT_WORDS[row.sentiment] },
      { header: 'sentence', value: (row) => row.sentence },
      { header: 'review_id', value: (row) => row.review_id },
      { header: 'published_at', value: (row) => row.published_at },
      { header: 'location_id', value: (row) => row.location_id },
      { header: 'source_id', value: (row) => row.source_id },
      { header: 'rating', value: (row) => row.rating },
    ],
  });
}
