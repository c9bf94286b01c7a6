import { reviewsQuerySchema, sourceById } from '@repute/domain';
import { type CsvExport, defineCsv } from '../exports';
import type { ReviewCsvRow } from './reviews.repo';
import type { ReviewsService } from './reviews.service';

/** Reviews a cursor fetch: a few megabytes of rows, read while the previous batch is written (decision 0046). */
const BATCH = 5000;

/**
 * The reviews list as a CSV (decision 0028): the list's filters and sort, the review's fields in the order of the
 * screen, and its response (a review has at most one).
 */
export function reviewsCsv(reviews: Pick<ReviewsService, 'csvBatches'>): CsvExport {
  return defineCsv({
    filters: reviewsQuerySchema.omit({ page: true, per_page: true, before: true, after: true }),
    open: (caller, filters) => reviews.csvBatches(caller, filters, BATCH),
    columns: [
      { header: 'id', value: (review: ReviewCsvRow) => review.id },
      { header: 'published_at', value: (review) => review.publishedAt },
      { header: 'location_id', value: (review) => review.locationId },
      { header: 'location_name', value: (review) => review.locationName },
      { header: 'source_name', value: (review) => sourceById(review.sourceId)?.name ?? 'Unknown' },
      { header: 'rating', value: (review) => review.rating },
      { header: 'author_name', value: (review) => review.authorName },
      { header: 'content', value: (review) => review.content },
      { header: 'sentiment', value: (review) => review.sentiment },
      { header: 'categories', value: (review) => review.categories },
      { header: 'tags', value: (review) => review.tags },
      { header: 'status', value: (review) => review.status },
      { header: 'response', value: (review) => review.response },
      { header: 'response_status', value: (review) => review.responseStatus },
      { header: 'response_published_at', value: (review) => review.responsePublishedAt },
      { header: 'language', value: (review) => review.language },
      { header: 'url', value: (review) => review.url },
      { header: 'external_id', value: (review) => review.externalId },
      { header: 'removed', value: (review) => review.removed },
      { header: 'updated_at', value: (review) => review.updatedAt },
    ],
  });
}
