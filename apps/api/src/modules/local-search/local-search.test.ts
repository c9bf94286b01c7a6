import { measuresOf } from '@repute/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakePlacesTextSearch,
  startFakePlacesTextSearch,
} from '../../../test/fakes/fake-google-places-text-search';
import { setAccountSetting } from '../../../test/fixtures';
import { client, useTestApp } from '../../../test/test-app';
import { createGooglePlacesTextSearch } from '../../connectors/google-places-text-search';
import { createSandboxLocalSearch } from '../../connectors/local-search-sandbox';
import { localSearches, localSearchScans, locations } from '../../platform/db/schema';
import { createLocalSearchRepo } from './local-search.repo';
import { runScan } from './scan-runner';

const {
  t,
  sessions: { admin, manager, limited, harbor },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    limited: 'limited@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

let fake: FakePlacesTextSearch;
beforeAll(async () => {
  fake = await startFakePlacesTextSearch();
});
afterAll(async () => {
  await fake.close();
});

const CENTRE = { latitude: 47.6687, longitude: -122.3845 };
const repo = () => createLocalSearchRepo(t.db);

async function locationOf(name: string) {
  const [row] = await t.db.select().from(locations).where(eq(locations.name, name));
  if (!row) throw new Error(`no location ${name}`);
  return row;
}

async function track(keyword: string, locationName = 'Northwind Dental - Ballard', gridSize = 3) {
  const location = await locationOf(locationName);
  return client(t, admin).post('/api/local_search/searches', {
    location_id: location.id,
    keyword,
    grid_size: gridSize,
    spacing: 1,
    spacing_unit: 'km',
    center_latitude: CENTRE.latitude,
    center_longitude: CENTRE.longitude,
  });
}

async function setBudget(points: number) {
  await t.db.execute(sql`insert into local_search_budgets (account_id, monthly_points) values (${admin.account_id}, ${points})
    on conflict (account_id) do update set monthly_points = ${points}`);
}

/** The measures copied on a search's row (decision 0155) are those its latest scan's answered points give. */
async function expectLatestCopied(searchId: number) {
  const [row] = await t.db.select().from(localSearches).where(eq(localSearches.id, searchId));
  const [latest] = await t.db
    .select()
    .from(localSearchScans)
    .where(and(eq(localSearchScans.searchId, searchId), isNotNull(localSearchScans.finishedAt)))
    .orderBy(desc(localSearchScans.finishedAt))
    .limit(1);
  if (!row || !latest) throw new Error(`search ${searchId} has no finished scan`);
  const answered = (await repo().points(admin.account_id, latest.id)).filter((point) => point.answeredAt !== null);
  const measures = measuresOf(
    answered.map((point) => point.rank),
    latest.cellKm,
  );
  expect(row).toMatchObject({
    latestScanId: latest.id,
    latestFinishedAt: latest.finishedAt,
    latestPointsAnswered: measures.points,
    latestSolv: measures.solv,
    latestArp: measures.arp,
    latestAtrp: measures.atrp,
    latestTopArea: measures.zones.top,
    latestNearArea: measures.zones.near,
    latestFarArea: measures.zones.far,
    latestNotFoundArea: measures.zones.not_found,
  });
}

describe('tracked searches', () => {
  it('adds a keyword to a location, refuses a second one alike, bad grids and another account', async () => {
    const created = await track('teeth whitening');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      keyword: 'teeth whitening',
      grid_size: 3,
      schedule: 'weekly',
      measures: null,
    });
    expect((await track('TEETH WHITENING')).statusCode).toBe(409);
    expect((await track('orthodontist', 'Northwind Dental - Ballard', 4)).statusCode).toBe(400);
    const harborAttempt = await client(t, harbor).post('/api/local_search/searches', {
      location_id: (await locationOf('Northwind Dental - Ballard')).id,
      keyword: 'dentist',
      spacing: 1,
      center_latitude: 1,
      center_longitude: 1,
    });
    expect(harborAttempt.statusCode).toBe(404);
    expect((await client(t, harbor).get(`/api/local_search/searches/${created.json().id}`)).statusCode).toBe(404);
  });

  it('answers 403 to a user without local search, and feature_disabled when the setting is off', async () => {
    expect((await client(t, limited).get('/api/local_search/searches')).statusCode).toBe(403);
    expect((await client(t, admin).get('/api/local_search/map_tiles')).json()).toEqual({ tiles: null });
    await setAccountSetting(t, admin.account_id, 'local_search', 'false');
    try {
      const off = await client(t, admin).get('/api/local_search/searches');
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ code: 'feature_disabled' });
    } finally {
      await setAccountSetting(t, admin.account_id, 'local_search', 'true');
    }
  });
});

