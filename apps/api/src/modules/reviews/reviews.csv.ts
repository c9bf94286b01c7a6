import { reviewsQuerySchema } from '@repute/domain';
import { type CsvExport, defineSqlCsv } from '../exports';
import { reviewCsvValues as value } from './reviews.repo';
import type { ReviewsService } from './reviews.service';

/**
 * The reviews list as a CSV (decision 0028): the list's filters and sort, the review's fields in the order of the
 * screen, and its response (a review has at most one). PostgreSQL writes its lines (decision 0081).
 */
export function reviewsCsv(reviews: Pick<ReviewsService, 'csvCopy'>): CsvExport {
  return defineSqlCsv({
    permission: ['review', 'read'],
    filters: reviewsQuerySchema.omit({ page: true, per_page: true, before: true, after: true }),
    open: (caller, filters, cells) => reviews.csvCopy(caller, filters, cells),
    columns: [
      { header: 'id', number: value.id },
      { header: 'published_at', text: value.publishedAt },
      { header: 'location_id', number: value.locationId },
      { header: 'location_name', text: value.locationName },
      { header: 'source_name', text: value.sourceName },
      { header: 'rating', number: value.rating },
      { header: 'author_name', text: value.authorName },
      { header: 'content', text: value.content },
      { header: 'sentiment', number: value.sentiment },
      { header: 'categories', text: value.categories },
      { header: 'tags', text: value.tags },
      { header: 'status', text: value.status },
      { header: 'response', text: value.response },
      { header: 'response_status', text: value.responseStatus },
      { header: 'response_published_at', text: value.responsePublishedAt },
      { header: 'language', text: value.language },
      { header: 'url', text: value.url },
      { header: 'external_id', text: value.externalId },
      { header: 'removed', text: value.removed },
      { header: 'updated_at', text: value.updatedAt },
    ],
  });
}
