import { RESPONSE_MESSAGES, REVIEW_EVENTS } from '@repute/domain';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';
import { createSandboxReviewSource } from '../../connectors/review-sandbox';
import { createRealtimePublisher, REALTIME_NOTIFY_CHANNEL } from '../../platform/realtime/publisher';

let worker: PgBoss;
let listener: pg.Client;
const sandbox = createSandboxReviewSource();
const notices: { room: string; event: string; payload: { review_id: number; response?: { status: string } } }[] = [];

const {
  t,
  sessions: { manager },
} = useTestApp({ logins: { manager: 'manager@northwind.example' } });
beforeAll(async () => {
  worker = await startJobQueues(t.url, 'worker', () => {});
  // The review jobs with the test's connector and a publisher of their own.
  const override = { connectors: { forSource: () => sandbox }, realtime: createRealtimePublisher(t.db.$client) };
  await t.modules.responses.work(worker, { override });
  await t.modules.reviewSync.work(worker, { override });
  listener = new pg.Client(t.url);
  await listener.connect();
  listener.on('notification', (message) => notices.push(JSON.parse(message.payload ?? '{}')));
  await listener.query(`listen ${REALTIME_NOTIFY_CHANNEL}`);
});
afterAll(async () => {
  await listener.end();
  await worker.stop({ graceful: false, close: true });
});

async function unansweredGoogleReview(): Promise<number> {
  const body = (await client(t, manager).get('/api/reviews?source_id=1&has_response=false&per_page=50')).json();
  const ids = body._embedded.reviews.map((review: { id: number }) => review.id) as number[];
  const used = new Set(notices.map((notice) => notice.payload.review_id));
  const id = ids.find((candidate) => !used.has(candidate));
  if (!id) throw new Error('no unanswered review');
  return id;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for the job's last step, the realtime event it sends once the response and the review are settled. */
const announced = (event: string, reviewId: number) =>
  until(
    async () => notices.some((notice) => notice.event === event && notice.payload.review_id === reviewId),
    (seen) => seen,
  );

const responseOf = async (reviewId: number) =>
  (await client(t, manager).get(`/api/reviews/${reviewId}`)).json().responses[0] as
    | { id: number; status: string; status_description: string | null; published_at: string | null }
    | undefined;

describe('responding to a review', () => {
  it('publishes through the connector, marks the review answered and tells the account channel', async () => {
    const reviewId = await unansweredGoogleReview();
    const created = await client(t, manager).post('/api/responses', { review_id: reviewId, content: 'Thank you!' });
    expect(created.statusCode).toBe(202);
    expect(created.json()).toMatchObject({ status: 'submitting', content: 'Thank you!' });
    const settled = await until(
      () => responseOf(reviewId),
      (response) => response?.status === 'published',
    );
    expect(settled).toMatchObject({ status: 'published', status_description: null });
    expect(settled?.published_at).not.toBeNull();
    // The response is published before the review is marked answered: read the review once the job is done.
    await announced(REVIEW_EVENTS.responsePublished, reviewId);
    const review = (await client(t, manager).get(`/api/reviews/${reviewId}`)).json();
    expect(review.status).toBe('responded');
    expect(notices).toContainEqual(
      expect.objectContaining({ room: `account:${manager.account_id}`, event: REVIEW_EVENTS.responsePublished }),
    );
    const history = (await client(t, manager).get(`/api/reviews/${reviewId}/history`)).json()._embedded.history;
    expect(history[0]).toMatchObject({ change: 'response_published', changed_by_name: 'Marcus Chen' });
    const setup = (await client(t, manager).get(`/api/accounts/${manager.account_id}/setup_progress`)).json();
    expect(setup.responses_exist).toBe(true);
  });

  it('shows the spec message when publishing fails, and when deleting fails', async () => {
    const reviewId = await unansweredGoogleReview();
    sandbox.controls.failPublishes = true;
    await client(t, manager).post('/api/responses', { review_id: reviewId, content: 'We are sorry.' });
    const failed = await until(
      () => responseOf(reviewId),
      (response) => response?.status === 'error_published',
    );
    expect(failed).toMatchObject({ status: 'error_published', status_description: RESPONSE_MESSAGES.publishFailed });
    expect(RESPONSE_MESSAGES.publishFailed).toBe(
      'An error occurred while publishing the response. We’ll try again. No action necessary.',
    );
    sandbox.controls.failPublishes = false;
    // Editing the failed response publishes the new text.
    const edited = await client(t, manager).patch(`/api/responses/${failed?.id}`, { content: 'We are very sorry.' });
    expect(edited.statusCode).toBe(202);
    await until(
      () => responseOf(reviewId),
      (response) => response?.status === 'published',
    );

    sandbox.controls.failDeletes = true;
    const deleting = await client(t, manager).delete(`/api/responses/${failed?.id}`);
    expect(deleting.json().status).toBe('deleting');
    const deleteFailed = await until(
      () => responseOf(reviewId),
      (response) => response?.status === 'error_unpublished',
    );
    expect(deleteFailed?.status_description).toBe(
      'An error occurred while deleting the response. We’ll try again. No action necessary.',
    );
    sandbox.controls.failDeletes = false;
  });

  it('deletes a published response, which empties the responses', async () => {
    const reviewId = await unansweredGoogleReview();
    const created = (
      await client(t, manager).post('/api/responses', { review_id: reviewId, content: 'Thanks' })
    ).json();
    await until(
      () => responseOf(reviewId),
      (response) => response?.status === 'published',
    );
    await client(t, manager).delete(`/api/responses/${created.id}`);
    // The response is removed before the review is marked unanswered: read both once the job is done.
    await announced(REVIEW_EVENTS.responseDeleted, reviewId);
    const gone = await until(
      () => responseOf(reviewId),
      (response) => response === undefined,
    );
    expect(gone).toBeUndefined();
    expect((await client(t, manager).get(`/api/reviews/${reviewId}`)).json().status).toBe('needs_response');
  });

  it('refuses Read Only users (403) and bad input (400)', async () => {
    const reviewId = await unansweredGoogleReview();
    const readOnly = await login(t, 'readonly@northwind.example');
    expect((await client(t, readOnly).post('/api/responses', { review_id: reviewId, content: 'Hi' })).statusCode).toBe(
      403,
    );
    expect((await client(t, manager).post('/api/responses', { review_id: reviewId, content: '  ' })).statusCode).toBe(
      400,
    );
  });
});

describe('response templates', () => {
  it('fills the reviewer and location placeholders for a review', async () => {
    const reviewId = await unansweredGoogleReview();
    const review = (await client(t, manager).get(`/api/reviews/${reviewId}`)).json();
    const list = (await client(t, manager).get(`/api/response_templates?review_id=${reviewId}`)).json();
    const thanks = list._embedded.response_templates.find(
      (template: { name: string }) => template.name === 'Thank you',
    );
    expect(thanks.filled).toBe(
      `Thank you, ${review.author_name.split(' ')[0]}! We are so glad you chose ${review.location_name}.`,
    );
    const created = await client(t, manager).post('/api/response_templates', {
      name: 'Short',
      content: 'Hi %REVIEWER_NAME%',
    });
    expect(created.statusCode).toBe(201);
  });
});
