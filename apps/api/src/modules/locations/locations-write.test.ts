import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locationIdByName, setAccountSetting } from '../../../test/fixtures';
import { client, login, useTestApp } from '../../../test/test-app';
import { locations } from '../../platform/db/schema';

const {
  t,
  sessions: { admin, manager, readOnly, harbor },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

type Listed = { id: number; name: string };

const locationId = (name: string) => locationIdByName(t, name);

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
    await setAccountSetting(t, admin.account_id, 'prevent_location_additions', 'true');
    const response = await client(t, admin).post('/api/locations', newLocation);
    await setAccountSetting(t, admin.account_id, 'prevent_location_additions', 'false');
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
    await setAccountSetting(t, admin.account_id, 'prevent_location_deletions', 'true');
    const response = await client(t, admin).delete(`/api/locations/${id}`);
    await setAccountSetting(t, admin.account_id, 'prevent_location_deletions', 'false');
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
