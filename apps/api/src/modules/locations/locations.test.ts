import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, login, type Session, type TestApp } from '../../../test/test-app';
import { accountSettings, groups, locations } from '../../db/schema';

let t: TestApp;
let admin: Session;
let manager: Session;
let readOnly: Session;
let harbor: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@northwind.example');
  manager = await login(t, 'manager@northwind.example');
  readOnly = await login(t, 'readonly@northwind.example');
  harbor = await login(t, 'owner@harbor.example');
});
afterAll(async () => {
  await t.close();
});

type Listed = { id: number; name: string; google_place_id?: string | null; group_ids: number[] };
const names = (body: { _embedded: { locations: Listed[] } }) => body._embedded.locations.map((item) => item.name);

async function locationId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: locations.id }).from(locations).where(eq(locations.name, name));
  if (!row) throw new Error(`no location ${name}`);
  return row.id;
}

async function groupId(accountId: number, name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.accountId, accountId), eq(groups.name, name)));
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

async function setSetting(accountId: number, code: string, value: string) {
  await t.db
    .update(accountSettings)
    .set({ value })
    .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, code)));
}

const newLocation = {
  name: 'Northwind Dental - Tacoma',
  public_name: 'Northwind Dental',
  address: '1102 A St',
  city: 'Tacoma',
  state_id: 48,
  zipcode: '98402',
  country_id: 236,
  phone: '(253) 555-0177',
  website: 'northwinddental.example/tacoma',
  category_id: 1,
  is_headquarters: false,
};

