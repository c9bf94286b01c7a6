import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleUpdatesElsewhere, linkAccountToFakeGoogle } from '../../../test/fake-google-listings';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { client, useTestApp } from '../../../test/test-app';
import { createConnectors } from '../../connectors/connectors';
import { createRateLimiter } from '../../connectors/rate-limiter';
import { listingDirectories, listingSyncDays, locations } from '../../platform/db/schema';
import { generateScaleAccount } from '../../seed/scale';
import { createListingEngine } from './listing-engine';
import { setListingProvider } from './listing-provider';
import { listingLocationOf } from './listing-state';
import { createListingSync } from './listing-sync';
import { keepSyncDays, LISTING_AUTO_SYNC_QUEUE } from './local-listings.jobs';
import { createLocalListingsRepo } from './local-listings.repo';

type Entry = {
  directory_code: string;
  status: string;
  status_description: string | null;
  publish_due_at: string | null;
};
type Row = { id: number; name: string; status: string; publishing_enabled: boolean; directories: Entry[] };

const {
  t,
  sessions: { admin, manager, readOnly, limited, harbor },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    limited: 'limited@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

let ids: Map<string, number>;
beforeAll(async () => {
  const rows = await t.db.select({ id: locations.id, name: locations.name }).from(locations);
  ids = new Map(rows.map((row) => [row.name, row.id]));
});
const idOf = (name: string) => {
  const id = ids.get(name);
  if (!id) throw new Error(`no location ${name}`);
  return id;
};
const listPath = (accountId: number, query = '') => `/api/local_listings/metrics/${accountId}/locations${query}`;
/** The module's own repo, on the test's database. */
const listingsRepo = () => createLocalListingsRepo(t.db);
const engine = () => createListingEngine({ repo: listingsRepo(), directories: t.connectors.listings });

async function rowOf(name: string): Promise<Row> {
  const page = (await client(t, readOnly).get(listPath(readOnly.account_id, '?per_page=100'))).json();
  const row = page.locations.find((candidate: Row) => candidate.name === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
}
/** One account setting of Northwind, as an operator would set it. */
async function setSetting(code: string, value: 'true' | 'false') {
  await t.db.execute(sql`insert into account_settings (account_id, code, value) values (${admin.account_id}, ${code}, ${value})
    on conflict (account_id, code) do update set value = ${value}`);
}
const directoryOf = (row: Row, code: string) => row.directories.find((entry) => entry.directory_code === code);

describe('GET /local_listings/provider', () => {
  it('answers the internal provider to a reader, 403 without local_listing read, 404 for another account', async () => {
    const answer = await client(t, readOnly).get(`/api/local_listings/provider?account_id=${readOnly.account_id}`);
    expect(answer.json()).toEqual({ data: { provider: 'internal' } });
    expect((await client(t, limited).get('/api/local_listings/provider')).statusCode).toBe(403);
    expect(
      (await client(t, harbor).get(`/api/local_listings/provider?account_id=${admin.account_id}`)).statusCode,
    ).toBe(404);
    expect((await client(t).get('/api/local_listings/provider')).statusCode).toBe(401);
  });
});

describe('GET /local_listings/metrics/{accountId}/locations', () => {
  it('shows each directory of each location with its status from the last scan, in the spec column order', async () => {
    const ballard = await rowOf('Northwind Dental - Ballard');
    expect(ballard.directories.map((entry) => entry.directory_code)).toEqual([
      'google_maps',
      'facebook',
      'apple_maps',
      'bing',
      'trip_advisor',
      'yelp_api',
    ]);
    // The sandbox's Google listing has another website and Saturday closed.
    expect(directoryOf(ballard, 'google_maps')).toMatchObject({
      status: 'not_in_sync',
      status_description: 'Fields not in sync: website, hours',
    });
    expect(directoryOf(ballard, 'facebook')?.status).toBe('in_sync');
    expect(directoryOf(ballard, 'trip_advisor')).toMatchObject({
      status: 'not_available',
      status_description: 'Tripadvisor listings need a Content API key, which is not configured',
    });
    expect(ballard.status).toBe('not_in_sync');
    expect(directoryOf(await rowOf('Northwind Dental - Issaquah'), 'apple_maps')?.status).toBe('pending_claim');
  });

  it('filters by status, location and directory, pages and sorts', async () => {
    const page = (
      await client(t, readOnly).get(
        listPath(readOnly.account_id, '?statuses=in_sync&directories=google_maps&per_page=2'),
      )
    ).json();
    expect(page.paging).toMatchObject({ page: 1, per_page: 2 });
    expect(page.locations.length).toBeLessThanOrEqual(2);
    for (const row of page.locations as Row[]) {
      expect(row.status).toBe('in_sync');
      expect(row.directories.map((entry) => entry.directory_code)).toEqual(['google_maps']);
    }
    const one = (
      await client(t, readOnly).get(
        listPath(readOnly.account_id, `?location_ids=${idOf('Northwind Dental - Ballard')}`),
      )
    ).json();
    expect(one.locations.map((row: Row) => row.name)).toEqual(['Northwind Dental - Ballard']);
    const byName = (await client(t, readOnly).get(listPath(readOnly.account_id, '?sort=name&per_page=3'))).json();
    const names = byName.locations.map((row: Row) => row.name);
    expect(names).toEqual([...names].sort());
  });

  it('pages in the database: a later page under a sort and a status filter holds exactly the right rows', async () => {
    const query = 'directories=google_maps,facebook';
    const all: Row[] = (await client(t, readOnly).get(listPath(readOnly.account_id, `?${query}&per_page=100`))).json()
      .locations;
    const statuses = ['not_in_sync', 'in_progress'];
    const byName = all
      .filter((row) => statuses.includes(row.status))
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? 1 : -1));
    expect(byName.length).toBeGreaterThan(2);
    const second = (
      await client(t, readOnly).get(
        listPath(readOnly.account_id, `?${query}&statuses=${statuses.join(',')}&sort=-name&page=2&per_page=1`),
      )
    ).json();
    expect(second.paging).toEqual({ page: 2, per_page: 1, total: byName.length, total_pages: byName.length });
    expect(second.locations).toEqual(byName.slice(1, 2));

    // Page by page under the status sort, every location once, worst first as the full list's statuses say.
    const rank = { in_sync: 0, in_progress: 1, not_in_sync: 2 } as Record<string, number>;
    const paged: Row[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
      const answer = await client(t, readOnly).get(
        listPath(readOnly.account_id, `?${query}&sort=-status&page=${page}&per_page=2`),
      );
      paged.push(...answer.json().locations);
    }
    expect(paged.map((row) => row.id).sort()).toEqual(all.map((row) => row.id).sort());
    const ranks = paged.map((row) => rank[all.find((full) => full.id === row.id)?.status ?? ''] ?? -1);
    expect(ranks).toEqual([...ranks].sort().reverse());

    // An edit shows at once in the filter: the location's Facebook listing no longer matches its phone.
    const inSync = async () =>
      (
        await client(t, readOnly).get(
          listPath(readOnly.account_id, '?directories=facebook&statuses=in_sync&per_page=100'),
        )
      )
        .json()
        .locations.map((row: Row) => row.id);
    const [edited] = await inSync();
    await client(t, manager).patch(`/api/locations/${edited}`, { phone: '(206) 555-0142' });
    expect(await inSync()).not.toContain(edited);
  });

  it('refuses bad input with 400, another account with 404 and a user without local_listing with 403', async () => {
    expect((await client(t, readOnly).get(listPath(readOnly.account_id, '?statuses=bogus'))).statusCode).toBe(400);
    expect((await client(t, readOnly).get(listPath(readOnly.account_id, '?sort=phone'))).statusCode).toBe(400);
    expect((await client(t, readOnly).get('/api/local_listings/metrics/abc/locations')).statusCode).toBe(400);
    expect((await client(t, harbor).get(listPath(admin.account_id))).statusCode).toBe(404);
    expect((await client(t, limited).get(listPath(limited.account_id))).statusCode).toBe(403);
  });
});