describe('scans', () => {
  it('runs a scan, records each point once, and shows the measures, the grid, the competitors and the CSV', async () => {
    const ballard = await locationOf('Northwind Dental - Ballard');
    const ownId = ballard.googlePlaceId ?? 'own-place';
    if (!ballard.googlePlaceId)
      await t.db.update(locations).set({ googlePlaceId: ownId }).where(eq(locations.id, ballard.id));
    // Two rivals a few hundred metres west of the centre outrank Ballard west of it; east of it Ballard is first.
    fake.places = [
      { id: ownId, name: ballard.name, ...CENTRE, keywords: ['urgent dentist'] },
      {
        id: 'rival-1',
        name: 'Salmon Bay Dental',
        latitude: CENTRE.latitude,
        longitude: CENTRE.longitude - 0.02,
        keywords: ['dentist'],
      },
      {
        id: 'rival-2',
        name: 'Shilshole Smiles',
        latitude: CENTRE.latitude,
        longitude: CENTRE.longitude - 0.021,
        keywords: ['dentist'],
      },
    ];
    const search = (await track('urgent dentist near me')).json();
    const started = await client(t, admin).post(`/api/local_search/searches/${search.id}/scans`);
    expect(started.statusCode).toBe(202);
    expect(started.json().budget).toMatchObject({ used_points: expect.any(Number), monthly_points: 5000 });
    expect((await client(t, admin).post(`/api/local_search/searches/${search.id}/scans`)).statusCode).toBe(409);

    fake.requests.length = 0;
    const provider = createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url });
    await runScan(repo(), provider, admin.account_id, started.json().scan.id);
    expect(fake.requests).toHaveLength(9);
    expect(new Set(fake.requests.map((request) => JSON.stringify(request.body.locationBias))).size).toBe(9);
    await expectLatestCopied(search.id);

    const detail = (await client(t, admin).get(`/api/local_search/searches/${search.id}`)).json();
    expect(detail.points).toHaveLength(9);
    const ranks = detail.points.map((point: { rank: number | null }) => point.rank);
    // West column: both rivals are nearer; middle and east: Ballard is nearest.
    expect(ranks).toEqual([3, 1, 1, 3, 1, 1, 3, 1, 1]);
    expect(detail.measures).toMatchObject({ solv: 100, arp: 1.67, atrp: 1.67, points: 9, top_area: 9 });
    expect(detail.competitors.map((row: { name: string }) => row.name)).toEqual([
      'Salmon Bay Dental',
      'Shilshole Smiles',
    ]);
    expect(detail.competitors[0]).toMatchObject({ points_above: 3, competitor_url: null });
    expect(detail.scans).toHaveLength(1);

    const list = (await client(t, admin).get('/api/local_search/searches?per_page=500')).json();
    const areas = list._embedded.local_searches.map(
      (row: { measures: { top_area: number } | null }) => row.measures?.top_area ?? -1,
    );
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
    const listed = list._embedded.local_searches.find((row: { id: number }) => row.id === search.id);
    expect(listed).toMatchObject({ measures: { top_area: 9 }, change: null });

    const onlyBallard = (
      await client(t, admin).get(`/api/local_search/searches?location_id=${ballard.id}&per_page=500`)
    ).json();
    expect(
      new Set(onlyBallard._embedded.local_searches.map((row: { location_id: number }) => row.location_id)),
    ).toEqual(new Set([ballard.id]));
    const [group] = await t.db
      .execute<{ group_id: number }>(
        sql`select group_id from group_locations where location_id = ${ballard.id} limit 1`,
      )
      .then((result) => result.rows);
    if (group) {
      const inGroup = (
        await client(t, admin).get(`/api/local_search/searches?group_id=${group.group_id}&per_page=500`)
      ).json();
      expect(inGroup._embedded.local_searches.some((row: { id: number }) => row.id === search.id)).toBe(true);
    }
    const future = (await client(t, admin).get('/api/local_search/searches?from=2099-01-01&to=2099-01-31')).json();
    expect(future._embedded.local_searches.every((row: { measures: unknown }) => row.measures === null)).toBe(true);

    const csv = await client(t, admin).get('/api/export/csv/local_search/average_search_zones');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Average top 3 area (km²)');
    expect(csv.body).toContain('urgent dentist near me,1,9,0,0,0,100,1.67,1.67');
  });

  it('resumes a scan a worker left without asking a claimed point again', async () => {
    const search = (await track('family dentist')).json();
    const scanId = (await client(t, admin).post(`/api/local_search/searches/${search.id}/scans`)).json().scan.id;
    // A worker claimed four points and died before it answered them.
    await repo().claimPoints(admin.account_id, scanId, 4);
    fake.requests.length = 0;
    await runScan(
      repo(),
      createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url }),
      admin.account_id,
      scanId,
    );
    expect(fake.requests).toHaveLength(5);
    await runScan(
      repo(),
      createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url }),
      admin.account_id,
      scanId,
    );
    expect(fake.requests).toHaveLength(5);
    const detail = (await client(t, admin).get(`/api/local_search/searches/${search.id}`)).json();
    expect(detail.measures.points).toBe(5);
    expect(detail.points.filter((point: { answered: boolean }) => !point.answered)).toHaveLength(4);
    await expectLatestCopied(search.id);
  });

  it('gives a point back when the provider fails, so the retried job asks it', async () => {
    const search = (await track('kids dentist')).json();
    const scanId = (await client(t, admin).post(`/api/local_search/searches/${search.id}/scans`)).json().scan.id;
    const provider = createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url });
    fake.failNext = true;
    await expect(runScan(repo(), provider, admin.account_id, scanId)).rejects.toThrow(/UNAVAILABLE|503/);
    await runScan(repo(), provider, admin.account_id, scanId);
    const detail = (await client(t, admin).get(`/api/local_search/searches/${search.id}`)).json();
    expect(detail.measures.points).toBe(9);
  });

  it('lets an admin set the month budget, and no one else; bad budgets answer 400', async () => {
    const before = (await client(t, admin).get('/api/local_search/budget')).json();
    const set = await client(t, admin).put('/api/local_search/budget', { monthly_points: before.used_points + 7 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ...before, monthly_points: before.used_points + 7, left_points: 7 });
    expect((await client(t, manager).get('/api/local_search/budget')).json().left_points).toBe(7);
    expect((await client(t, manager).put('/api/local_search/budget', { monthly_points: 99_999 })).statusCode).toBe(403);
    for (const monthly_points of [-1, 2.5, 10_000_001, '100', undefined]) {
      expect((await client(t, admin).put('/api/local_search/budget', { monthly_points })).statusCode).toBe(400);
    }
    // The caller's own account's budget, and only it.
    const budgets = await t.db.execute<{ account_id: number }>(
      sql`select account_id from local_search_budgets where monthly_points = ${before.used_points + 7}`,
    );
    expect(budgets.rows).toEqual([{ account_id: admin.account_id }]);
    await setBudget(5000);
  });

  it('stops a scan the month budget would not cover, with a clear message', async () => {
    const budget = (await client(t, admin).get('/api/local_search/budget')).json();
    await setBudget(budget.used_points + 10);
    const search = (await track('cosmetic dentist', 'Northwind Dental - Ballard', 5)).json();
    const refused = await client(t, admin).post(`/api/local_search/searches/${search.id}/scans`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'budget_exceeded' });
    expect(refused.json().message).toBe(
      "This scan needs 25 grid points, but only 10 of this month's grid points are left. Ask an administrator to raise the budget, make the grid smaller, or wait until next month.",
    );
    expect((await client(t, admin).get('/api/local_search/budget')).json().left_points).toBe(10);
    await setBudget(5000);
  });

  it('lists the latest scan of a window that ends before the latest scan, and the change since the one before', async () => {
    const ballard = await locationOf('Northwind Dental - Ballard');
    const own = { id: ballard.googlePlaceId ?? 'own-place', name: ballard.name, ...CENTRE, keywords: ['implants'] };
    await t.db.update(locations).set({ googlePlaceId: own.id }).where(eq(locations.id, ballard.id));
    const search = (await track('dental implants')).json();
    const provider = createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url });
    const scanNow = async () => {
      const scanId = (await client(t, admin).post(`/api/local_search/searches/${search.id}/scans`)).json().scan.id;
      await runScan(repo(), provider, admin.account_id, scanId);
      return scanId as number;
    };
    // January's scan finds Ballard first everywhere; today's finds it nowhere.
    const places = fake.places;
    fake.places = [own];
    const january = await scanNow();
    fake.places = [];
    await scanNow();
    fake.places = places;
    await t.db
      .update(localSearchScans)
      .set({ createdAt: new Date('2026-01-10T10:00:00Z'), finishedAt: new Date('2026-01-10T10:01:00Z') })
      .where(eq(localSearchScans.id, january));
    await expectLatestCopied(search.id);

    const listed = async (query: string) =>
      (await client(t, admin).get(`/api/local_search/searches?per_page=500${query}`))
        .json()
        ._embedded.local_searches.find((row: { id: number }) => row.id === search.id);
    expect(await listed('&from=2026-01-01&to=2026-01-31')).toMatchObject({ measures: { top_area: 9, solv: 100 } });
    expect(await listed('')).toMatchObject({
      measures: { top_area: 0, solv: 0, arp: null },
      change: { top_area: -9, solv: -100 },
    });
    expect(await listed('&from=2026-02-01&to=2026-02-28')).toMatchObject({ measures: null });
    // Sorted by the window's measures, the searches looked up as well as those read from their rows.
    for (const [query, field, descending] of [
      ['&from=2026-01-01&to=2026-01-31', 'top_area', true],
      ['&sort[by]=solv&sort[order]=asc', 'solv', false],
    ] as const) {
      const rows = (await client(t, admin).get(`/api/local_search/searches?per_page=500${query}`)).json()._embedded
        .local_searches as { measures: Record<string, number> | null }[];
      const values = rows.filter((row) => row.measures !== null).map((row) => row.measures?.[field] ?? 0);
      expect(values.length).toBeGreaterThan(0);
      expect(values).toEqual([...values].sort((a, b) => (descending ? b - a : a - b)));
      expect(rows.slice(values.length).every((row) => row.measures === null)).toBe(true);
    }
  });

  it('keeps on every search, the seeded ones too, its latest finished scan', async () => {
    const { rows } = await t.db.execute<{ scanned: number; stale: number }>(sql`
      select count(*) filter (where latest.id is not null)::int as scanned,
        count(*) filter (where s.latest_scan_id is distinct from latest.id)::int as stale
      from local_searches s
      left join lateral (select id from local_search_scans c where c.search_id = s.id and c.finished_at is not null
        order by c.finished_at desc limit 1) latest on true`);
    expect(rows[0]?.scanned).toBeGreaterThan(0);
    expect(rows[0]?.stale).toBe(0);
  });

  it('moves the sandbox grid over time, best near the business', async () => {
    const weekOne = createSandboxLocalSearch(() => new Date('2026-06-01T00:00:00Z'));
    const weekNine = createSandboxLocalSearch(() => new Date('2026-08-01T00:00:00Z'));
    const target = { placeId: 'me', name: 'Me', ...CENTRE };
    const at = (provider: typeof weekOne, north: number) =>
      provider
        .search({
          keyword: 'dentist',
          latitude: CENTRE.latitude + north,
          longitude: CENTRE.longitude,
          radiusMeters: 1000,
          target,
        })
        .then((results) => results.findIndex((result) => result.placeId === 'me') + 1);
    expect(await at(weekOne, 0)).toBeLessThanOrEqual(2);
    const far = [await at(weekOne, 0.05), await at(weekNine, 0.05)];
    expect(far[0]).not.toBe(far[1]);
  });
});
