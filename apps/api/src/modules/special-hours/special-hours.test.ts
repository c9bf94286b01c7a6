import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locationIdByName } from '../../../test/fixtures';
import { client, useTestApp } from '../../../test/test-app';
import { accountSettings } from '../../platform/db/schema';
import { demoHolidayHours, todayUtc } from '../../seed/demo-places';
import { localNow } from './local-time';

let today: string;
let pastDemoHolidays: string;

const {
  t,
  sessions: { manager, readOnly, harbor },
} = useTestApp({
  logins: {
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    harbor: 'owner@harbor.example',
  },
});
beforeAll(async () => {
  today = localNow('America/New_York').today;
  const lastHoliday = demoHolidayHours(todayUtc())
    .map((entry) => entry.start_date)
    .sort()
    .at(-1);
  pastDemoHolidays = later(1, lastHoliday ?? today);
});

const locationId = (name: string) => locationIdByName(t, name);

/**
 * A date `days` after `from`, YYYY-MM-DD. By default counted from the day after the last demo holiday (the seed
 * holds this year's and next year's), so that whatever today is no test date meets a seeded entry.
 */
function later(days: number, from = pastDemoHolidays): string {
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const open = (start_date: string) => ({
  start_date,
  closed: false,
  is_24_hours: false,
  hours: [{ open_time: '10:00', close_time: '14:00' }],
});

describe('GET /special_hours', () => {
  it("lists a location's entries from a date, by start_date, 250 a page", async () => {
    const id = await locationId('Northwind Dental - Capitol Hill');
    const response = await client(t, readOnly).get(
      `/api/special_hours?location_id=${id}&start_date=${today}&sort[by]=start_date&sort[order]=asc`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._total).toBe(demoHolidayHours(todayUtc()).length);
    const dates = body._embedded.special_hours.map((entry: { start_date: string }) => entry.start_date);
    expect(dates).toEqual([...dates].sort());
    expect(body._links.self.href).toContain('per_page=250');
    expect(body._embedded.special_hours[0]).toMatchObject({ location_id: id, account_id: manager.account_id });
    const latestFirst = (await client(t, readOnly).get(`/api/special_hours?location_id=${id}&sort=-start_date`)).json();
    const latest = latestFirst._embedded.special_hours.map((entry: { start_date: string }) => entry.start_date);
    expect(latest).toEqual([...latest].sort().reverse());
    expect((await client(t, readOnly).get(`/api/special_hours?sort[by]=hours`)).statusCode).toBe(400);
  });

  it("shows nothing of another account's locations", async () => {
    const id = await locationId('Northwind Dental - Capitol Hill');
    expect((await client(t, harbor).get(`/api/special_hours?location_id=${id}`)).json()._total).toBe(0);
  });
});

describe('POST /special_hours', () => {
  it('creates an entry; closed and 24-hour days carry no ranges', async () => {
    const id = await locationId('Northwind Dental - Fremont');
    const response = await client(t, manager).post('/api/special_hours', {
      account_id: manager.account_id,
      location_id: id,
      start_date: later(400),
      closed: true,
      is_24_hours: false,
      hours: [{ open_time: '10:00', close_time: '14:00' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      location_id: id,
      start_date: later(400),
      closed: true,
      hours: [],
      warnings: [],
    });
  });

  it('applies every rule with the spec messages', async () => {
    const id = await locationId('Northwind Dental - Fremont');
    const post = (body: Record<string, unknown>) =>
      client(t, manager).post('/api/special_hours', { location_id: id, ...body });

    const noDate = await post({ ...open(''), start_date: null });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toMatchObject({
      message: 'You must have a date selected',
      fields: { start_date: ['You must have a date selected'] },
    });

    const far = await post(open(later(3660, today)));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Date cannot be more than 10 years in advance.');

    const noTimes = await post({ ...open(later(401)), hours: [{ open_time: '10:00', close_time: null }] });
    expect(noTimes.statusCode).toBe(400);
    expect(noTimes.json().message).toBe('You must have an opening and closing time if location is open.');
    expect((await post({ ...open(later(401)), hours: [] })).statusCode).toBe(400);
    expect((await post({ ...open(later(401)), hours: [], is_24_hours: true })).statusCode).toBe(201);

    const duplicate = await post(open(later(401)));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('You already have special hours set for this date.');
  });

  it('warns within 24 hours and for 7 or more consecutive closed days', async () => {
    // Harbor's locations carry no demo holidays, so today is free whatever the date.
    const harborToday = await client(t, harbor).post('/api/special_hours', {
      location_id: await locationId('Harbor Fitness - Seaport'),
      ...open(today),
    });
    expect(harborToday.statusCode).toBe(201);
    expect(harborToday.json().warnings).toEqual(['This date is within 24hrs so it may not be updated in time.']);
    const id = await locationId('Northwind Dental - West Seattle');
    const soon = await client(t, manager).post('/api/special_hours', {
      location_id: id,
      ...open(later(1)),
    });
    expect(soon.statusCode).toBe(201);
    expect(soon.json().warnings).toEqual([]);

    const start = later(500);
    let last: Record<string, unknown> = {};
    for (let day = 0; day < 7; day += 1) {
      const response = await client(t, manager).post('/api/special_hours', {
        location_id: id,
        start_date: later(day, start),
        closed: true,
      });
      expect(response.statusCode).toBe(201);
      last = response.json();
    }
    expect(last.warnings).toEqual([
      'If your business will be closed for 7 or more days in a row, Google may mark the business as temporarily closed or reject the request.',
    ]);
  });

  it('bulk: location_ids get the entry, overriding the same date', async () => {
    const ids = [await locationId('Northwind Dental - Redmond'), await locationId('Northwind Dental - Kirkland')];
    const date = later(420);
    const first = await client(t, manager).post('/api/special_hours', {
      location_id: ids[0],
      start_date: date,
      closed: true,
    });
    expect(first.statusCode).toBe(201);
    const response = await client(t, manager).post('/api/special_hours', {
      account_id: manager.account_id,
      location_ids: ids,
      ...open(date),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Your holiday hours have been updated.');
    expect(body._embedded.special_hours).toHaveLength(2);
    expect(body._embedded.special_hours.every((entry: { closed: boolean }) => !entry.closed)).toBe(true);
    const redmond = (
      await client(t, manager).get(`/api/special_hours?location_id=${ids[0]}&start_date=${date}`)
    ).json();
    expect(redmond._embedded.special_hours[0]).toMatchObject({ id: first.json().id, closed: false });
  });

  it("refuses another account's locations (404), Read Only (403), and accounts without the feature", async () => {
    const id = await locationId('Northwind Dental - Redmond');
    expect(
      (await client(t, harbor).post('/api/special_hours', { location_id: id, ...open(later(430)) })).statusCode,
    ).toBe(404);
    expect(
      (await client(t, harbor).post('/api/special_hours', { location_ids: [id], ...open(later(430)) })).statusCode,
    ).toBe(404);
    expect(
      (await client(t, readOnly).post('/api/special_hours', { location_id: id, ...open(later(430)) })).statusCode,
    ).toBe(403);
    await t.db
      .update(accountSettings)
      .set({ value: 'false' })
      .where(and(eq(accountSettings.accountId, manager.account_id), eq(accountSettings.code, 'special_hours')));
    const off = await client(t, manager).post('/api/special_hours', { location_id: id, ...open(later(430)) });
    await t.db
      .update(accountSettings)
      .set({ value: 'true' })
      .where(and(eq(accountSettings.accountId, manager.account_id), eq(accountSettings.code, 'special_hours')));
    expect(off.statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /special_hours/{id}', () => {
  it('changes an entry under the same rules, and deletes it', async () => {
    const id = await locationId('Northwind Dental - Issaquah');
    const a = (await client(t, manager).post('/api/special_hours', { location_id: id, ...open(later(440)) })).json();
    const b = (await client(t, manager).post('/api/special_hours', { location_id: id, ...open(later(441)) })).json();

    const changed = await client(t, manager).patch(`/api/special_hours/${a.id}`, {
      account_id: manager.account_id,
      closed: false,
      is_24_hours: false,
      hours: [{ open_time: '09:00', close_time: '12:30' }],
      start_date: later(442),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      start_date: later(442),
      hours: [{ open_time: '09:00', close_time: '12:30' }],
    });
    const clash = await client(t, manager).patch(`/api/special_hours/${a.id}`, { start_date: later(441) });
    expect(clash.statusCode).toBe(409);
    expect((await client(t, manager).patch(`/api/special_hours/${a.id}`, { hours: [] })).statusCode).toBe(400);

    expect((await client(t, readOnly).patch(`/api/special_hours/${b.id}`, { closed: true })).statusCode).toBe(403);
    expect((await client(t, harbor).patch(`/api/special_hours/${b.id}`, { closed: true })).statusCode).toBe(404);
    expect((await client(t, readOnly).delete(`/api/special_hours/${b.id}`)).statusCode).toBe(403);
    expect((await client(t, harbor).delete(`/api/special_hours/${b.id}`)).statusCode).toBe(404);
    expect((await client(t, manager).delete(`/api/special_hours/${b.id}`)).statusCode).toBe(200);
    expect((await client(t, manager).get(`/api/special_hours/${b.id}`)).statusCode).toBe(404);
  });
});