describe('GET /local_listings/metrics/{accountId}/overview and /integration_overview', () => {
  it('counts each directory in sync and the sync ratio; names each directory connection', async () => {
    const overview = (
      await client(t, readOnly).get(`/api/local_listings/metrics/${readOnly.account_id}/overview`)
    ).json();
    const google = overview.directories.find(
      (entry: { directory_code: string }) => entry.directory_code === 'google_maps',
    );
    expect(google).toMatchObject({ id: 1, directory_name: 'Google' });
    expect(google.in_sync).toBeLessThan(google.total);
    expect(overview.sync_ratio).toBeGreaterThan(0);
    expect(overview.sync_ratio).toBeLessThan(1);
    const integrations = (await client(t, harbor).get('/api/local_listings/integration_overview')).json();
    expect(
      integrations.directories.find((entry: { directory_code: string }) => entry.directory_code === 'apple_maps'),
    ).toMatchObject({ integration_status: 'none', publishable: true });
    expect((await client(t, harbor).get(`/api/local_listings/metrics/${admin.account_id}/overview`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /local_listings/metrics/{accountId}/overview counted in SQL', () => {
  it('counts what the table rows show, per directory, under a status and directory filter', async () => {
    for (const query of [
      '',
      '?statuses=not_in_sync,in_progress',
      '?directories=google_maps,facebook&statuses=in_sync',
    ]) {
      const rows: Row[] = (
        await client(t, readOnly).get(listPath(readOnly.account_id, `${query || '?'}&per_page=100`))
      ).json().locations;
      const overview = (
        await client(t, readOnly).get(`/api/local_listings/metrics/${readOnly.account_id}/overview${query}`)
      ).json();
      const codes = rows[0]?.directories.map((entry) => entry.directory_code) ?? [];
      const expected = codes.map((code) => {
        const entries = rows.flatMap((row) =>
          row.directories.filter((entry) => entry.directory_code === code && entry.status !== 'not_available'),
        );
        return {
          directory_code: code,
          in_sync: entries.filter((entry) => entry.status === 'in_sync').length,
          total: entries.length,
        };
      });
      expect(
        overview.directories.map(({ directory_code, in_sync, total }: Record<string, unknown>) => ({
          directory_code,
          in_sync,
          total,
        })),
        query,
      ).toEqual(expected);
    }
  });
});

describe('GET /local_listings/locations/{id}/diff/{directory}', () => {
  it('shows field by field what Repute has and what the directory showed', async () => {
    const id = idOf('Northwind Dental - Ballard');
    const diff = (await client(t, readOnly).get(`/api/local_listings/locations/${id}/diff/google_maps`)).json();
    expect(diff.changed_fields).toEqual(['website', 'hours']);
    expect(diff.target.website).toBe('https://northwinddental.example');
    expect(diff.source.website).toBe('https://northwinddental.example/ballard');
    expect((await client(t, readOnly).get(`/api/local_listings/locations/${id}/diff/myspace`)).statusCode).toBe(400);
    expect((await client(t, harbor).get(`/api/local_listings/locations/${id}/diff/google_maps`)).statusCode).toBe(404);
  });
});

describe('POST /local_listings/publish and /unpublish', () => {
  it('turns Auto Sync off and on; publishing queues the change, which the worker sends to the directory', async () => {
    const id = idOf('Northwind Dental - Ballard');
    const off = await client(t, manager).post('/api/local_listings/unpublish', { location_ids: [id] });
    expect(off.json()).toEqual({
      location_ids: [id],
      status: 'eligible_not_published',
      message: 'Auto Sync disabled for this location',
    });
    expect((await rowOf('Northwind Dental - Ballard')).publishing_enabled).toBe(false);

    const on = await client(t, manager).post('/api/local_listings/publish', {
      account_id: manager.account_id,
      location_ids: [id],
    });
    expect(on.json().message).toBe('Auto Sync enabled for this location');
    const queued = directoryOf(await rowOf('Northwind Dental - Ballard'), 'google_maps');
    expect(queued?.status).toBe('pending_sync');
    expect(queued?.status_description).toMatch(/^Scheduled to publish at /);

    const { sent } = await engine().publishDue();
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(directoryOf(await rowOf('Northwind Dental - Ballard'), 'google_maps')?.status).toBe('in_sync');
    // The next scan reads what the directory now holds: still in sync.
    await engine().scan(admin.account_id, [id]);
    expect(directoryOf(await rowOf('Northwind Dental - Ballard'), 'google_maps')?.status).toBe('in_sync');
  });

  it('needs location update, answers 404 for another account and 400 for bad input', async () => {
    const id = idOf('Northwind Dental - Ballard');
    expect((await client(t, readOnly).post('/api/local_listings/publish', { location_ids: [id] })).statusCode).toBe(
      403,
    );
    expect((await client(t, harbor).post('/api/local_listings/publish', { location_ids: [id] })).statusCode).toBe(404);
    expect(
      (
        await client(t, harbor).post('/api/local_listings/publish', {
          account_id: admin.account_id,
          location_ids: [idOf('Harbor Fitness - Quincy')],
        })
      ).statusCode,
    ).toBe(404);
    expect((await client(t, manager).post('/api/local_listings/publish', { location_ids: [] })).statusCode).toBe(400);
    expect((await client(t, manager).post('/api/local_listings/unpublish', { location_ids: ['x'] })).statusCode).toBe(
      400,
    );
  });
});

describe('Auto Sync not purchased', () => {
  for (const code of ['listing_publishing', 'auto_sync']) {
    it(`refuses publish and unpublish while ${code} is off, and changes nothing`, async () => {
      const id = idOf('Northwind Dental - Ballard');
      const before = (await rowOf('Northwind Dental - Ballard')).publishing_enabled;
      await setSetting(code, 'false');
      try {
        for (const path of ['/api/local_listings/publish', '/api/local_listings/unpublish']) {
          const refused = await client(t, admin).post(path, { location_ids: [id] });
          expect(refused.statusCode).toBe(403);
          expect(refused.json().message).toBe('Contact your account manager to purchase Auto Sync.');
        }
        expect((await rowOf('Northwind Dental - Ballard')).publishing_enabled).toBe(before);
      } finally {
        await setSetting(code, 'true');
      }
    });
  }
});

describe('Auto Sync after 30 quiet minutes', () => {
  it('waits 30 minutes after the last edit before queueing the change', async () => {
    const id = idOf('Northwind Dental - Fremont');
    const edited = await client(t, manager).patch(`/api/locations/${id}`, { phone: '(206) 555-0199' });
    expect(edited.statusCode).toBe(200);
    expect(directoryOf(await rowOf('Northwind Dental - Fremont'), 'google_maps')?.status).toBe('not_in_sync');
    const soon = await engine().autoSync(admin.account_id, [id]);
    expect(soon.get(id)?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    const later = createListingEngine({
      repo: listingsRepo(),
      directories: t.connectors.listings,
      now: () => new Date(Date.now() + 31 * 60_000),
    });
    expect(await later.autoSync(admin.account_id, [id])).toEqual(new Map());
    const [row] = await t.db
      .select({ due: listingDirectories.publishDueAt })
      .from(listingDirectories)
      .where(and(eq(listingDirectories.locationId, id), eq(listingDirectories.directoryCode, 'google_maps')));
    expect(row?.due).not.toBeNull();
    expect(directoryOf(await rowOf('Northwind Dental - Fremont'), 'google_maps')?.status).toBe('pending_sync');
  });
});

/** The location's pending Auto Sync job, as the worker will find it: when it may start. */
async function autoSyncJobOf(locationId: number) {
  const jobs = await t.boss.findJobs(LISTING_AUTO_SYNC_QUEUE, { key: String(locationId), queued: true });
  return jobs[0];
}

/** Forgets the location's noted change and its pending job, so the next edit is seen on its own. */
async function forgetChange(locationId: number) {
  await listingsRepo().clearChanges(admin.account_id, [locationId]);
  for (const job of await t.boss.findJobs(LISTING_AUTO_SYNC_QUEUE, { key: String(locationId) })) {
    await t.boss.deleteJob(LISTING_AUTO_SYNC_QUEUE, job.id);
  }
}

/** The edit was noted as a listing change: its send waits the 30 quiet minutes, then goes. */
async function expectScheduled(locationId: number, what: string) {
  const job = await autoSyncJobOf(locationId);
  expect(job, what).toBeDefined();
  expect(job?.startAfter.getTime(), what).toBeGreaterThan(Date.now() + 29 * 60_000);
  const waiting = await engine().autoSync(admin.account_id, [locationId]);
  expect(waiting.get(locationId)?.getTime(), what).toBeGreaterThan(Date.now() + 29 * 60_000);
  await forgetChange(locationId);
}

describe('Auto Sync after holiday hours and directory override edits', () => {
  it('schedules the publish 30 minutes after a holiday-hours create, change or delete (one location or bulk)', async () => {
    const [ballard, fremont] = [idOf('Northwind Dental - Ballard'), idOf('Northwind Dental - Fremont')];
    await forgetChange(ballard);
    await forgetChange(fremont);
    const date = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const created = await client(t, manager).post('/api/special_hours', {
      location_id: ballard,
      start_date: date,
      closed: true,
      is_24_hours: false,
      hours: [],
    });
    expect(created.statusCode).toBe(201);
    await expectScheduled(ballard, 'created');
    const entry = created.json().entries?.[0] ?? created.json();
    const changed = await client(t, manager).patch(`/api/special_hours/${entry.id}`, {
      closed: false,
      hours: [{ open_time: '10:00', close_time: '12:00' }],
    });
    expect(changed.statusCode).toBe(200);
    await expectScheduled(ballard, 'changed');
    expect((await client(t, manager).delete(`/api/special_hours/${entry.id}`)).statusCode).toBe(200);
    await expectScheduled(ballard, 'deleted');
    const bulk = await client(t, manager).post('/api/special_hours', {
      location_ids: [ballard, fremont],
      start_date: date,
      closed: true,
      is_24_hours: false,
      hours: [],
    });
    expect(bulk.statusCode).toBe(201);
    await expectScheduled(ballard, 'bulk, first');
    await expectScheduled(fremont, 'bulk, second');
  });

  it('schedules the publish 30 minutes after a directory override is created, changed or deleted', async () => {
    const id = idOf('Northwind Dental - Capitol Hill');
    await forgetChange(id);
    const created = await client(t, manager).post('/api/location_source_overrides', {
      location_id: id,
      source_id: 2,
      phone: '(206) 555-0333',
      enabled: true,
    });
    expect(created.statusCode).toBe(201);
    await expectScheduled(id, 'created');
    const override = created.json();
    const changed = await client(t, manager).patch(`/api/location_source_overrides/${override.id}`, {
      phone: '(206) 555-0334',
    });
    expect(changed.statusCode).toBe(200);
    await expectScheduled(id, 'changed');
    expect((await client(t, manager).delete(`/api/location_source_overrides/${override.id}`)).statusCode).toBe(200);
    await expectScheduled(id, 'deleted');
  });
});

describe('listings in sync kept per day (Location Performance, decision 0107)', () => {
  it('keeps each location’s directories in sync and countable ones as the table shows them; a later write replaces them', async () => {
    const account = harbor.account_id;
    const sync = createListingSync({ repo: listingsRepo(), engine: engine() });
    const today = new Date().toISOString().slice(0, 10);
    const kept = async () =>
      new Map(
        (
          await t.db
            .select()
            .from(listingSyncDays)
            .where(and(eq(listingSyncDays.accountId, account), eq(listingSyncDays.day, today)))
        ).map((row) => [row.locationId, { inSync: row.inSync, countable: row.countable }]),
      );
    // The daily job, as the worker runs it for every account.
    await keepSyncDays(engine(), listingsRepo(), sync);
    const page = (await client(t, harbor).get(listPath(account, '?per_page=100'))).json();
    const shown = new Map<number, { inSync: number; countable: number }>(
      page.locations.map((row: Row) => {
        const counted = row.directories.filter((entry) => entry.status !== 'not_available');
        return [
          row.id,
          { inSync: counted.filter((entry) => entry.status === 'in_sync').length, countable: counted.length },
        ];
      }),
    );
    expect(shown.size).toBeGreaterThan(1);
    expect(await kept()).toEqual(shown);
    // Read back as a past day's value; a day not kept has none.
    const [onToday, before] = await sync.onDays(account, [today, '2020-01-01'], '2099-01-01');
    expect(onToday).toEqual(shown);
    expect(before?.size).toBe(0);

    // A location Local Listings no longer has directories for loses the day's row at the next write.
    const [gone] = [...shown.keys()];
    await t.db.delete(listingDirectories).where(eq(listingDirectories.locationId, gone as number));
    await sync.keepToday(account);
    shown.delete(gone as number);
    expect(await kept()).toEqual(shown);
  });
});

describe('POST /local_listings/scan', () => {
  it('asks the worker for a scan (202), 404 for another account', async () => {
    const scan = await client(t, readOnly).post('/api/local_listings/scan', {
      location_ids: [idOf('Northwind Dental - Ballard')],
    });
    expect(scan.statusCode).toBe(202);
    expect(scan.json()).toEqual({ status: 'scanning', location_ids: [idOf('Northwind Dental - Ballard')] });
    expect(
      (await client(t, harbor).post('/api/local_listings/scan', { location_ids: [idOf('Northwind Dental - Ballard')] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('an account whose listings an outside provider publishes (decision 0105)', () => {
  it('answers its provider, refuses publish and unpublish, turns Auto Sync off and keeps scanning', async () => {
    const id = idOf('Northwind Dental - Ballard');
    const account = admin.account_id;
    const published = await t.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.accountId, account), eq(locations.status, 'published')));
    expect(published.length).toBeGreaterThan(0);
    try {
      const { autoSyncTurnedOff } = await setListingProvider(listingsRepo(), account, 'yext');
      expect(autoSyncTurnedOff).toBe(published.length);
      expect((await client(t, readOnly).get('/api/local_listings/provider')).json()).toEqual({
        data: { provider: 'yext' },
      });
      // The other account still has Repute as its provider.
      expect((await client(t, harbor).get('/api/local_listings/provider')).json()).toEqual({
        data: { provider: 'internal' },
      });
      for (const call of ['publish', 'unpublish']) {
        const refused = await client(t, manager).post(`/api/local_listings/${call}`, { location_ids: [id] });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toBe('Cannot Publish: Listings for this account are published by yext');
      }
      const queued = await t.db
        .select({ id: listingDirectories.id })
        .from(listingDirectories)
        .where(and(eq(listingDirectories.accountId, account), isNotNull(listingDirectories.publishDueAt)));
      expect(queued).toEqual([]);

      // Read-only scans go on; the external view's fields come from them.
      await engine().scan(account, [id]);
      const page = (await client(t, readOnly).get(listPath(account, `?location_ids=${id}`))).json();
      const [row] = page.locations;
      expect(row).toMatchObject({
        id,
        name: 'Northwind Dental - Ballard',
        publishing_enabled: false,
        status: expect.stringMatching(/^(in_sync|in_progress|not_in_sync)$/),
      });
      expect(row.address).toEqual(expect.any(String));
      expect(Date.parse(row.last_checked_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(row).toHaveProperty('last_published_at');
      const top = (row as Row).directories.filter((entry) => entry.status !== 'not_available');
      const valid = top.filter((entry) => entry.status === 'in_sync');
      expect(row.pct_valid_top_directories).toBe(Math.round((valid.length / top.length) * 100));
    } finally {
      await setListingProvider(listingsRepo(), account, 'internal');
    }
    expect((await client(t, readOnly).get('/api/local_listings/provider')).json()).toEqual({
      data: { provider: 'internal' },
    });
  });
});

describe('a burst of changes to 1,000 locations at Google', () => {
  let fake: FakeGoogle;
  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('queues every change within 10 a minute per profile and 10,000 a day per project, says when, and sends all', {
    timeout: 180_000,
  }, async () => {
    const MINUTE = 60_000;
    // Simulated time: 01:00 UTC today. Another account of the installation already used 9,600 of today's updates.
    const dayStart = new Date(new Date().toISOString().slice(0, 10));
    const nextDay = dayStart.getTime() + 86_400_000;
    let clock = dayStart.getTime() + 60 * MINUTE;
    fake.now = () => clock;
    // This test is about edits: the scan's read quota (one minute of real time per 300) is tested on its own.
    fake.readsPerMinute = Number.POSITIVE_INFINITY;
    await googleUpdatesElsewhere(t.db, 9_600, dayStart);
    const { projectPerDay } = await listingsRepo().quotaUse(0, 'google_maps', dayStart);
    const leftToday = 10_000 - (projectPerDay.get(dayStart.getTime() / 86_400_000) ?? 0);
    expect(leftToday).toBeGreaterThan(0);
    expect(leftToday).toBeLessThanOrEqual(400);
    const { accountId } = await generateScaleAccount(t.db, {
      name: 'Burst Dental',
      email: 'owner@burst.example',
      password: 'burst-password',
      locations: 1000,
      groups: 10,
    });
    const ids = await linkAccountToFakeGoogle(t.db, fake, accountId);
    const burst = createListingEngine({
      repo: listingsRepo(),
      directories: createConnectors({
        demoMode: false,
        accessTokens: t.connectorTokens.accessTokens,
        googleBusinessInformationUrl: fake.url,
        googleReadLimiter: createRateLimiter({ limit: Number.POSITIVE_INFINITY }),
      }).listings,
      linkedPages: t.services.reviewSyncLinks.statesOfLocations,
      now: () => new Date(clock),
    });
    expect(await burst.scan(accountId)).toBe(1000);
    await listingsRepo().setAutoSync(accountId, ids, true);

    // Every location changes at once; each Auto Sync job runs when its 30 quiet minutes are over.
    await t.db.update(locations).set({ phone: '(555) 010-0000' }).where(eq(locations.accountId, accountId));
    await listingsRepo().noteChange(accountId, ids, new Date(clock));
    clock += 30 * MINUTE;
    const queuedAt = clock;
    // The worker takes the burst's jobs a hundred at a time.
    for (let start = 0; start < ids.length; start += 100) {
      expect(await burst.autoSync(accountId, ids.slice(start, start + 100))).toEqual(new Map());
    }

    const queued = await t.db
      .select({ locationId: listingDirectories.locationId, due: listingDirectories.publishDueAt })
      .from(listingDirectories)
      .where(
        and(
          eq(listingDirectories.accountId, accountId),
          eq(listingDirectories.directoryCode, 'google_maps'),
          isNotNull(listingDirectories.publishDueAt),
        ),
      );
    // None dropped, at most ten a minute, and today only what is left of the project's 10,000.
    expect(new Set(queued.map((row) => row.locationId)).size).toBe(1000);
    const perMinute = new Map<number, number>();
    for (const row of queued) {
      const minute = Math.floor((row.due?.getTime() ?? 0) / MINUTE);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    expect(Math.max(...perMinute.values())).toBe(10);
    const today = queued.filter((row) => (row.due?.getTime() ?? 0) < nextDay);
    expect(today).toHaveLength(leftToday);
    expect(Math.min(...today.map((row) => row.due?.getTime() ?? 0))).toBe(queuedAt);
    expect(Math.min(...queued.filter((row) => !today.includes(row)).map((row) => row.due?.getTime() ?? 0))).toBe(
      nextDay,
    );

    // Each location's Google status says when its change goes.
    const dueOf = new Map(queued.map((row) => [row.locationId, row.due?.toISOString()]));
    const bundles = await burst.bundles(accountId, {});
    const facts = await burst.facts(accountId, null);
    for (const bundle of bundles) {
      const google = listingLocationOf(bundle, facts, '2000-01-01').directories[0];
      expect(google).toMatchObject({
        directory_code: 'google_maps',
        status: 'pending_sync',
        status_description: `Scheduled to publish at ${dueOf.get(bundle.location.id)}`,
      });
    }

    // The worker's minute sweeps, from one due time to the next: every change reaches Google, within its limits.
    const pending = async () =>
      (
        await t.db
          .select({ due: listingDirectories.publishDueAt })
          .from(listingDirectories)
          .where(and(eq(listingDirectories.accountId, accountId), isNotNull(listingDirectories.publishDueAt)))
      ).map((row) => row.due?.getTime() ?? 0);
    for (let due = await pending(); due.length > 0; due = await pending()) {
      clock = Math.max(clock, Math.min(...due));
      await burst.publishDue();
      clock += MINUTE;
    }
    const burstEdits = fake.edits.filter((edit) => ids.includes(Number(edit.name.split('/')[1])));
    expect(new Set(burstEdits.map((edit) => edit.name)).size).toBe(1000);
    expect(burstEdits).toHaveLength(1000);
    const editsPerMinute = new Map<number, number>();
    for (const edit of burstEdits) editsPerMinute.set(edit.at, (editsPerMinute.get(edit.at) ?? 0) + 1);
    expect(Math.max(...editsPerMinute.values())).toBeLessThanOrEqual(10);
    expect(burstEdits.filter((edit) => edit.at * MINUTE < nextDay)).toHaveLength(leftToday);
    const failed = await t.db
      .select({ error: listingDirectories.lastError })
      .from(listingDirectories)
      .where(and(eq(listingDirectories.accountId, accountId), isNotNull(listingDirectories.lastError)));
    expect(failed).toEqual([]);
    expect(fake.locations.get(`locations/${ids[0]}`)?.phoneNumbers).toEqual({ primaryPhone: '(555) 010-0000' });
  });
});
