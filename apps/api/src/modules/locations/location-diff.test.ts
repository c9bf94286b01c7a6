import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locationIdByName } from '../../../test/fixtures';
import { client, createTestApp, login, useTestApp } from '../../../test/test-app';
import { createUnconnectedDirectory, DirectoryUnavailableError } from '../../connectors/listing-directory';
import { locations } from '../../platform/db/schema';
import { demoHolidayHours, todayUtc } from '../../seed/demo-places';
import { LISTING_AUTO_SYNC_QUEUE } from '../local-listings';

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

const locationId = (name: string) => locationIdByName(t, name);

describe('GET /locations/{id}/diff (Sync From Google)', () => {
  it('has nothing to sync when the listing matches', async () => {
    const id = await locationId('Northwind Dental - Capitol Hill');
    const response = await client(t, readOnly).get(`/api/locations/${id}/diff`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ location_id: id, changed_fields: [], target: {}, source: {} });
  });

  it("shows the fields Google holds differently, with the location's and Google's values", async () => {
    const id = await locationId('Northwind Dental - Ballard');
    const diff = (await client(t, readOnly).get(`/api/locations/${id}/diff`)).json();
    expect(diff.changed_fields).toEqual(['website', 'hours']);
    expect(diff.target.website).toBe('https://northwinddental.example');
    expect(diff.source.website).toBe('https://northwinddental.example/ballard');
    expect(diff.target.hours.saturday).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '09:00', close_time: '13:00' }],
    });
    expect(diff.source.hours.saturday).toEqual({ open: false, is_24_hours: false, hours: [] });

    const bellevue = (
      await client(t, readOnly).get(`/api/locations/${await locationId('Northwind Dental - Bellevue')}/diff`)
    ).json();
    expect(bellevue.changed_fields).toEqual(['phone', 'special_hours']);
    expect(bellevue.source.special_hours.length).toBe(bellevue.target.special_hours.length + 1);

    const quincy = (
      await client(t, harbor).get(`/api/locations/${await locationId('Harbor Fitness - Quincy')}/diff`)
    ).json();
    expect(quincy).toMatchObject({ changed_fields: ['open_status'], source: { open_status: 'temporarily_inactive' } });
  });

  it('accepting posts the override: the location takes the listing and nothing is left to sync', async () => {
    const id = await locationId('Northwind Dental - Bellevue');
    expect((await client(t, readOnly).post(`/api/locations/${id}/diff`, { override: true })).statusCode).toBe(403);
    expect((await client(t, manager).post(`/api/locations/${id}/diff`, {})).statusCode).toBe(400);
    const response = await client(t, manager).post(`/api/locations/${id}/diff`, { override: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Successfully synced location',
      changed_fields: ['phone', 'special_hours'],
    });
    expect((await client(t, manager).get(`/api/locations/${id}`)).json().phone).toBe('(425) 555-0100');
    const hours = (await client(t, manager).get(`/api/special_hours?location_id=${id}`)).json();
    expect(hours._total).toBe(demoHolidayHours(todayUtc()).length + 1);
    expect((await client(t, manager).get(`/api/locations/${id}/diff`)).json().changed_fields).toEqual([]);
    // Google's values are now the location's: Auto Sync sends them to the other directories after its quiet time.
    const [autoSync] = await t.boss.findJobs(LISTING_AUTO_SYNC_QUEUE, { key: String(id), queued: true });
    expect(autoSync?.startAfter.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('needs a Google Place ID, and answers 404 for another account', async () => {
    const created = await client(t, manager).post('/api/locations', {
      name: 'No Place',
      public_name: 'Northwind Dental',
      address: '1 Main St',
      city: 'Seattle',
      state: 'WA',
      zipcode: '98101',
    });
    const response = await client(t, manager).get(`/api/locations/${created.json().id}/diff`);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('missing_place_id');
    const id = await locationId('Northwind Dental - Ballard');
    expect((await client(t, harbor).get(`/api/locations/${id}/diff`)).statusCode).toBe(404);
  });
});

describe('GET /local_listings/eligible_locations/{id}', () => {
  it('answers status and status_reason', async () => {
    const id = await locationId('Northwind Dental - Ballard');
    const response = await client(t, readOnly).get(
      `/api/local_listings/eligible_locations/${id}?account_id=${admin.account_id}`,
    );
    expect(response.json()).toEqual({ location_id: id, status: 'published', status_reason: null });
    await client(t, admin).patch(`/api/locations/${id}`, { google_place_id: 'ChIJ-unknown' });
    const missing = (await client(t, readOnly).get(`/api/local_listings/eligible_locations/${id}`)).json();
    expect(missing).toMatchObject({
      status: 'not_eligible',
      status_reason: 'Location not found in Google integration',
    });
    expect((await client(t, harbor).get(`/api/local_listings/eligible_locations/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /issues', () => {
  it('reports missing and shared Google Place IDs, and hides muted ones', async () => {
    const ballard = await locationId('Northwind Dental - Ballard');
    const fremont = await locationId('Northwind Dental - Fremont');
    await client(t, admin).patch(`/api/locations/${ballard}`, { google_place_id: 'ChIJ-shared' });
    await client(t, admin).patch(`/api/locations/${fremont}`, { google_place_id: 'ChIJ-shared' });
    const body = (await client(t, readOnly).get(`/api/issues?account_id=${admin.account_id}`)).json();
    const statuses = body._embedded.issues.map((issue: { resource_id: number; status: string }) => [
      issue.resource_id,
      issue.status,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [ballard, 'conflicting_place_id'],
        [fremont, 'conflicting_place_id'],
      ]),
    );
    expect(statuses.some(([, status]: [number, string]) => status === 'missing_place_id')).toBe(true);

    const one = (await client(t, readOnly).get(`/api/issues?resource_type=location&resource_id=${ballard}`)).json();
    expect(one._embedded.issues).toHaveLength(1);
    await client(t, manager).patch(`/api/locations/${ballard}`, { issues_muted: true });
    expect((await client(t, readOnly).get(`/api/issues?location_id=${ballard}`)).json()._total).toBe(0);
    const other = await client(t, harbor).get(`/api/issues?account_id=${admin.account_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Account not found');
  });

  it('needs issue read permission', async () => {
    const limited = await login(t, 'limited@northwind.example');
    expect((await client(t, limited).get('/api/issues')).statusCode).toBe(403);
  });
});

describe('without a Google integration', () => {
  it('says so on the diff and on eligibility; a failing directory answers 502', async () => {
    const offline = await createTestApp({ connectors: { directory: createUnconnectedDirectory() } });
    const failing = await createTestApp({
      connectors: {
        directory: {
          hasIntegration: async () => true,
          findListing: async () => {
            throw new DirectoryUnavailableError('down');
          },
        },
      },
    });
    try {
      const session = await login(offline, 'manager@northwind.example');
      const [row] = await offline.db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.name, 'Northwind Dental - Ballard'));
      const diff = await client(offline, session).get(`/api/locations/${row?.id}/diff`);
      expect(diff.statusCode).toBe(422);
      expect(diff.json()).toMatchObject({ code: 'no_integration', message: 'No active Google integration' });
      const eligibility = (
        await client(offline, session).get(`/api/local_listings/eligible_locations/${row?.id}`)
      ).json();
      expect(eligibility).toMatchObject({ status: 'not_eligible', status_reason: 'No active Google integration' });

      const other = await login(failing, 'manager@northwind.example');
      const down = await client(failing, other).get(`/api/locations/${row?.id}/diff`);
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe('An occured error fetching location info diff');
      expect((await client(failing, other).get(`/api/local_listings/eligible_locations/${row?.id}`)).statusCode).toBe(
        502,
      );
      const categories = await client(failing, other).get('/api/categories?google_place_id=sandbox-x&keywords=dentist');
      expect(categories.statusCode).toBe(200);
      expect(categories.json()._embedded.categories[0].name).toBe('Dentist');
    } finally {
      await offline.close();
      await failing.close();
    }
  });
});
