import type { Response, Review } from '@repute/domain/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REALTIME_RECONNECTED } from '../../../shared/realtime/realtime-events';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { reviewKeys } from '../reviews-api';
import {
  isInFlight,
  type LocalResponse,
  RESPONSE_EVENTS,
  responseAfterEvent,
  responsesBasis,
  shownResponse,
} from './response-state';

const LISTENED = [...RESPONSE_EVENTS, REALTIME_RECONNECTED];

/**
 * The review's response as it stands now: the review's own, overtaken by what this page learns first
 * (a 202 answer, a realtime event) until the refetched review catches up. Events settle it without a
 * reload; after a dropped connection an answer still in flight is read again.
 */
export function useShownResponse(review: Review) {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<LocalResponse | null>(null);
  const response = shownResponse(review.responses, local);
  const learn = (next: Response | null) => setLocal({ basis: responsesBasis(review.responses), response: next });
  const refetchReviews = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });

  useRealtimeEvents(LISTENED, (event, payload) => {
    if (event === REALTIME_RECONNECTED) {
      if (response && isInFlight(response)) void refetchReviews();
      return;
    }
    const next = responseAfterEvent(event, payload, review.id);
    if (next === undefined) return;
    learn(next);
    void refetchReviews();
  });

  return { response, learn };
}
