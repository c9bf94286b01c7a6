import type { Response, Review, ReviewTag } from '@repute/domain';
import { sourceById } from '@repute/domain';
import type { Cursor, ResponseRow, ReviewDetailRow, ReviewRow } from './reviews.repo';

export function toResponse(row: ResponseRow): Response {
  return {
    id: row.id,
    review_id: row.reviewId,
    source_id: row.sourceId,
    content: row.content,
    status: row.status,
    status_description: row.statusDescription,
    read_only: row.readOnly,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toReview(row: ReviewDetailRow, mayRespond: boolean): Review {
  const source = sourceById(row.sourceId);
  const tagsOfReview: ReviewTag[] = row.tags.map((tag) => ({
    id: tag.id,
    name: tag.name,
    account_id: row.accountId,
    review_id: row.id,
  }));
  return {
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    location_id: row.locationId,
    location_name: row.locationName,
    source_id: row.sourceId,
    source_name: source?.name ?? 'Unknown',
    external_id: row.externalId,
    rating: row.rating,
    author_name: row.authorName,
    content: row.content,
    language: row.language,
    status: row.status,
    sentiment: row.sentiment,
    categories: row.categories,
    url: row.url,
    removed: row.removed,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.sourceUpdatedAt.toISOString(),
    responses: row.response ? [toResponse(row.response)] : [],
    tags: tagsOfReview,
    can_respond: mayRespond && Boolean(source?.supports_responses) && !row.removed,
    microsurvey_answer:
      row.surveySelectorType && row.surveyScore !== null
        ? { selector_type: row.surveySelectorType, score: row.surveyScore }
        : null,
    private: row.private,
    publish_consent: row.publishConsent,
    read: row.read,
  };
}

export function encodeCursor(row: Pick<ReviewRow, 'publishedAt' | 'id'>): string {
  return Buffer.from(`${row.publishedAt.getTime()}.${row.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null | 'invalid' {
  if (!value) return null;
  const match = /^(\d+)\.(\d+)$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match) return 'invalid';
  return { publishedAt: new Date(Number(match[1])), id: Number(match[2]) };
}
