import { reviewsFeed } from '@repute/domain/contracts/feeds';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import { feedCsv, toFeedRow } from './review-feed';
import type { ReviewsService } from './reviews.service';

/**
 * GET /feeds/reviews (decision 0167): the reviews list's page, oldest first so that page numbers stay put while
 * reviews arrive, as flat rows. CSV carries its paging where a CSV reader looks for it: the Link and X-Total-Count
 * headers.
 */
export function reviewFeedRoutes(app: ContractApp, reviews: ReviewsService): void {
  route(app, reviewsFeed, async (request, reply) => {
    const { format, ...filters } = request.query;
    const { reviews: items, total } = await reviews.list(callerOf(request), {
      ...filters,
      'sort[by]': 'published_at',
      'sort[order]': 'asc',
    });
    const page = halList('reviews', items.map(toFeedRow), total, filters, '/feeds/reviews', { ...filters, format });
    if (format === 'json') return page;
    const links = Object.entries(page._links).map(([rel, link]) => `<${link.href}>; rel="${rel}"`);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `inline; filename="reviews-page-${page._page}.csv"`)
      .header('cache-control', 'private, no-store')
      .header('link', links.join(', '))
      .header('x-total-count', String(total))
      .send(feedCsv(page._embedded.reviews));
  });
}
