import { sourceById } from '@repute/domain';
import type { AlertRow, EventSummary } from './alerts.repo';

/** A review new to Repute, as the sync hands it over. */
export type ArrivedReview = { id: number; rating: number; authorName: string | null; content: string | null };

/**
 * What the worker raises alerts for. A first full sync of a page is one event with its ratings counted, not a
 * review each: bringing a page's history in must not flood anyone (issue 11 §3).
 */
export type AlertRaise =
  | { type: 'reviews_arrived'; accountId: number; locationId: number; sourceId: number; reviews: ArrivedReview[] }
  | {
      type: 'first_sync';
      accountId: number;
      locationId: number;
      sourceId: number;
      /** How many reviews came in, by rating (0 to 5). */
      ratings: number[];
    }
  | {
      type: 'response_failed';
      accountId: number;
      locationId: number;
      reviewId: number;
      responseId: number;
      reason: string;
    };

export type WaitingReview = { id: number; locationId: number; rating: number; arrivedAt: Date };

export type AlertEvent = { key: string; summary: EventSummary };

const EXCERPT_LENGTH = 280;

const sourceName = (sourceId: number) => sourceById(sourceId)?.name ?? 'a review site';
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);
const stars = (rating: number) => (rating === 0 ? 'A review without a rating' : `A ${rating}-star review`);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A review's rating passes a new-review alert's filter: every rating, or at or below its rating. */
const ratingMatches = (alert: Pick<AlertRow, 'maxRating'>, rating: number) =>
  alert.maxRating === null || rating <= alert.maxRating;

/**
 * The events one alert tells of a raise, for a location it covers (the caller checked): only reviews its rating
 * filter lets through, each told with what the recipient may read of its own account.
 */
export function eventsFor(
  alert: Pick<AlertRow, 'kind' | 'maxRating'>,
  raise: AlertRaise,
  locationName: string,
  publicUrl: string,
): AlertEvent[] {
  if (raise.type === 'response_failed') {
    if (alert.kind !== 'response_failed') return [];
    return [
      {
        key: `response_failed:${raise.responseId}:${raise.reason}`,
        summary: {
          title: `A response to a review of ${locationName} could not be published`,
          detail: raise.reason,
          url: `${publicUrl}/reviews/${raise.reviewId}`,
        },
      },
    ];
  }
  if (alert.kind !== 'new_review') return [];
  if (raise.type === 'first_sync') {
    const count = raise.ratings.reduce((sum, n, rating) => (ratingMatches(alert, rating) ? sum + n : sum), 0);
    if (count === 0) return [];
    return [
      {
        key: `first_sync:${raise.locationId}:${raise.sourceId}`,
        summary: {
          title: `${plural(count, 'review')} of ${locationName} came in from ${sourceName(raise.sourceId)}`,
          detail: 'Its page was read for the first time. From now on, each new review is told on its own.',
          url: `${publicUrl}/reviews`,
        },
      },
    ];
  }
  return raise.reviews
    .filter((review) => ratingMatches(alert, review.rating))
    .map((review) => ({
      key: `review:${review.id}`,
      summary: {
        title: `${stars(review.rating)} of ${locationName} on ${sourceName(raise.sourceId)}`,
        detail: `${review.authorName ?? 'Someone'}: ${excerpt(review.content?.trim() || '(no text)')}`,
        url: `${publicUrl}/reviews/${review.id}`,
      },
    }));
}

export function waitingEvent(review: WaitingReview, waitHours: number, locationName: string, publicUrl: string) {
  return {
    key: `waiting:${review.id}`,
    summary: {
      title: `${stars(review.rating)} of ${locationName} has waited ${plural(waitHours, 'hour')} for a response`,
      detail: `It came in on ${review.arrivedAt.toISOString().slice(0, 10)} and has no response yet.`,
      url: `${publicUrl}/reviews/${review.id}`,
    },
  };
}
