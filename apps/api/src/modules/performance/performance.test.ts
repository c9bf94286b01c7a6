import { NOT_ENOUGH_DATA, todayIn, WEIGHTS_MUST_ADD_UP } from '@repute/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setAccountSetting } from '../../../test/fixtures';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, manager },
} = useTestApp({ logins: { admin: 'admin@northwind.example', manager: 'manager@northwind.example' } });

type Row = Record<string, number | string | null | number[]>;
type Direct = { location_id: number; total: number; rated: number; rating_sum: number; responded: number };

/** Each location's reviews counted straight from the reviews table, days in the account's time zone. */
async function direct(from: string, to: string, extra = ''): Promise<Map<number, Direct>> {
  const result = await t.db.execute<Direct>(
    sql.raw(`select r.location_id, count(*)::int as total, (count(*) filter (where r.rating > 0))::int as rated,
      coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int as rating_sum, count(r.responded_at)::int as responded
      from reviews r join accounts a on a.id = r.account_id
      where r.account_id = ${admin.account_id} and not r.removed ${extra}
        and (r.published_at at time zone a.time_zone)::date between '${from}' and '${to}'
      group by r.location_id`),
  );
  return new Map(result.rows.map((row) => [row.location_id, row]));
}

const rowsOf = (body: { _embedded: Record<string, Row[]> }, plural = 'location_performance_overview') =>
  body._embedded[plural] ?? [];

