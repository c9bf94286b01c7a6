import {
  getKeywordTrend,
  getReanalysis,
  getReviewKeywords,
  listCategoryRank,
  listExperienceCategories,
  listKeywordMentions,
  listMentionedKeywords,
  startReanalysis,
} from '@repute/domain/contracts/insights';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { InsightsService } from './insights.service';

/** Spec 001 §7 "Keywords", spec 000 §7 insights calls, and the keyword detail screens' reads (decision 0040). */
export function insightsRoutes(app: ContractApp, insights: InsightsService): void {
  route(app, listExperienceCategories, async (request) => {
    const { account_id } = request.params;
    const { rows, total } = await insights.categories(callerOf(request), account_id, request.query);
    return halList('categories', rows, total, request.query, `/insights/${account_id}/categories`, request.query);
  });

  route(app, listMentionedKeywords, async (request) => {
    const { account_id } = request.params;
    const { keywords, total } = await insights.mentioned(callerOf(request), account_id, request.query);
    const { _embedded, ...paging } = halList(
      'keywords',
      keywords,
      total,
      request.query,
      `/insights/${account_id}/mentioned`,
      rawQuery(request.raw.url),
    );
    return { keywords: _embedded.keywords, ...paging };
  });

  route(app, listCategoryRank, async (request) => {
    const { account_id } = request.params;
    const { items, total } = await insights.categoryRank(callerOf(request), account_id, request.query);
    return halList(
      'categories',
      items,
      total,
      request.query,
      `/insights/${account_id}/category_rank`,
      rawQuery(request.raw.url),
    );
  });

  route(app, listKeywordMentions, async (request) => {
    const { account_id } = request.params;
    const { rows, total, averageRating } = await insights.mentions(callerOf(request), account_id, request.query);
    const page = halList(
      'reviews',
      rows,
      total,
      request.query,
      `/insights/${account_id}/mentions`,
      rawQuery(request.raw.url),
    );
    return { ...page, average_rating: averageRating };
  });

  route(app, getKeywordTrend, async (request) => ({
    points: await insights.trend(callerOf(request), request.params.account_id, request.query),
  }));

  route(app, getReviewKeywords, async (request) =>
    insights.reviewKeywords(callerOf(request), request.params.review_id),
  );

  route(app, startReanalysis, async (request, reply) => {
    const run = await insights.startReanalysis(callerOf(request), request.params.account_id);
    return reply.status(202).send(halItem(run, `/insights/${run.account_id}/reanalyses/${run.id}`));
  });

  route(app, getReanalysis, async (request) => {
    const { account_id, id } = request.params;
    const run = await insights.reanalysis(callerOf(request), account_id, id);
    return halItem(run, `/insights/${account_id}/reanalyses/${id}`);
  });
}

/** The caller's query as sent, for the links: the parsed one holds arrays and numbers the links would misspell. */
function rawQuery(url: string | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url?.split('?')[1] ?? ''));
}