describe('GET /locations', () => {
  it('pages 25 at a time, sorted by name, with group ids and _total', async () => {
    const response = await client(t, readOnly).get('/api/locations?per_page=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._total).toBe(12);
    expect(body._total_pages).toBe(3);
    expect(names(body)).toEqual([
      'Northwind Dental - Ballard',
      'Northwind Dental - Beaverton',
      'Northwind Dental - Bellevue',
      'Northwind Dental - Capitol Hill',
      'Northwind Dental - Fremont',
    ]);
    expect(body._links.next.href).toContain('page=2');
    const all = (await client(t, readOnly).get('/api/locations')).json();
    expect(all._embedded.locations).toHaveLength(12);
    expect(all._embedded.locations[0]).toMatchObject({
      country: 'United States',
      country_id: 236,
      state_code: 'WA',
      category_name: 'Dentist',
      open_status: 'active',
    });
    expect(all._embedded.locations[0].group_ids).toHaveLength(1);
  });

  it('finds by keywords, best match first, and by external id', async () => {
    const body = (
      await client(t, readOnly).get('/api/locations?keywords=bell&sort[by]=relevance&sort[order]=desc')
    ).json();
    expect(names(body)).toEqual(['Northwind Dental - Bellevue']);
    const portland = (await client(t, readOnly).get('/api/locations?keywords=portland')).json();
    expect(names(portland)).toEqual(['Northwind Dental - Hawthorne', 'Northwind Dental - Pearl District']);
    const external = (await client(t, readOnly).get('/api/locations?keywords=NW-201')).json();
    expect(names(external)).toEqual(['Northwind Dental - Bellevue']);
  });

  it('filters by group_id, and only within the account', async () => {
    const eastside = await groupId(admin.account_id, 'Eastside');
    const body = (await client(t, readOnly).get(`/api/locations?group_id=${eastside}`)).json();
    expect(names(body)).toEqual([
      'Northwind Dental - Bellevue',
      'Northwind Dental - Issaquah',
      'Northwind Dental - Kirkland',
      'Northwind Dental - Redmond',
    ]);
    expect((await client(t, harbor).get(`/api/locations?group_id=${eastside}`)).json()._total).toBe(0);
    const other = (await client(t, harbor).get(`/api/locations?account_id=${admin.account_id}`)).json();
    expect(other._total).toBe(0);
  });

  it('shows the Google Place ID to the Admin user type only', async () => {
    const asAdmin = (await client(t, admin).get('/api/locations?keywords=ballard')).json()._embedded.locations[0];
    expect(asAdmin.google_place_id).toBe('sandbox-northwind-dental-ballard');
    const asManager = (await client(t, manager).get('/api/locations?keywords=ballard')).json()._embedded.locations[0];
    expect(asManager).not.toHaveProperty('google_place_id');
  });

  it('refuses an unknown sort with 400', async () => {
    const response = await client(t, readOnly).get('/api/locations?sort[by]=password');
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /locations/{id}', () => {
  it('answers the full record', async () => {
    const id = await locationId('Northwind Dental - Capitol Hill');
    const response = await client(t, readOnly).get(`/api/locations/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      account_id: admin.account_id,
      name: 'Northwind Dental - Capitol Hill',
      public_name: 'Northwind Dental',
      external_id: 'NW-101',
      is_headquarters: true,
      industry_ids: { npi_numbers: ['1987654328', '1600003473'] },
      hours: { sunday: { open: false, is_24_hours: false, hours: [] } },
      status: 'published',
      _links: { self: { href: `/api/locations/${id}` } },
    });
  });

  it("answers 404 for another account's location", async () => {
    const id = await locationId('Northwind Dental - Capitol Hill');
    expect((await client(t, harbor).get(`/api/locations/${id}`)).statusCode).toBe(404);
    expect((await client(t, harbor).patch(`/api/locations/${id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await client(t, harbor).delete(`/api/locations/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /locations', () => {
  it("creates a location and answers 'Location created successfully.'", async () => {
    const response = await client(t, manager).post('/api/locations', newLocation);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Location created successfully.',
      name: 'Northwind Dental - Tacoma',
      state: 'Washington',
      state_code: 'WA',
      country: 'United States',
      category_name: 'Dentist',
      website: 'https://northwinddental.example/tacoma',
      external_id: null,
      hours: null,
      group_ids: [],
    });
  });

  it("names each missing required field '{label} is required'", async () => {
    const response = await client(t, manager).post('/api/locations', { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'There is missing required information. Please review the form and try again.',
    );
    expect(response.json().fields).toMatchObject({
      name: ['Internal Name is required'],
      public_name: ['Public Name is required'],
      address: ['Address is required'],
      city: ['City is required'],
      state: ['State is required'],
      zipcode: ['Zip Code is required'],
    });
    const phone = await client(t, manager).post('/api/locations', { ...newLocation, phone: '555-0141' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fields.phone).toEqual(['Enter a 10-digit phone number']);
  });

  it('checks hours: an open day needs both times, sent as HH:mm', async () => {
    const closed = { open: false, is_24_hours: false, hours: [] };
    const week = {
      monday: { open: true, is_24_hours: false, hours: [] },
      tuesday: { open: true, is_24_hours: true, hours: [{ open_time: '09:00', close_time: '17:00' }] },
      wednesday: closed,
      thursday: closed,
      friday: closed,
      saturday: closed,
      sunday: closed,
    };
    const bad = await client(t, manager).post('/api/locations', { ...newLocation, name: 'Hours', hours: week });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['hours.monday']).toEqual([
      'You must have an opening and closing time if location is open.',
    ]);
    const good = await client(t, manager).post('/api/locations', {
      ...newLocation,
      name: 'Hours',
      hours: {
        ...week,
        monday: { open: true, is_24_hours: false, hours: [{ open_time: '08:30', close_time: '12:00' }] },
      },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().hours.tuesday).toEqual({ open: true, is_24_hours: true, hours: [] });
    const malformed = await client(t, manager).post('/api/locations', {
      ...newLocation,
      hours: {
        ...week,
        monday: { open: true, is_24_hours: false, hours: [{ open_time: '8:30 AM', close_time: '12:00' }] },
      },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('lets only the Admin user type set the Google Place ID', async () => {
    const byManager = await client(t, manager).post('/api/locations', {
      ...newLocation,
      name: 'Place by manager',
      google_place_id: 'ChIJmanager',
    });
    const [managerRow] = await t.db.select().from(locations).where(eq(locations.id, byManager.json().id));
    expect(managerRow?.googlePlaceId).toBeNull();
    const byAdmin = await client(t, admin).post('/api/locations', {
      ...newLocation,
      name: 'Place by admin',
      google_place_id: 'ChIJadmin',
    });
    expect(byAdmin.json().google_place_id).toBe('ChIJadmin');
  });

  it('is refused to Read Only and User types', async () => {
    expect((await client(t, readOnly).post('/api/locations', newLocation)).statusCode).toBe(403);
    const user = await login(t, 'user@northwind.example');
    expect((await client(t, user).post('/api/locations', newLocation)).statusCode).toBe(403);
  });

  it('is refused while prevent_location_additions is on', async () => {
    await setSetting(admin.account_id, 'prevent_location_additions', 'true');
    const response = await client(t, admin).post('/api/locations', newLocation);
    await setSetting(admin.account_id, 'prevent_location_additions', 'false');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'location_additions_prevented',
      message: 'Locations cannot be added to this account. Please contact support.',
    });
  });

  it('stops a trial account at its location limit', async () => {
    const bluebird = await login(t, 'owner@bluebird.example');
    const preview = (
      await client(t, bluebird).get(`/api/billing/${bluebird.account_id}/location_preview?num_added_locations=2`)
    ).json();
    expect(preview).toEqual({
      new_location_monthly_unit_cents: 4900,
      num_added_locations: 2,
      total_monthly_cents: 9800,
      trial_location_limit_reached: false,
      trial_location_limit: 5,
    });
    const body = { ...newLocation, state_id: 14, public_name: 'Bluebird Bistro', category_id: undefined };
    for (const name of ['Bluebird Bistro - Oak Park', 'Bluebird Bistro - Skokie']) {
      expect((await client(t, bluebird).post('/api/locations', { ...body, name })).statusCode).toBe(201);
    }
    const over = await client(t, bluebird).post('/api/locations', { ...body, name: 'Bluebird Bistro - Naperville' });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('trial_location_limit');
    const after = (await client(t, bluebird).get(`/api/billing/${bluebird.account_id}/location_preview`)).json();
    expect(after.trial_location_limit_reached).toBe(true);
  });
});

describe('PATCH /locations/{id}', () => {
  it("takes the full record and answers 'Location updated successfully.'", async () => {
    const id = await locationId('Northwind Dental - Fremont');
    const record = (await client(t, manager).get(`/api/locations/${id}`)).json();
    const hours = {
      ...record.hours,
      sunday: { open: true, is_24_hours: false, hours: [{ open_time: '10:00', close_time: '14:00' }] },
    };
    const response = await client(t, manager).patch(`/api/locations/${id}`, {
      ...record,
      _links: undefined,
      hours,
      website: '',
      open_status: 'temporarily_inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Location updated successfully.',
      website: null,
      open_status: 'temporarily_inactive',
      hours: { sunday: { open: true, hours: [{ open_time: '10:00', close_time: '14:00' }] } },
    });
  });

  it('comes as POST with X-HTTP-Method-Override: PATCH too', async () => {
    const id = await locationId('Northwind Dental - Fremont');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${id}`,
      headers: { authorization: manager.authorization, 'x-http-method-override': 'PATCH' },
      payload: { phone: '206.555.0199' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe('206.555.0199');
  });

  it('removes hours with remove_hours and keeps the required fields required', async () => {
    const id = await locationId('Northwind Dental - Fremont');
    const removed = await client(t, manager).patch(`/api/locations/${id}`, { remove_hours: true });
    expect(removed.json().hours).toBeNull();
    const blank = await client(t, manager).patch(`/api/locations/${id}`, { city: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.city).toEqual(['City is required']);
  });

  it('is refused to Read Only', async () => {
    const id = await locationId('Northwind Dental - Fremont');
    const response = await client(t, readOnly).patch(`/api/locations/${id}`, { name: 'Changed' });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /locations/{id}', () => {
  it('deletes a location with its name in the message', async () => {
    const created = (await client(t, manager).post('/api/locations', { ...newLocation, name: 'Short-lived' })).json();
    const response = await client(t, manager).delete(`/api/locations/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: created.id,
      name: 'Short-lived',
      message: 'Short-lived successfully deleted',
    });
    expect((await client(t, manager).get(`/api/locations/${created.id}`)).statusCode).toBe(404);
  });

  it('is refused to Read Only, and while prevent_location_deletions is on', async () => {
    const id = await locationId('Northwind Dental - Lake Oswego');
    expect((await client(t, readOnly).delete(`/api/locations/${id}`)).statusCode).toBe(403);
    await setSetting(admin.account_id, 'prevent_location_deletions', 'true');
    const response = await client(t, admin).delete(`/api/locations/${id}`);
    await setSetting(admin.account_id, 'prevent_location_deletions', 'false');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('location_deletions_prevented');
  });

  it("never deletes the last location: 'Can't delete the last location on the account.'", async () => {
    const list = (await client(t, harbor).get('/api/locations')).json()._embedded.locations as Listed[];
    for (const location of list.slice(1)) {
      expect((await client(t, harbor).delete(`/api/locations/${location.id}`)).statusCode).toBe(200);
    }
    const last = list[0];
    const response = await client(t, harbor).delete(`/api/locations/${last?.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'last_location',
      message: "Can't delete the last location on the account.",
    });
    expect((await client(t, harbor).get(`/api/locations/${last?.id}`)).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the location management calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/locations',
        '/api/locations/{id}',
        '/api/locations/{id}/diff',
        '/api/special_hours',
        '/api/groups',
        '/api/countries',
        '/api/states',
        '/api/categories',
        '/api/sources',
        '/api/urls',
        '/api/location_source_overrides',
        '/api/issues',
        '/api/npi/{number}',
        '/api/billing/{accountId}/location_preview',
        '/api/local_listings/eligible_locations/{id}',
      ]),
    );
  });
});
