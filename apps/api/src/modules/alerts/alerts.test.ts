import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { client, useTestApp } from '../../../test/test-app';
import { ALERT_SWEEP_QUEUE } from '.';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const {
  t,
  sessions: { admin, manager, other },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', manager: 'manager@northwind.example', other: 'owner@harbor.example' },
  app: async () => {
    smtp = await startSmtpPeer();
    return { smtpUrl: smtp.url };
  },
});
afterAll(() => smtp.close());

let locationId: number;
let otherLocationId: number;
beforeAll(async () => {
  await t.modules.alerts.work(t.boss);
  // Only what a test raises: the minute's sweep would send digests at the wall clock's time.
  await t.boss.unschedule(ALERT_SWEEP_QUEUE);
  const rows = (
    await t.db.execute<{ id: number; account_id: number }>(
      sql`select id, account_id from locations where account_id in (${admin.account_id}, ${other.account_id}) order by id`,
    )
  ).rows;
  locationId = rows.find((row) => row.account_id === admin.account_id)?.id ?? 0;
  otherLocationId = rows.find((row) => row.account_id === other.account_id)?.id ?? 0;
});

const newReviewAlert = { kind: 'new_review', max_rating: 2, location_ids: [] as number[] };

describe('the alerts API', () => {
  it('creates, lists, reads, changes and deletes the caller’s own alerts', async () => {
    const api = client(t, manager);
    const created = await api.post('/api/alerts', { ...newReviewAlert, location_ids: [locationId] });
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      kind: 'new_review',
      max_rating: 2,
      location_ids: [locationId],
      group_ids: [],
      delivery: 'immediately',
      digest_time: null,
      subscribed: true,
      user_id: manager.user_id,
    });
    const list = (await api.get('/api/alerts')).json();
    expect(list._embedded.alerts.map((row: { id: number }) => row.id)).toContain(alert.id);
    expect((await api.get(`/api/alerts/${alert.id}`)).json().id).toBe(alert.id);

    const changed = await api.patch(`/api/alerts/${alert.id}`, { delivery: 'daily_digest', digest_time: '08:30' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ delivery: 'daily_digest', digest_time: '08:30', max_rating: 2 });

    expect((await api.delete(`/api/alerts/${alert.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/alerts/${alert.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a missing waiting time or digest time, and for another account’s location', async () => {
    const api = client(t, manager);
    const noWait = await api.post('/api/alerts', { kind: 'awaiting_response' });
    expect(noWait.statusCode).toBe(400);
    expect(noWait.body).toContain('wait_hours');
    const noTime = await api.post('/api/alerts', { kind: 'response_failed', delivery: 'daily_digest' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.body).toContain('digest_time');
    const badTime = await api.post('/api/alerts', {
      kind: 'response_failed',
      delivery: 'daily_digest',
      digest_time: '25:00',
    });
    expect(badTime.statusCode).toBe(400);
    const foreign = await api.post('/api/alerts', { ...newReviewAlert, location_ids: [otherLocationId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('One or more locations were not found');
    const created = (await api.post('/api/alerts', { kind: 'awaiting_response', wait_hours: 24 })).json();
    const unset = await api.patch(`/api/alerts/${created.id}`, { wait_hours: null });
    expect(unset.statusCode).toBe(400);
  });

  it('keeps alerts to their user and account: another user’s or account’s alert answers 404', async () => {
    const mine = (await client(t, manager).post('/api/alerts', newReviewAlert)).json();
    expect((await client(t, admin).get(`/api/alerts/${mine.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).patch(`/api/alerts/${mine.id}`, { max_rating: 5 })).statusCode).toBe(404);
    expect((await client(t, other).delete(`/api/alerts/${mine.id}`)).statusCode).toBe(404);
    expect((await client(t, manager).get(`/api/alerts?account_id=${other.account_id}`)).statusCode).toBe(404);
    const intoOther = await client(t, manager).post('/api/alerts', { ...newReviewAlert, account_id: other.account_id });
    expect(intoOther.statusCode).toBe(404);
    expect((await client(t, null).get('/api/alerts')).statusCode).toBe(401);
  });
});
