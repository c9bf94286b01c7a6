import { describe, expect, it } from 'vitest';
import { locationIdByName } from '../../../test/fixtures';
import { client, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { manager, user, readOnly, harbor },
} = useTestApp({
  logins: {
    manager: 'manager@northwind.example',
    user: 'user@northwind.example',
    readOnly: 'readonly@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

type ListedGroup = { id: number; name: string; location_ids: number[]; active_location_ids: number[] };
const names = (body: { _embedded: { groups: ListedGroup[] } }) => body._embedded.groups.map((group) => group.name);

const locationId = (name: string) => locationIdByName(t, name);

describe('GET /groups', () => {
  it('lists groups by name with their active location ids', async () => {
    const response = await client(t, readOnly).get('/api/groups');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Eastside', 'Portland', 'Seattle Metro']);
    expect(body._total).toBe(3);
    const eastside = body._embedded.groups[0];
    expect(eastside.active_location_ids).toHaveLength(4);
    expect(eastside.location_ids).toContain(await locationId('Northwind Dental - Bellevue'));
  });

  it('leaves permanently closed locations out of active_location_ids', async () => {
    const kirkland = await locationId('Northwind Dental - Kirkland');
    await client(t, manager).patch(`/api/locations/${kirkland}`, { open_status: 'inactive' });
    const eastside = (await client(t, readOnly).get('/api/groups?keywords=east')).json()._embedded.groups[0];
    expect(eastside.location_ids).toContain(kirkland);
    expect(eastside.active_location_ids).not.toContain(kirkland);
    await client(t, manager).patch(`/api/locations/${kirkland}`, { open_status: 'active' });
  });

  it('type-ahead ranks by relevance; containing and not_containing filter by a location', async () => {
    const typeahead = (await client(t, readOnly).get('/api/groups?keywords=po&search_type=typeahead')).json();
    expect(names(typeahead)).toEqual(['Portland']);
    const metro = (await client(t, readOnly).get('/api/groups?keywords=metro&search_type=relevance')).json();
    expect(names(metro)).toEqual(['Seattle Metro']);
    const ballard = await locationId('Northwind Dental - Ballard');
    expect(names((await client(t, readOnly).get(`/api/groups?containing=${ballard}`)).json())).toEqual([
      'Seattle Metro',
    ]);
    expect(names((await client(t, readOnly).get(`/api/groups?not_containing=${ballard}`)).json())).toEqual([
      'Eastside',
      'Portland',
    ]);
    const paged = (await client(t, readOnly).get(`/api/groups?per_page=1&page=2&user_id=${readOnly.user_id}`)).json();
    expect(names(paged)).toEqual(['Portland']);
  });

  it("shows nothing of another account's groups", async () => {
    const other = await client(t, harbor).get(`/api/groups?account_id=${manager.account_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Account not found');
    const id = (await client(t, readOnly).get('/api/groups')).json()._embedded.groups[0].id;
    expect((await client(t, harbor).get(`/api/groups/${id}`)).statusCode).toBe(404);
    expect((await client(t, harbor).patch(`/api/groups/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await client(t, harbor).delete(`/api/groups/${id}`)).statusCode).toBe(404);
  });
});

describe('group create, rename, membership and delete', () => {
  it('creates a group with locations, renames it, changes membership, deletes it', async () => {
    const ballard = await locationId('Northwind Dental - Ballard');
    const fremont = await locationId('Northwind Dental - Fremont');
    const created = await client(t, manager).post('/api/groups', { name: 'North Seattle', location_ids: [ballard] });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({ name: 'North Seattle', location_ids: [ballard], location_count: 1 });
    expect(group._links.self.href).toBe(`/api/groups/${group.id}`);

    const renamed = await client(t, manager).patch(`/api/groups/${group.id}`, { name: 'North End' });
    expect(renamed.json()).toMatchObject({ name: 'North End', location_ids: [ballard] });

    const added = await client(t, manager).post(`/api/groups/${group.id}/locations`, { location_ids: [fremont] });
    expect(added.json().location_ids.sort()).toEqual([ballard, fremont].sort());
    const location = (await client(t, manager).get(`/api/locations/${fremont}`)).json();
    expect(location.group_ids).toContain(group.id);

    const removed = await client(t, manager).delete(`/api/groups/${group.id}/locations/${ballard}`);
    expect(removed.json().location_ids).toEqual([fremont]);

    const replaced = await client(t, manager).patch(`/api/groups/${group.id}`, { location_ids: [] });
    expect(replaced.json().location_ids).toEqual([]);

    const deleted = await client(t, manager).delete(`/api/groups/${group.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await client(t, manager).get(`/api/groups/${group.id}`)).statusCode).toBe(404);
  });

  it('refuses a taken name, an empty name and locations of another account', async () => {
    const taken = await client(t, manager).post('/api/groups', { name: 'eastside' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A group with that name already exists');
    const empty = await client(t, manager).post('/api/groups', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.name).toEqual(['Group Name is required']);
    const seaport = await locationId('Harbor Fitness - Seaport');
    const foreign = await client(t, manager).post('/api/groups', { name: 'Boston', location_ids: [seaport] });
    expect(foreign.statusCode).toBe(400);
  });

  it('is refused to Read Only and User types', async () => {
    const id = (await client(t, readOnly).get('/api/groups')).json()._embedded.groups[0].id;
    for (const session of [readOnly, user]) {
      expect((await client(t, session).post('/api/groups', { name: 'Nope' })).statusCode).toBe(403);
      expect((await client(t, session).patch(`/api/groups/${id}`, { name: 'Nope' })).statusCode).toBe(403);
      expect((await client(t, session).delete(`/api/groups/${id}`)).statusCode).toBe(403);
    }
  });
});
