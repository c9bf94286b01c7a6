import type { Review } from '@repute/domain/reviews';
import { useEffect } from 'react';
import { useMarkReviewsRead } from './reviews-api';

/** Opening a review reads it (decision 0118): once it has loaded unread, the caller's read state is set. */
export function useMarkReadOnOpen(review: Review | undefined) {
  const { mutate } = useMarkReviewsRead();
  const unreadId = review && !review.read ? review.id : null;
  useEffect(() => {
    if (unreadId !== null) mutate([unreadId]);
  }, [unreadId, mutate]);
}
