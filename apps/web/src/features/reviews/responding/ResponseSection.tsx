import type { Review } from '@repute/domain/reviews';

export type ResponseSectionProps = {
  review: Review;
};

/**
 * The review's response: shown, composed, edited and deleted here (spec 000 §4 response states).
 * Placeholder until the responding work lands; the reviews list and detail page mount it already.
 */
export function ResponseSection({ review }: ResponseSectionProps) {
  const response = review.responses[0];
  return response ? <p>{response.content}</p> : null;
}
