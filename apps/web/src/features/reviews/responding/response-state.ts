import { REVIEW_EVENTS, type Response, responseSchema } from '@repute/domain/reviews';
import { z } from 'zod';

/** The response events that settle an answer, as the jobs send them on `account:{id}` (spec 000 §4). */
export const RESPONSE_EVENTS = [
  REVIEW_EVENTS.responsePublished,
  REVIEW_EVENTS.responsePublishFailed,
  REVIEW_EVENTS.responseDeleted,
  REVIEW_EVENTS.responseDeleteFailed,
] as const;

const eventPayloadSchema = z.object({ review_id: z.number().int(), response: responseSchema.optional() });

/**
 * What the section learnt before the review it was given caught up: the answer of its own call (202) or
 * of a realtime event. `basis` is the given review's responses at that moment; once they change, the
 * server has caught up (the caches are refetched after every change) and the review is the truth again.
 */
export type LocalResponse = { basis: string; response: Response | null };

/** The given responses, reduced to what a change on the server always changes. */
export function responsesBasis(responses: readonly Response[]): string {
  return responses.map((response) => `${response.id}:${response.status}:${response.updated_at}`).join(',');
}

/** One response per review (the server replaces it): the one to show, local knowledge first. */
export function shownResponse(responses: readonly Response[], local: LocalResponse | null): Response | null {
  if (local && local.basis === responsesBasis(responses)) return local.response;
  return responses[0] ?? null;
}

/**
 * The review's response after an event: published and failures carry the response; a completed
 * delete empties the responses. Undefined when the event is about another review or unreadable.
 */
export function responseAfterEvent(event: string, payload: unknown, reviewId: number): Response | null | undefined {
  const parsed = eventPayloadSchema.safeParse(payload);
  if (!parsed.success || parsed.data.review_id !== reviewId) return undefined;
  if (event === REVIEW_EVENTS.responseDeleted) return null;
  return parsed.data.response;
}

/** The answer to DELETE: a response never published is dropped at once, a published one is deleting. */
export function responseAfterDelete(answer: Response | undefined): Response | null {
  return answer?.status === 'deleting' ? answer : null;
}

/** Waiting for the job to settle it: the server refuses changes meanwhile (409). */
export function isInFlight(response: Response): boolean {
  return response.status === 'submitting' || response.status === 'deleting';
}

/** Edit and Delete are offered for what the server accepts: not read-only, not in flight. */
export function isChangeable(response: Response): boolean {
  return !response.read_only && !isInFlight(response);
}
