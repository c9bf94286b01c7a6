import { DEFAULT_SCORECARD_STANDARDS } from '@repute/domain';
import { parse } from 'csv-parse/sync';
import type { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';

const {
  t,
  sessions: { admin, manager, user, limited, partner, bluebird },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    user: 'user@northwind.example',
    limited: 'limited@northwind.example',
    partner: 'partner@summit.example',
    bluebird: 'owner@bluebird.example',
  },
});

const prospect = {
  business_name: 'Greenlake Family Dentistry',
  address: '7200 Woodlawn Ave NE, Seattle, WA 98115',
  contact_email: 'hello@summit.example',
  contact_phone: '(206) 555-0100',
  message: 'Let us help you win more five-star reviews.',
};

describe('GET /scorecards: the account’s locations graded on the last 30 days', () => {
  it('grades every location by the standards, each pass or fail with its value', async () => {
    const answer = await client(t, admin).get('/api/scorecards');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body._total).toBe(12);
    const card = body._embedded.scorecards[0];
    expect(card.results.map((result: { code: string }) => result.code)).toEqual([
      'monthly_reviews',
      'avg_rating',
      'negative_replies',
      'listings_in_sync',
      'photos',
    ]);
    for (const scorecard of body._embedded.scorecards) {
      const measured = scorecard.results.filter((result: { status: string }) => result.status !== 'unknown');
      expect(scorecard.measured).toBe(measured.length);
      expect(scorecard.passed).toBe(measured.filter((result: { status: string }) => result.status === 'pass').length);
      for (const result of measured) {
        if (result.code === 'monthly_reviews') expect(result.status).toBe(result.value >= 5 ? 'pass' : 'fail');
        if (result.code === 'avg_rating') expect(result.status).toBe(result.value >= 4 ? 'pass' : 'fail');
      }
    }
  });

  it('follows the standards an admin saves; others may read them but not save', async () => {
    const standards = { ...DEFAULT_SCORECARD_STANDARDS, monthly_reviews: { enabled: true, min: 1000 } };
    expect((await client(t, manager).put('/api/scorecards/standards', standards)).statusCode).toBe(403);
    const saved = await client(t, admin).put('/api/scorecards/standards', standards);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ is_set: true, standards: { monthly_reviews: { min: 1000 } } });
    expect((await client(t, user).get('/api/scorecards/standards')).json().is_set).toBe(true);
    const cards = (await client(t, admin).get('/api/scorecards')).json()._embedded.scorecards;
    for (const card of cards) {
      const volume = card.results.find((result: { code: string }) => result.code === 'monthly_reviews');
      expect(volume).toMatchObject({ status: 'fail', standard: 'At least 1000 new reviews in the last 30 days' });
    }
    await client(t, admin).put('/api/scorecards/standards', DEFAULT_SCORECARD_STANDARDS);
  });

  it('refuses bad standards with 400, a user type without the permission with 403, a parent with 403', async () => {
    const bad = { ...DEFAULT_SCORECARD_STANDARDS, avg_rating: { enabled: true, min: 9 } };
    expect((await client(t, admin).put('/api/scorecards/standards', bad)).statusCode).toBe(400);
    expect((await client(t, limited).get('/api/scorecards')).statusCode).toBe(403);
    expect((await client(t, partner).get('/api/scorecards')).statusCode).toBe(403);
  });
});

describe('Scorecard requests: a partner grades a prospect and sends the public page', () => {
  it('creates one graded from public data with nearby competitors, lists it, and the page opens without a session', async () => {
    const created = await client(t, partner).post('/api/scorecard_requests', prospect);
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({ business_name: prospect.business_name, found: true });
    expect(request.grade).toMatch(/^[ABCDF]$/);
    expect(request.public_id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const listed = (await client(t, partner).get('/api/scorecard_requests')).json();
    expect(listed._embedded.scorecard_requests.map((row: { id: number }) => row.id)).toContain(request.id);

    const page = await client(t, null).get(`/api/public/scorecard_requests/${request.public_id}`);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    // It speaks as the partner (its white-label look), about the prospect, and carries nothing else of the account.
    expect(body.business_name).toBe('Summit Agency');
    expect(body.brand).not.toBeNull();
    expect(body).toMatchObject({ prospect_name: prospect.business_name, contact_email: prospect.contact_email });
    expect(body.competitors).toHaveLength(3);
    const unknown = body.scorecard.results.filter((result: { status: string }) => result.status === 'unknown');
    expect(unknown.map((result: { code: string }) => result.code)).toEqual(['negative_replies', 'listings_in_sync']);
    expect(Object.keys(body).sort()).toEqual(
      [
        'brand',
        'business_name',
        'competitors',
        'contact_email',
        'contact_phone',
        'created_at',
        'found',
        'message',
        'place',
        'prospect_address',
        'prospect_name',
        'scorecard',
      ].sort(),
    );
  });

  it('says when public data does not know the business', async () => {
    const created = (
      await client(t, partner).post('/api/scorecard_requests', { ...prospect, business_name: 'Nowhere Dental' })
    ).json();
    expect(created).toMatchObject({ found: false, grade: null });
    const page = (await client(t, null).get(`/api/public/scorecard_requests/${created.public_id}`)).json();
    expect(page).toMatchObject({ found: false, place: null, competitors: [] });
  });

  it('answers 404 for an unknown page and 400 for a malformed id; regular accounts and bad bodies are refused', async () => {
    expect((await client(t, null).get('/api/public/scorecard_requests/abcdefghijklmnopqrstuvwx')).statusCode).toBe(404);
    expect((await client(t, null).get('/api/public/scorecard_requests/short')).statusCode).toBe(400);
    expect((await client(t, admin).post('/api/scorecard_requests', prospect)).statusCode).toBe(403);
    expect((await client(t, bluebird).get('/api/scorecard_requests')).statusCode).toBe(403);
    const bad = await client(t, partner).post('/api/scorecard_requests', { ...prospect, business_name: ' ' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the partner_scorecards export', () => {
  let worker: PgBoss | undefined;
  afterAll(async () => {
    await worker?.stop({ graceful: false, close: true });
  });

  it('writes the partner’s scorecards with their page links; another account’s export holds none of them', async () => {
    worker = await startJobQueues(t.url, 'worker', () => {});
    await t.modules.exports.work(worker);
    const created = await client(t, partner).post(`/api/export_files/${partner.account_id}`, {
      resource: 'partner_scorecards',
      filters: {},
    });
    expect(created.statusCode).toBe(201);
    let file = created.json();
    await expect
      .poll(async () => {
        file = (await client(t, partner).get(`/api/export_files/${file.id}`)).json();
        return file.status;
      })
      .toBe('complete');
    const lines = parse((await client(t, partner).get(file.file_url)).rawPayload, { bom: true, columns: true });
    const listed = (await client(t, partner).get('/api/scorecard_requests?per_page=250')).json();
    expect(lines).toHaveLength(listed._total);
    expect(lines[0]).toMatchObject({
      id: String(listed._embedded.scorecard_requests[0].id),
      link: expect.stringMatching(/\/scorecardrequest\/[A-Za-z0-9_-]{24}$/),
    });
    // The list is scoped to the caller's account: Northwind has made no scorecard of a prospect.
    const theirs = await client(t, admin).post(`/api/export_files/${admin.account_id}`, {
      resource: 'partner_scorecards',
      filters: {},
    });
    await expect
      .poll(async () => (await client(t, admin).get(`/api/export_files/${theirs.json().id}`)).json().status)
      .toBe('no_results');
  });
});
