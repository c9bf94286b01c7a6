import { REVIEW_EVENTS } from '@repute/domain/reviews';
import { describe, expect, it } from 'vitest';
import { responseFixture } from './response-fixtures';
import {
  isChangeable,
  isInFlight,
  responseAfterDelete,
  responseAfterEvent,
  responsesBasis,
  shownResponse,
} from './response-state';

const submitting = responseFixture({ status: 'submitting', published_at: null, updated_at: '2026-03-04T15:04:00Z' });
const published = responseFixture();

describe('the response shown', () => {
  it("is the review's own when nothing was learnt", () => {
    expect(shownResponse([published], null)).toBe(published);
    expect(shownResponse([], null)).toBeNull();
  });

  it('is what the page learnt while the review it was given has not changed', () => {
    const local = { basis: responsesBasis([]), response: submitting };
    expect(shownResponse([], local)).toBe(submitting);
    // A delete completed: the responses are empty even though the review still lists one.
    expect(shownResponse([published], { basis: responsesBasis([published]), response: null })).toBeNull();
  });

  it('is the review again once the refetched review differs from what the page learnt on', () => {
    const local = { basis: responsesBasis([]), response: submitting };
    expect(shownResponse([published], local)).toBe(published);
    const learntOnSubmitting = { basis: responsesBasis([submitting]), response: published };
    const deleting = responseFixture({ status: 'deleting', updated_at: '2026-03-05T09:00:00Z' });
    expect(shownResponse([deleting], learntOnSubmitting)).toBe(deleting);
  });

  it('tells a state change apart even when status and id are the same (a second edit)', () => {
    const again = responseFixture({ status: 'submitting', published_at: null, updated_at: '2026-03-04T16:00:00Z' });
    expect(responsesBasis([submitting])).not.toBe(responsesBasis([again]));
  });
});

describe('realtime events for a review', () => {
  it('publish completed and the failures carry the response as it now stands', () => {
    const failed = responseFixture({ status: 'error_published', published_at: null });
    expect(responseAfterEvent(REVIEW_EVENTS.responsePublished, { review_id: 7, response: published }, 7)).toEqual(
      published,
    );
    expect(responseAfterEvent(REVIEW_EVENTS.responsePublishFailed, { review_id: 7, response: failed }, 7)).toEqual(
      failed,
    );
    const undeleted = responseFixture({ status: 'error_unpublished' });
    expect(responseAfterEvent(REVIEW_EVENTS.responseDeleteFailed, { review_id: 7, response: undeleted }, 7)).toEqual(
      undeleted,
    );
  });

  it('delete completed empties the responses', () => {
    const payload = { review_id: 7, response_id: 31, responses: [] };
    expect(responseAfterEvent(REVIEW_EVENTS.responseDeleted, payload, 7)).toBeNull();
  });

  it("ignores another review's events and payloads it cannot read", () => {
    expect(responseAfterEvent(REVIEW_EVENTS.responsePublished, { review_id: 8, response: published }, 7)).toBe(
      undefined,
    );
    expect(responseAfterEvent(REVIEW_EVENTS.responseDeleted, { review_id: 8 }, 7)).toBeUndefined();
    expect(responseAfterEvent(REVIEW_EVENTS.responsePublished, 'nonsense', 7)).toBeUndefined();
    expect(responseAfterEvent(REVIEW_EVENTS.responsePublished, { review_id: 7 }, 7)).toBeUndefined();
    expect(
      responseAfterEvent(REVIEW_EVENTS.responsePublished, { review_id: 7, response: { status: 'published' } }, 7),
    ).toBeUndefined();
  });
});

describe('deleting and changing', () => {
  it('a deletion answered deleting waits for the job; any other answer means the response is gone', () => {
    const deleting = responseFixture({ status: 'deleting' });
    expect(responseAfterDelete(deleting)).toBe(deleting);
    expect(responseAfterDelete(responseFixture({ status: 'error_published', published_at: null }))).toBeNull();
    expect(responseAfterDelete(undefined)).toBeNull();
  });

  it('offers changes only for responses that are not read-only and not in flight', () => {
    expect(isChangeable(published)).toBe(true);
    expect(isChangeable(responseFixture({ status: 'error_published' }))).toBe(true);
    expect(isChangeable(responseFixture({ status: 'error_unpublished' }))).toBe(true);
    expect(isChangeable(responseFixture({ read_only: true }))).toBe(false);
    expect(isChangeable(submitting)).toBe(false);
    expect(isInFlight(responseFixture({ status: 'deleting' }))).toBe(true);
    expect(isInFlight(published)).toBe(false);
  });
});
