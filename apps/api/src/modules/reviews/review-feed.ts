import { REVIEW_FEED_COLUMNS, type Review, type ReviewFeedRow } from '@repute/domain';
import { stringify } from 'csv-stringify/sync';

/** Spreadsheet tools read a list in one cell best with a separator that commas inside names do not break. */
const LIST_SEPARATOR = '; ';

/** One review of the list as the feed's flat row: its latest response beside it (the one a reader sees). */
export function toFeedRow(review: Review): ReviewFeedRow {
  const response = review.responses.at(-1);
  return {
    id: review.id,
    account_id: review.account_id,
    location_id: review.location_id,
    location_name: review.location_name,
    source_id: review.source_id,
    source_name: review.source_name,
    rating: review.rating,
    author_name: review.author_name,
    content: review.content,
    language: review.language,
    sentiment: review.sentiment,
    categories: review.categories.join(LIST_SEPARATOR),
    tags: review.tags.map((tag) => tag.name).join(LIST_SEPARATOR),
    status: review.status,
    response: response?.content ?? null,
    response_published_at: response?.published_at ?? null,
    url: review.url,
    removed: review.removed,
    published_at: review.published_at,
    updated_at: review.updated_at,
  };
}

/** The rows as CSV with a header line (UTF-8 with a byte order mark, as the exports write, for Excel). */
export function feedCsv(rows: ReviewFeedRow[]): string {
  return `\ufeff${stringify(rows, { header: true, columns: REVIEW_FEED_COLUMNS, cast: { boolean: String } })}`;
}
