import { parseIdParam } from '@repute/domain/filters';
import { useParams } from 'react-router';

/** The review of the address (/reviews/{reviewId}…); 0 when it is not an id, which reads as not found. */
export function useReviewId(): number {
  return parseIdParam(useParams().reviewId) ?? 0;
}