describe('location performance overview', () => {
  it('counts each location’s reviews in the window and the previous one, ranked by score', async () => {
    const api = client(t, admin);
    const response = await api.get(
      '/api/location_performance_overview?start_date=2025-05-17&end_date=2025-11-13&with_lag=true&per_page=100',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const rows = rowsOf(body);
    expect(body._total).toBe(12);
    const now = await direct('2025-05-17', '2025-11-13');
    // 181 days before the window: 2024-11-17 to 2025-05-16.
    const before = await direct('2024-11-17', '2025-05-16');
    for (const row of rows) {
      const id = row.location_id as number;
      expect({ id, total: row.total_reviews, lag: row.total_reviews_lag }).toEqual({
        id,
        total: now.get(id)?.total ?? 0,
        lag: before.get(id)?.total ?? 0,
      });
      const counted = now.get(id);
      if (counted && counted.rated > 0) expect(row.avg_rating).toBeCloseTo(counted.rating_sum / counted.rated, 2);
      expect(row.score_delta).toBeCloseTo((row.score as number) - (row.score_lag as number), 2);
    }
    const scores = rows.map((row) => row.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    // No photos in the seed: 0 of them (measured); listings are not measured yet (null).
    expect(rows[0]).toMatchObject({ media_count: 0, listings_in_sync: null, target_score: null });
  });

  it('pages by 25 with _links that keep the filters, and filters by location, group and source', async () => {
    const api = client(t, admin);
    const page = (await api.get('/api/location_performance_overview?per_page=5&with_lag=true')).json();
    expect(page).toMatchObject({ _page: 1, _total_pages: 3 });
    expect(page._links.next.href).toContain('with_lag=true');
    expect(page._links.next.href).toContain('page=2');
    const all = rowsOf((await api.get('/api/location_performance_overview')).json());
    expect(all).toHaveLength(12);

    const [first, second] = all;
    const picked = rowsOf(
      (
        await api.get(`/api/location_performance_overview?location_id=${first?.location_id},${second?.location_id}`)
      ).json(),
    );
    expect(picked.map((row) => row.location_id).sort()).toEqual([first?.location_id, second?.location_id].sort());
    expect(picked.map((row) => row.rank)).toEqual([1, 2]);

    const bySource = rowsOf(
      (
        await api.get('/api/location_performance_overview?start_date=2025-01-01&end_date=2025-10-31&source_id=1')
      ).json(),
    );
    const counted = await direct('2025-01-01', '2025-10-31', 'and r.source_id = 1');
    for (const row of bySource) expect(row.total_reviews).toBe(counted.get(row.location_id as number)?.total ?? 0);

    const groups = rowsOf(
      (
        await api.get('/api/location_performance_overview?group_by=group&start_date=2025-01-01&end_date=2025-10-31')
      ).json(),
    );
    expect(groups.length).toBeGreaterThan(0);
    const whole = await direct('2025-01-01', '2025-10-31');
    for (const group of groups) {
      const ids = group.location_ids as number[];
      expect(group.location_count).toBe(ids.length);
      expect(group.total_reviews).toBe(ids.reduce((sum, id) => sum + (whole.get(id)?.total ?? 0), 0));
      const members = rowsOf(
        (await api.get(`/api/location_performance_overview?group_id=${group.group_id}&per_page=100`)).json(),
      );
      expect(members.map((row) => row.location_id).sort()).toEqual([...ids].sort());
    }
  });

  it('sorts by sort[by] and sort[order], keeping each row’s rank', async () => {
    const api = client(t, admin);
    const sorted = async (by: string, order: string) =>
      rowsOf((await api.get(`/api/location_performance_overview?sort[by]=${by}&sort[order]=${order}`)).json());
    const byReviews = await sorted('total_reviews', 'desc');
    const reviews = byReviews.map((row) => row.total_reviews as number);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    const byName = (await sorted('name', 'asc')).map((row) => (row.location_name as string).toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const worstFirst = await sorted('score', 'asc');
    const scores = worstFirst.map((row) => row.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    // The rank stays the ranking's (1 the best), whatever the order shown.
    expect(worstFirst.at(-1)?.rank).toBe(1);
  });

  it('follows reviews as they change (the counts are kept by triggers)', async () => {
    const api = client(t, admin);
    const query = '/api/location_performance_overview?start_date=2024-01-01&end_date=2026-12-31&per_page=100';
    const [row] = rowsOf((await api.get(query)).json());
    await t.db.execute(
      sql`update reviews set removed = true where id = (select min(id) from reviews where location_id = ${row?.location_id} and not removed)`,
    );
    const after = rowsOf((await api.get(query)).json()).find((item) => item.location_id === row?.location_id);
    expect(after?.total_reviews).toBe((row?.total_reviews as number) - 1);
    expect(after?.total_reviews).toBe(
      (await direct('2024-01-01', '2026-12-31')).get(row?.location_id as number)?.total,
    );
  });

  it("leaves the counts untouched when only a review's sentiment or categories change, and exact when more does", async () => {
    const recountDrift = async () => {
      const counts = `select location_id, day, reviews, rated, rating_sum, responded from location_review_daily_counts
        where account_id = ${admin.account_id} and reviews <> 0`;
      const recount = `select r.location_id, (r.published_at at time zone a.time_zone)::date, count(*),
          count(*) filter (where r.rating > 0), coalesce(sum(r.rating) filter (where r.rating > 0), 0),
          count(r.responded_at)
        from reviews r join accounts a on a.id = r.account_id where r.account_id = ${admin.account_id} and not r.removed
        group by 1, 2`;
      const result = await t.db.execute(
        sql.raw(`(${counts} except ${recount}) union all (${recount} except ${counts})`),
      );
      return result.rows;
    };
    const connection = await t.db.$client.connect();
    try {
      await connection.query('begin');
      // What the analysis writes on every review it stores.
      await connection.query(
        `update reviews set sentiment = -sentiment, categories = array['staff']
         where id in (select id from reviews where account_id = $1 and not removed order by id limit 200)`,
        [admin.account_id],
      );
      // The rows this transaction wrote, by their xmin: the statistics functions (pg_stat_get_xact_*) also count
      // what the pooled connection's earlier transactions wrote until the backend flushes them, about once a second.
      const written = await connection.query<{ rows: string }>(
        `select (select count(*) from location_review_daily_counts where xmin = pg_current_xact_id()::xid)::text as rows
         union all
         select (select count(*) from location_review_monthly_counts where xmin = pg_current_xact_id()::xid)::text`,
      );
      expect(written.rows.map((row) => row.rows)).toEqual(['0', '0']);
    } finally {
      await connection.query('rollback');
      connection.release();
    }
    const [review] = (
      await t.db.execute<{ id: number }>(
        sql`select id from reviews where account_id = ${admin.account_id} and not removed order by id limit 1`,
      )
    ).rows;
    await t.db.execute(
      sql`update reviews set rating = case when rating = 5 then 1 else 5 end, sentiment = 1 where id = ${review?.id}`,
    );
    expect(await recountDrift()).toEqual([]);
    await t.db.execute(sql`update reviews set responded_at = now(), sentiment = -1 where id = ${review?.id}`);
    expect(await recountDrift()).toEqual([]);
  });

  it('reads a custom range sent as from/to, and refuses it beside start_date/end_date', async () => {
    const api = client(t, admin);
    const custom = 'with_lag=true&per_page=100';
    const named = (await api.get(`/api/location_performance_overview?from=2025-01-01&to=2025-02-28&${custom}`)).json();
    const dated = await api.get(
      `/api/location_performance_overview?start_date=2025-01-01&end_date=2025-02-28&${custom}`,
    );
    expect(rowsOf(named)).toEqual(rowsOf(dated.json()));
    const counted = await direct('2025-01-01', '2025-02-28');
    for (const row of rowsOf(named)) {
      expect(row.total_reviews).toBe(counted.get(row.location_id as number)?.total ?? 0);
    }
    const both = await api.get(
      '/api/location_performance_overview?from=2025-01-01&to=2025-02-28&start_date=2025-01-01',
    );
    expect(both.statusCode).toBe(400);
    expect(
      (await api.get(`/api/location_score/${admin.account_id}/locations?from=2025-03-01&to=2025-01-01`)).statusCode,
    ).toBe(400);
  });

  it('answers 400 for bad input', async () => {
    const api = client(t, admin);
    for (const query of [
      'start_date=2025-05-01&end_date=2025-04-01',
      'sort[by]=bogus',
      'group_by=city',
      'per_page=0',
    ]) {
      expect((await api.get(`/api/location_performance_overview?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('location scores', () => {
  it('break each score into subscores whose contributions add up to it', async () => {
    const api = client(t, admin);
    for (const view of ['locations', 'groups']) {
      const body = (await api.get(`/api/location_score/${admin.account_id}/${view}?with_lag=true`)).json();
      const [first] = body._embedded.location_scores;
      expect(first.formula).toBe('new');
      const subscores = Object.values(first.score.subscores) as { contribution: number; weight: number }[];
      expect(Object.keys(first.score.subscores)).toEqual([
        'AverageRating',
        'ReviewVolume',
        'ResponseEfficiency',
        'LLHealth',
        'MediaPresence',
      ]);
      expect(subscores.reduce((sum, item) => sum + item.contribution, 0)).toBeCloseTo(first.score.total, 6);
      expect(subscores.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(100, 1);
      expect(first.lag_score.total).toEqual(expect.any(Number));
    }
  });

  it('counts each location’s owner photos published by the end of each window (MediaPresence, 57% new)', async () => {
    const api = client(t, admin);
    const window = 'start_date=2025-05-17&end_date=2025-11-13&with_lag=true';
    const [location] = rowsOf((await api.get(`/api/location_performance_overview?${window}&per_page=100`)).json());
    const id = location?.location_id as number;
    // Three published in the window, one before it (the previous period has it), one pending and one refused.
    const photo = (status: string, publishedAt: string | null) =>
      sql`(${admin.account_id}, ${id}, 1, 'photo.jpg', 'PROFILE', 3, 'k', 'k-low', 'image/jpeg', 800, 600, ${status}, ${publishedAt}::timestamptz)`;
    await t.db.execute(
      sql`insert into owner_photos (account_id, location_id, source_id, name, category, category_rank, file_key,
        low_res_key, mime_type, width, height, published_status, published_at) values ${sql.join(
          [
            photo('published', '2025-06-01T12:00:00Z'),
            photo('published', '2025-07-01T12:00:00Z'),
            photo('published', '2025-11-13T12:00:00Z'),
            photo('published', '2025-01-10T12:00:00Z'),
            photo('pending', null),
            photo('dead', null),
          ],
          sql`, `,
        )}`,
    );
    const rows = rowsOf((await api.get(`/api/location_performance_overview?${window}&per_page=100`)).json());
    expect(rows.find((row) => row.location_id === id)).toMatchObject({ media_count: 4, media_count_lag: 1 });
    expect(rows.find((row) => row.location_id !== id)).toMatchObject({ media_count: 0, media_count_lag: 0 });

    const [scored] = (
      await api.get(`/api/location_score/${admin.account_id}/locations?${window}&location_id=${id}`)
    ).json()._embedded.location_scores;
    expect(scored.score.subscores.MediaPresence).toMatchObject({
      score: 40,
      inputs: [expect.objectContaining({ input: 'owner_photos_count', value: 4, score: 40 })],
    });
    expect(scored.score.subscores.MediaPresence.weight).toBeGreaterThan(50);
    expect(scored.lag_score.subscores.MediaPresence.score).toBe(10);
    const [group] = (await api.get(`/api/location_score/${admin.account_id}/groups?${window}`)).json()._embedded
      .location_scores;
    expect(group.score.subscores.MediaPresence.weight).toBeGreaterThan(50);
  });

  it('uses an admin’s custom weights, which must add up to 100%', async () => {
    const api = client(t, admin);
    const path = `/api/location_score/${admin.account_id}/weights`;
    const weights = {
      avg_rating: 50,
      total_reviews: 50,
      response_rate: 0,
      response_time: 0,
      owner_photos_count: 0,
      ll_sync_ratio: 0,
    };
    const bad = await api.put(path, { ...weights, avg_rating: 40 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(WEIGHTS_MUST_ADD_UP);
    expect((await client(t, manager).put(path, weights)).statusCode).toBe(403);
    expect((await api.put(path, weights)).json()).toMatchObject({ formula: 'custom', weights });
    const [first] = (await api.get(`/api/location_score/${admin.account_id}/locations`)).json()._embedded
      .location_scores;
    expect(first.formula).toBe('custom');
    expect(first.score.subscores.AverageRating.weight).toBe(50);
    expect(first.score.subscores.ResponseEfficiency.weight).toBe(0);
    expect((await api.delete(path)).json().formula).toBe('new');
  });
});

describe('listings in sync (LLHealth)', () => {
  type Listed = { id: number; directories: { status: string }[] };
  type Sync = { inSync: number; countable: number };
  const setting = (code: string, value: string) =>
    t.db.execute(
      sql`update account_settings set value = ${value} where account_id = ${admin.account_id} and code = ${code}`,
    );

  it('is each location’s share of countable directories in sync (10% classic), the lag its day’s snapshot', async () => {
    const api = client(t, admin);
    const account = admin.account_id;
    await setting('new_performance_score', 'false');
    try {
      const zone = await t.db.execute<{ time_zone: string }>(sql`select time_zone from accounts where id = ${account}`);
      const today = todayIn(zone.rows[0]?.time_zone ?? 'UTC');
      // What the Local Listings table shows: each location's directories other than not_available, and those in sync.
      const listed: Listed[] = (await api.get(`/api/local_listings/metrics/${account}/locations?per_page=100`)).json()
        .locations;
      const synced = new Map<number, Sync>(
        listed.map((row) => {
          const counted = row.directories.filter((entry) => entry.status !== 'not_available');
          const inSync = counted.filter((entry) => entry.status === 'in_sync').length;
          return [row.id, { inSync, countable: counted.length }];
        }),
      );
      const mixed = listed.find((row) => {
        const sync = synced.get(row.id);
        return sync && sync.inSync > 0 && sync.inSync < sync.countable;
      })?.id as number;
      // A location Local Listings has not scanned yet has no countable directory: no value, its weight shared out.
      const unscanned = listed.find((row) => row.id !== mixed)?.id as number;
      await t.db.execute(sql`delete from listing_directories where location_id = ${unscanned}`);
      synced.delete(unscanned);
      // The previous period ends on 2025-05-16: that day's snapshot is its value, not the day before's.
      await t.db.execute(
        sql`insert into listing_sync_days (account_id, location_id, day, in_sync, countable) values
          (${account}, ${mixed}, '2025-05-16', 1, 4), (${account}, ${unscanned}, '2025-05-15', 3, 4)`,
      );
      const window = `start_date=2025-05-17&end_date=${today}&with_lag=true`;
      const rows = rowsOf((await api.get(`/api/location_performance_overview?${window}&per_page=100`)).json());
      for (const row of rows) {
        const sync = synced.get(row.location_id as number);
        expect({ id: row.location_id, now: row.listings_in_sync }).toEqual({
          id: row.location_id,
          now: sync ? sync.inSync / sync.countable : null,
        });
        expect(row.listings_in_sync_lag).toBe(row.location_id === mixed ? 0.25 : null);
      }

      const scoreOf = async (id: number) =>
        (await api.get(`/api/location_score/${account}/locations?${window}&location_id=${id}`)).json()._embedded
          .location_scores[0];
      const mixedScore = await scoreOf(mixed);
      const mixedSync = synced.get(mixed) as Sync;
      expect(mixedScore.formula).toBe('classic');
      expect(mixedScore.score.subscores.LLHealth).toMatchObject({
        weight: 10,
        score: Math.round((10_000 * mixedSync.inSync) / mixedSync.countable) / 100,
      });
      expect(mixedScore.lag_score.subscores.LLHealth).toMatchObject({ score: 25 });
      const unscannedScore = await scoreOf(unscanned);
      expect(unscannedScore.score.subscores.LLHealth).toMatchObject({ weight: 0, contribution: 0 });
      const weights = Object.values(unscannedScore.score.subscores) as { weight: number }[];
      expect(weights.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(100, 1);

      // A group: the ratio over all its locations' countable directories.
      const groups = rowsOf(
        (await api.get(`/api/location_performance_overview?group_by=group&${window}&per_page=100`)).json(),
      );
      for (const group of groups) {
        const members = (group.location_ids as number[]).flatMap((id) => synced.get(id) ?? []);
        const countable = members.reduce((sum, sync) => sum + sync.countable, 0);
        const inSync = members.reduce((sum, sync) => sum + sync.inSync, 0);
        if (countable === 0) expect(group.listings_in_sync).toBeNull();
        else expect(group.listings_in_sync).toBeCloseTo(inSync / countable, 6);
      }

      // Local Listings off for the account: nothing is measured, the weight is shared out.
      await setting('local_listings', 'false');
      const off = rowsOf((await api.get(`/api/location_performance_overview?${window}&per_page=100`)).json());
      expect(off.every((row) => row.listings_in_sync === null && row.listings_in_sync_lag === null)).toBe(true);
      expect((await scoreOf(mixed)).score.subscores.LLHealth.weight).toBe(0);
    } finally {
      await setting('new_performance_score', 'true');
      await setting('local_listings', 'true');
    }
  });
});

describe('targets', () => {
  const targets = {
    total_reviews: 20,
    total_reviews_weight: 40,
    avg_rating: 4.5,
    avg_rating_weight: 40,
    response_rate: 0.9,
    response_rate_weight: 10,
    response_time: 1,
    response_time_weight: 10,
    owner_photos_count: 10,
    owner_photos_count_weight: 0,
    ll_sync_ratio: null,
    ll_sync_ratio_weight: 0,
  };

  it('are set by admins only and give each location and group a target score with its lag', async () => {
    const api = client(t, admin);
    expect((await api.get('/api/metric_targets')).json()).toMatchObject({ is_set: false, total_reviews: null });
    expect((await client(t, manager).put('/api/metric_targets', targets)).statusCode).toBe(403);
    expect((await api.put('/api/metric_targets', { ...targets, avg_rating: 7 })).statusCode).toBe(400);
    const saved = await api.put('/api/metric_targets', targets);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...targets, is_set: true, updated_by_user_id: admin.user_id });
    expect((await client(t, manager).get('/api/metric_targets')).json()).toMatchObject(targets);

    const rows = rowsOf((await api.get('/api/location_performance_overview?with_lag=true')).json());
    for (const row of rows) {
      expect(row.target_score).toEqual(expect.any(Number));
      expect(row.target_score_lag).toEqual(expect.any(Number));
    }
    const scores = (await api.get('/api/target_scores?with_lag=true&top_n=3')).json()._embedded.target_scores;
    expect(scores).toHaveLength(3);
    expect(scores[0]).toMatchObject({ total_score: expect.any(Number), lag_score: expect.any(Number) });
    expect(scores[0].total_score).toBeGreaterThanOrEqual(scores[2].total_score);
    const groups = (await api.get('/api/target_scores?group_by=group')).json()._embedded.target_scores;
    expect(groups[0]).toMatchObject({ location_id: null, group_id: expect.any(Number) });
  });

  it('answers /target_scores for the dates, sources, locations and groups asked, as the overview scores them', async () => {
    const api = client(t, admin);
    await api.put('/api/metric_targets', targets);
    const window = 'start_date=2025-01-01&end_date=2025-10-31&source_id=1&with_lag=true';
    const overview = rowsOf((await api.get(`/api/location_performance_overview?${window}&per_page=100`)).json());
    const [first, second] = overview;
    const narrowed = (
      await api.get(`/api/target_scores?${window}&location_id=${first?.location_id},${second?.location_id}`)
    ).json()._embedded.target_scores;
    expect(narrowed).toHaveLength(2);
    for (const score of narrowed) {
      const row = overview.find((item) => item.location_id === score.location_id);
      expect({ total: score.total_score, lag: score.lag_score }).toEqual({
        total: row?.target_score,
        lag: row?.target_score_lag,
      });
    }
    const groups = rowsOf((await api.get(`/api/location_performance_overview?${window}&group_by=group`)).json());
    const group = groups[0];
    const [byGroup] = (await api.get(`/api/target_scores?${window}&group_by=group&group_ids=${group?.group_id}`)).json()
      ._embedded.target_scores;
    expect(byGroup).toMatchObject({ group_id: group?.group_id, total_score: group?.target_score });
    expect(
      (await api.get(`/api/target_scores?group_by=group&group_ids=${group?.group_id}`)).json()._embedded.target_scores,
    ).toHaveLength(1);
  });

  it('lets admins give a location its own targets, which override the account’s', async () => {
    const api = client(t, admin);
    await api.put('/api/metric_targets', targets);
    const [location] = rowsOf((await api.get('/api/location_performance_overview')).json());
    const locationId = location?.location_id as number;
    expect(
      (await client(t, manager).post('/api/location_custom_targets', { location_id: locationId })).statusCode,
    ).toBe(403);
    const created = await api.post('/api/location_custom_targets', { location_id: locationId, total_reviews: 1 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await api.post('/api/location_custom_targets', { location_id: locationId })).statusCode).toBe(409);
    expect((await api.patch(`/api/location_custom_targets/${id}`, { avg_rating: 4 })).json()).toMatchObject({
      total_reviews: 1,
      avg_rating: 4,
    });
    const effective = (await api.get(`/api/metric_targets_per_location?location_id=${locationId}`)).json()._embedded
      .metric_targets_per_location;
    expect(effective).toEqual([
      expect.objectContaining({ custom_target_id: id, total_reviews: 1, avg_rating: 4, response_rate: 0.9 }),
    ]);
    const own = (await api.get(`/api/location_custom_targets_per_location?location_id=${locationId}`)).json()._embedded
      .location_custom_targets_per_location;
    expect(own).toEqual([expect.objectContaining({ total_reviews: 1, avg_rating: 4, response_rate: null })]);
    expect((await api.get('/api/location_custom_targets')).json()._embedded.location_custom_targets).toHaveLength(1);
    expect((await api.delete(`/api/location_custom_targets/${id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/location_custom_targets/${id}`)).statusCode).toBe(404);
  });
});

describe('reports, benchmark and CSV', () => {
  it('answers the older report fields', async () => {
    const body = (
      await client(t, admin).get(`/api/reports/${admin.account_id}/locations?month_after=2025-01&month_before=2025-06`)
    ).json();
    const rows = body._embedded.locations;
    expect(rows[0]).toMatchObject({ ranking: 1, location_score: expect.any(Number), group_score: null });
    const counted = await direct('2025-01-01', '2025-06-30');
    for (const row of rows) expect(row.total_reviews).toBe(counted.get(row.location_id)?.total ?? 0);
  });

  it('answers the benchmark with 403 feature_disabled while industry_score is off, as every feature gate (decision 0119)', async () => {
    await setAccountSetting(t, admin.account_id, 'industry_score', 'false');
    try {
      const response = await client(t, admin).get('/api/benchmark/healthcare');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'feature_disabled',
        message: 'This feature is not enabled for this account',
      });
    } finally {
      await setAccountSetting(t, admin.account_id, 'industry_score', 'true');
    }
  });

  it('shows the demo’s seeded industry score, marked as a demo figure (decision 0122)', async () => {
    const api = client(t, admin);
    const benchmark = (await api.get('/api/benchmark/healthcare')).json();
    expect(benchmark).toMatchObject({ source: 'imported', message: 'Demo figure, not measured' });
    expect(benchmark.industry_score).toBeGreaterThan(0);
    const rows = rowsOf((await api.get('/api/location_performance_overview?with_lag=true&per_page=100')).json());
    expect(rows[0]?.industry_score).toBe(benchmark.industry_score);
    expect(rows[0]?.industry_score_lag).toBe(benchmark.industry_score);
  });

  it('gives the industry score only with enough accounts, else an imported one or not enough data', async () => {
    const api = client(t, admin);
    expect((await api.get('/api/benchmark/home_services')).json()).toMatchObject({
      industry_score: null,
      source: 'none',
      message: NOT_ENOUGH_DATA,
    });
    expect((await api.get('/api/benchmark/astrology')).statusCode).toBe(404);
    await t.services.performance.importBenchmarks([
      { vertical_id: 'healthcare', industry_score: 61.5, account_count: 240, source: 'Operator survey 2025' },
    ]);
    expect((await api.get('/api/benchmark/healthcare')).json()).toMatchObject({
      industry_score: 61.5,
      source: 'imported',
      account_count: 240,
    });
    const [row] = rowsOf((await api.get('/api/location_performance_overview')).json());
    expect(row?.industry_score).toBe(61.5);
    await expect(t.services.performance.importBenchmarks([{ vertical_id: 'healthcare' }])).rejects.toThrow(
      'Invalid benchmark file',
    );
  });

  it('computes the industry score from 5 or more accounts of the vertical, and not from 4', async () => {
    const api = client(t, admin);
    const insert = (name: string) =>
      t.db.execute(
        sql`insert into accounts (name, status, account_vertical_name) values (${name}, 'active', 'retail')`,
      );
    for (const name of ['Retail A', 'Retail B', 'Retail C', 'Retail D']) await insert(name);
    expect((await api.get('/api/benchmark/retail')).json()).toMatchObject({ source: 'none', industry_score: null });
    await insert('Retail E');
    // Five accounts without reviews or photos: each scores its rating at the neutral 3, volume 0 and photos 0
    // (50 × 10/89 under the new formula, docs/scoring.md §2-4), so the mean is that.
    expect((await api.get('/api/benchmark/retail')).json()).toMatchObject({
      source: 'computed',
      account_count: 5,
      industry_score: 5.62,
      message: null,
    });
  });

  it('downloads the overview, locations and groups as CSV', async () => {
    const api = client(t, admin);
    for (const path of [
      '/api/location_performance_overview/csv?with_lag=true',
      '/api/location_score/export/locations/csv',
      '/api/location_score/export/groups/csv',
    ]) {
      const response = await api.get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toMatch(/^rank,location_id,location_name/);
      expect(lines.length).toBeGreaterThan(1);
    }
    expect((await api.get('/api/location_performance_overview/csv?sort[by]=bogus')).statusCode).toBe(400);
  });
});

describe('permissions and account scope', () => {
  it('answers 404 for another account’s ids and 403 without the permission', async () => {
    const other = client(t, await login(t, 'owner@harbor.example'));
    const id = admin.account_id;
    for (const path of [
      `/api/location_score/${id}/locations`,
      `/api/location_score/${id}/groups`,
      `/api/location_score/${id}/weights`,
      `/api/reports/${id}/locations`,
      `/api/location_performance_overview?account_id=${id}`,
      `/api/target_scores?account_id=${id}`,
      `/api/metric_targets?account_id=${id}`,
      `/api/metric_targets_per_location?account_id=${id}`,
      `/api/location_custom_targets?account_id=${id}`,
    ]) {
      expect({ path, status: (await other.get(path)).statusCode }).toEqual({ path, status: 404 });
    }
    const created = await client(t, admin).post('/api/location_custom_targets', {
      location_id: rowsOf((await client(t, admin).get('/api/location_performance_overview')).json())[0]?.location_id,
    });
    const targetId = created.json().id;
    expect((await other.get(`/api/location_custom_targets/${targetId}`)).statusCode).toBe(404);
    expect((await other.delete(`/api/location_custom_targets/${targetId}`)).statusCode).toBe(404);

    const emailOnly = client(t, await login(t, 'emailonly@northwind.example'));
    expect((await emailOnly.get('/api/location_performance_overview')).statusCode).toBe(403);
    expect((await emailOnly.get('/api/metric_targets')).statusCode).toBe(403);
  });
});
