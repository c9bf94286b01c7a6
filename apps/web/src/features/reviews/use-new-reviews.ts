import { REVIEW_EVENTS } from '@repute/domain/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REALTIME_RECONNECTED } from '../../shared/realtime/realtime-events';
import { useRealtimeEvents } from '../../shared/realtime/use-realtime-events';
import { createdCount } from './review-sync-event';
import { reviewKeys } from './reviews-api';

const LISTENED = [REVIEW_EVENTS.reviewsSynced, REALTIME_RECONNECTED];

/**
 * Reviews synced while the list is open. New ones are offered, not pushed in: the page would otherwise shift
 * under the reader. Edits and removals (and a reconnect, which may have missed events) refresh in place.
 */
export function useNewReviews(): { count: number; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  useRealtimeEvents(LISTENED, (event, payload) => {
    const created = event === REVIEW_EVENTS.reviewsSynced ? createdCount(payload) : 0;
    if (created > 0) setCount((current) => current + created);
    else void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
  });
  return {
    count,
    dismiss: () => {
      setCount(0);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
    },
  };
}
