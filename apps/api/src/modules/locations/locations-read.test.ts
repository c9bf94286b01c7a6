import { describe, expect, it } from 'vitest';
import { groupIdByName, locationIdByName } from '../../../test/fixtures';
import { client, useTestApp } from '../../../test/test-app';

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

type Listed = { id: number; name: string; google_place_id?: string | null; group_ids: number[] };
const names = (body: { _embedded: { locations: Listed[] } }) => body._embedded.locations.map((item) => item.name);

const locationId = (name: string) => locationIdByName(t, name);

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
    const eastside = await groupIdByName(t, admin.account_id, 'Eastside');
    const body = (await client(t, readOnly).get(`/api/locations?group_id=${eastside}`)).json();
    expect(names(body)).toEqual([
      'Northwind Dental - Bellevue',
      'Northwind Dental - Issaquah',
      'Northwind Dental - Kirkland',
      'Northwind Dental - Redmond',
    ]);
    expect((await client(t, harbor).get(`/api/locations?group_id=${eastside}`)).json()._total).toBe(0);
    const other = await client(t, harbor).get(`/api/locations?account_id=${admin.account_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Account not found');
  });

  it('counts _total under the filters, on the last page and past it', async () => {
    const eastside = await groupIdByName(t, admin.account_id, 'Eastside');
    const total = async (query: string) => (await client(t, readOnly).get(`/api/locations?${query}`)).json()._total;
    expect(await total(`group_id=${eastside}&per_page=3&page=2`)).toBe(4);
    expect(await total('keywords=portland&per_page=1&page=2')).toBe(2);
    const last = (await client(t, readOnly).get('/api/locations?per_page=5&page=3')).json();
    expect(names(last)).toHaveLength(2);
    expect(last._total).toBe(12);
    const past = (await client(t, readOnly).get('/api/locations?per_page=5&page=4')).json();
    expect(past._embedded.locations).toEqual([]);
    expect(past._total).toBe(12);
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
