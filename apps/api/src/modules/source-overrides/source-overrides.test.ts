import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { accountSettings, locations } from '../../platform/db/schema';

let ballard: number;

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
beforeAll(async () => {
  const [row] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.name, 'Northwind Dental - Ballard'));
  ballard = row?.id ?? 0;
});

describe('/location_source_overrides', () => {
  it('creates, lists, changes and deletes directory-specific phone and website', async () => {
    const created = await client(t, manager).post('/api/location_source_overrides', {
      account_id: manager.account_id,
      location_id: ballard,
      source_id: 2,
      phone: '(206) 555-0222',
      website: '',
      enabled: true,
    });
    expect(created.statusCode).toBe(201);
    const override = created.json();
    expect(override).toMatchObject({
      location_id: ballard,
      source_id: 2,
      phone: '(206) 555-0222',
      website: null,
      enabled: true,
    });

    await client(t, manager).post('/api/location_source_overrides', {
      location_id: ballard,
      source_id: 1,
      website: 'northwinddental.example/ballard-google',
    });
    const list = (
      await client(t, readOnly).get(`/api/location_source_overrides?location_id=${ballard}&sort=source_id`)
    ).json();
    expect(list._embedded.location_source_overrides.map((item: { source_id: number }) => item.source_id)).toEqual([
      1, 2,
    ]);
    expect(list._embedded.location_source_overrides[0].website).toBe('https://northwinddental.example/ballard-google');
    const descending = (
      await client(t, readOnly).get(`/api/location_source_overrides?location_id=${ballard}&sort=-source_id`)
    ).json();
    expect(descending._embedded.location_source_overrides.map((item: { source_id: number }) => item.source_id)).toEqual(
      [2, 1],
    );
    const unknownSort = await client(t, readOnly).get(`/api/location_source_overrides?sort=phone`);
    expect(unknownSort.statusCode).toBe(400);
    expect(unknownSort.json().fields.sort).toEqual([
      'Cannot sort by phone (allowed: id, source_id, location_id, created_at)',
    ]);
    const google = (
      await client(t, readOnly).get(`/api/location_source_overrides?location_id=${ballard}&source_id=1`)
    ).json();
    expect(google._total).toBe(1);

    const changed = await client(t, manager).patch(`/api/location_source_overrides/${override.id}`, {
      phone: '206-555-0233',
    });
    expect(changed.json().phone).toBe('206-555-0233');
    // Unchecking the phone clears it; the directory stays on (its own enabled flag is the publishing switch).
    const unchecked = await client(t, manager).patch(`/api/location_source_overrides/${override.id}`, {
      phone: null,
    });
    expect(unchecked.json()).toMatchObject({ enabled: true, phone: null, website: null });

    expect((await client(t, manager).delete(`/api/location_source_overrides/${override.id}`)).statusCode).toBe(200);
    expect((await client(t, manager).get(`/api/location_source_overrides/${override.id}`)).statusCode).toBe(404);
  });

  it("refuses an enabled directory without a value: 'Enter phone number or unselect directory'", async () => {
    const response = await client(t, manager).post('/api/location_source_overrides', {
      location_id: ballard,
      source_id: 5,
      phone: '',
      enabled: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Enter phone number or unselect directory');
    const notDirectory = await client(t, manager).post('/api/location_source_overrides', {
      location_id: ballard,
      source_id: 8,
      phone: '2065550100',
    });
    expect(notDirectory.statusCode).toBe(400);
    const badPhone = await client(t, manager).post('/api/location_source_overrides', {
      location_id: ballard,
      source_id: 6,
      phone: '12',
    });
    expect(badPhone.statusCode).toBe(400);
  });

  it('refuses a second override of the same directory with 409', async () => {
    const body = { location_id: ballard, source_id: 3, phone: '2065550111' };
    expect((await client(t, manager).post('/api/location_source_overrides', body)).statusCode).toBe(201);
    expect((await client(t, manager).post('/api/location_source_overrides', body)).statusCode).toBe(409);
  });

  it('refuses Read Only (403) and other accounts (404)', async () => {
    const body = { location_id: ballard, source_id: 4, phone: '2065550144' };
    expect((await client(t, readOnly).post('/api/location_source_overrides', body)).statusCode).toBe(403);
    expect((await client(t, harbor).post('/api/location_source_overrides', body)).statusCode).toBe(404);
    const created = (await client(t, manager).post('/api/location_source_overrides', body)).json();
    expect(
      (await client(t, readOnly).patch(`/api/location_source_overrides/${created.id}`, { phone: '2065550155' }))
        .statusCode,
    ).toBe(403);
    expect((await client(t, readOnly).delete(`/api/location_source_overrides/${created.id}`)).statusCode).toBe(403);
    expect(
      (await client(t, harbor).patch(`/api/location_source_overrides/${created.id}`, { phone: '2065550155' }))
        .statusCode,
    ).toBe(404);
    expect((await client(t, harbor).delete(`/api/location_source_overrides/${created.id}`)).statusCode).toBe(404);
    expect((await client(t, harbor).get(`/api/location_source_overrides?location_id=${ballard}`)).json()._total).toBe(
      0,
    );
  });

  it('refuses a User, to whom the location is read-only, every change (403) but lets them read', async () => {
    const body = { location_id: ballard, source_id: 5, phone: '2065550177' };
    expect((await client(t, user).post('/api/location_source_overrides', body)).statusCode).toBe(403);
    const created = (await client(t, manager).post('/api/location_source_overrides', body)).json();
    expect(
      (await client(t, user).patch(`/api/location_source_overrides/${created.id}`, { phone: '2065550188' })).statusCode,
    ).toBe(403);
    expect((await client(t, user).delete(`/api/location_source_overrides/${created.id}`)).statusCode).toBe(403);
    expect((await client(t, user).get(`/api/location_source_overrides/${created.id}`)).json().phone).toBe('2065550177');
  });
});

async function setSetting(accountId: number, code: string, value: string) {
  await t.db
    .insert(accountSettings)
    .values({ accountId, code, value })
    .onConflictDoUpdate({ target: [accountSettings.accountId, accountSettings.code], set: { value } });
}

describe('directory-specific publishing (spec 001 §6, §7 "Directory override create")', () => {
  it('lets whoever holds local_listing update turn a directory off and on, keeping its own phone', async () => {
    const off = await client(t, user).post('/api/location_source_overrides', {
      location_id: ballard,
      source_id: 6,
      enabled: false,
    });
    expect(off.statusCode).toBe(201);
    expect(off.json()).toMatchObject({ source_id: 6, enabled: false, phone: null, website: null });
    const on = await client(t, user).patch(`/api/location_source_overrides/${off.json().id}`, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().enabled).toBe(true);
    const phone = await client(t, manager).patch(`/api/location_source_overrides/${off.json().id}`, {
      phone: '2065550166',
    });
    expect(phone.json()).toMatchObject({ enabled: true, phone: '2065550166' });
    const offAgain = await client(t, user).patch(`/api/location_source_overrides/${off.json().id}`, { enabled: false });
    expect(offAgain.json()).toMatchObject({ enabled: false, phone: '2065550166' });
    // A User may switch publishing but not change the location's data.
    expect(
      (await client(t, user).patch(`/api/location_source_overrides/${off.json().id}`, { phone: '2065550177' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await client(t, readOnly).patch(`/api/location_source_overrides/${off.json().id}`, { enabled: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await client(t, harbor).patch(`/api/location_source_overrides/${off.json().id}`, { enabled: true })).statusCode,
    ).toBe(404);
    expect((await client(t, manager).delete(`/api/location_source_overrides/${off.json().id}`)).statusCode).toBe(200);
  });

  it('refuses the switch (403) without the publishing setting or the directory-specific publishing flag', async () => {
    for (const code of ['listing_publishing', 'directory_specific_publishing']) {
      await setSetting(manager.account_id, code, 'false');
      const refused = await client(t, manager).post('/api/location_source_overrides', {
        location_id: ballard,
        source_id: 6,
        enabled: false,
      });
      expect(refused.statusCode, code).toBe(403);
      // A directory-specific phone is not publishing: it still saves.
      const phone = await client(t, manager).post('/api/location_source_overrides', {
        location_id: ballard,
        source_id: 6,
        phone: '2065550199',
      });
      expect(phone.statusCode, code).toBe(201);
      expect(
        (await client(t, manager).patch(`/api/location_source_overrides/${phone.json().id}`, { enabled: false }))
          .statusCode,
        code,
      ).toBe(403);
      await client(t, manager).delete(`/api/location_source_overrides/${phone.json().id}`);
      await setSetting(manager.account_id, code, 'true');
    }
  });
});
