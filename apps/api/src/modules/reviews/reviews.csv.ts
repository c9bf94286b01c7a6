import { type Review, reviewsQuerySchema } from '@repute/domain';
import { type CsvExport, defineCsv } from '../exports';
import type { ReviewsService } from './reviews.service';

/** Reviews a cursor fetch: a few megabytes of rows, and few enough ids for one responses and one tags query. */
const BATCH = 2500;

/** A review has one response as a rule; should it have more, the newest is the one it shows. */
const newestResponse = (review: Review) =>
  review.responses.reduce<Review['responses'][number] | undefined>(
    (newest, response) => (!newest || response.created_at > newest.created_at ? response : newest),
    undefined,
  );

/**
 * The reviews list as a CSV (decision 0028): the list's filters and sort, the review's fields in the order of the
 * screen, and its newest response.
 */
export function reviewsCsv(reviews: Pick<ReviewsService, 'exportBatches'>): CsvExport {
  return defineCsv({
    filters: reviewsQuerySchema.omit({ page: true, per_page: true, before: true, after: true }),
    open: (caller, filters) => reviews.exportBatches(caller, filters, BATCH),
    columns: [
      { header: 'id', value: (review: Review) => review.id },
      { header: 'published_at', value: (review) => review.published_at },
      { header: 'location_id', value: (review) => review.location_id },
      { header: 'location_name', value: (review) => review.location_name },
      { header: 'source_name', value: (review) => review.source_name },
      { header: 'rating', value: (review) => review.rating },
      { header: 'author_name', value: (review) => review.author_name },
      { header: 'content', value: (review) => review.content },
      { header: 'sentiment', value: (review) => review.sentiment },
      { header: 'categories', value: (review) => review.categories.join('; ') },
      { header: 'tags', value: (review) => review.tags.map((tag) => tag.name).join('; ') },
      { header: 'status', value: (review) => review.status },
      { header: 'response', value: (review) => newestResponse(review)?.content },
      { header: 'response_status', value: (review) => newestResponse(review)?.status },
      { header: 'response_published_at', value: (review) => newestResponse(review)?.published_at },
      { header: 'language', value: (review) => review.language },
      { header: 'url', value: (review) => review.url },
      { header: 'external_id', value: (review) => review.external_id },
      { header: 'removed', value: (review) => review.removed },
      { header: 'updated_at', value: (review) => review.updated_at },
    ],
  });
}
