import { reviewsQuerySchema } from '@repute/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { writeReviewsEveryWay } from '../../../test/review-writes';
import { client, login, useTestApp } from '../../../test/test-app';
import { dailyCountConditions } from './review-daily-counts';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

/** Rows where review_daily_counts differs from counting the reviews afresh (both directions). */
async function drift(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    with fresh as (
      select r.account_id, (r.published_at at time zone a.time_zone)::date as day, r.source_id, r.rating, r.sentiment,
        count(*)::int as reviews, count(r.responded_at)::int as responded,
        round(coalesce(sum(extract(epoch from r.responded_at - r.published_at)), 0)::numeric, 3) as response_seconds
      from reviews r join accounts a on a.id = r.account_id where not r.removed
      group by 1, 2, 3, 4, 5
    ), kept as (
      select account_id, day, source_id, rating, sentiment, reviews, responded,
        round(response_seconds::numeric, 3) as response_seconds
      from review_daily_counts where reviews <> 0 or responded <> 0
    )
    (select 'missing' as side, * from fresh except select 'missing', * from kept)
    union all
    (select 'extra', * from kept except select 'extra', * from fresh)`);
  return [...result.rows, ...(await totalsDrift())];
}

/** Rows where review_day_totals differs from totalling the reviews of each account and day afresh. */
async function totalsDrift(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    with fresh as (
      select r.account_id, (r.published_at at time zone a.time_zone)::date as day, count(*)::int as reviews,
        (count(*) filter (where r.rating > 0))::int as rated,
        coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int as rating_sum,
        (count(*) filter (where r.sentiment = 1))::int as positive,
        (count(*) filter (where r.sentiment = -1))::int as negative,
        count(r.responded_at)::int as responded,
        round(coalesce(sum(extract(epoch from r.responded_at - r.published_at)), 0)::numeric, 3) as response_seconds
      from reviews r join accounts a on a.id = r.account_id where not r.removed
      group by 1, 2
    ), kept as (
      select account_id, day, reviews, rated, rating_sum, positive, negative, responded,
        round(response_seconds::numeric, 3) as response_seconds
      from review_day_totals where reviews <> 0 or responded <> 0
    )
    (select 'totals missing' as side, * from fresh except select 'totals missing', * from kept)
    union all
    (select 'totals extra', * from kept except select 'totals extra', * from fresh)`);
  return result.rows;
}

const execute = (statement: string) => t.db.execute(sql.raw(statement));

const backendPid = async (connection: pg.Client) =>
  (await connection.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;

/**
 * Resolves once backend `waiter` waits for a lock that backend `holder` holds (seen from a third connection in
 * pg_stat_activity); fails when the waiter's statement finishes without waiting, or never starts waiting.
 */
async function blockedBy(waiter: number, holder: number, finished: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await t.db.execute<{ wait_event_type: string | null; blockers: number[] }>(
      sql`select wait_event_type, pg_blocking_pids(pid) as blockers from pg_stat_activity where pid = ${waiter}`,
    );
    const [row] = rows;
    if (row?.wait_event_type === 'Lock' && row.blockers.includes(holder)) return;
    if (finished()) throw new Error(`backend ${waiter} finished without waiting for a lock of backend ${holder}`);
    if (Date.now() > deadline) throw new Error(`backend ${waiter} never waited for a lock of backend ${holder}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('review_daily_counts', () => {
  it('hold the seeded reviews', async () => {
    expect(await drift()).toEqual([]);
  });

  it('follow inserts, edits, responses, removals, restores and deletes', async () => {
    await writeReviewsEveryWay(t.db, admin.account_id);
    expect(await drift()).toEqual([]);
  });

  it('move reviews between days when the account changes its time zone', async () => {
    await execute(`update accounts set time_zone = 'Pacific/Auckland' where id = ${admin.account_id}`);
    expect(await drift()).toEqual([]);
    const api = client(t, admin);
    const query = 'from=2025-03-01&to=2025-03-31';
    const overview = (await api.get(`/api/metrics/${admin.account_id}/overview?${query}`)).json();
    const counted = await t.db.execute<{ total: number }>(sql`
      select count(*)::int as total from reviews where account_id = ${admin.account_id} and not removed
        and published_at >= '2025-03-01'::timestamp at time zone 'Pacific/Auckland'
        and published_at < '2025-04-01'::timestamp at time zone 'Pacific/Auckland'`);
    expect(overview.total_reviews).toBe(counted.rows[0]?.total);
  });

  it('keep a sync racing a time-zone change on the right days', async () => {
    const sync = new pg.Client(t.url);
    const settings = new pg.Client(t.url);
    await Promise.all([sync.connect(), settings.connect()]);
    const [syncPid, settingsPid] = await Promise.all([backendPid(sync), backendPid(settings)]);
    try {
      await settings.query(`update accounts set time_zone = 'America/New_York' where id = $1`, [admin.account_id]);
      await sync.query('begin');
      // 20:00 UTC is one day in New York and the next in Tokyo: the zone decides the day. A day with no count row
      // yet, so no row lock of the counts orders the two transactions: only the account's time zone can.
      await sync.query(
        `insert into reviews (account_id, location_id, source_id, external_id, rating, sentiment, published_at, source_updated_at)
         select account_id, location_id, source_id, external_id || '-race', 4, 1, '2019-06-01 20:00+00', now()
         from reviews where account_id = $1 order by id limit 5`,
        [admin.account_id],
      );
      const zoneChanged = settings.query(`update accounts set time_zone = 'Asia/Tokyo' where id = $1`, [
        admin.account_id,
      ]);
      let changeFinished = false;
      const finish = () => {
        changeFinished = true;
      };
      zoneChanged.then(finish, finish);
      // The zone change must wait for the sync's transaction: commit only once it does.
      await blockedBy(settingsPid, syncPid, () => changeFinished);
      await sync.query('commit');
      await zoneChanged;
    } finally {
      await Promise.all([sync.end(), settings.end()]);
    }
    expect(await drift()).toEqual([]);
  });

  it("are where the overview and the list's total read when only dates filter, and only then", async () => {
    const api = client(t, admin);
    const { rows } = await t.db.execute<{ day: string }>(sql`
      select max(day)::text as day from review_day_totals where account_id = ${admin.account_id} and reviews > 0`);
    const day = rows[0]?.day ?? '';
    const window = `from=${day}&to=${day}`;
    const read = async () => ({
      overview: (await api.get(`/api/metrics/${admin.account_id}/overview?${window}`)).json().total_reviews,
      list: (await api.get(`/api/reviews?${window}&per_page=1`)).json()._total,
      bySource: (await api.get(`/api/reviews?${window}&per_page=1&source_id=1,2,3,4,5,6,7,8,9,10`)).json()._total,
    });
    const exact = await read();
    expect(exact.overview).toBeGreaterThan(0);
    expect(exact.list).toBe(exact.overview);
    // Totals that say 1,000 more: only a read of them can show it.
    const inflate = async (by: number) => {
      await t.db.execute(sql`update review_day_totals set reviews = reviews + ${by}
        where account_id = ${admin.account_id} and day = ${day}::date`);
      // The overview's cached answer goes once its change notice is heard.
      await t.dataChangesHeard();
    };
    await inflate(1000);
    try {
      const inflated = await read();
      expect(inflated.overview).toBe(exact.overview + 1000);
      expect(inflated.list).toBe(exact.list + 1000);
      // A source filter reads the daily counts, which the 1,000 never reached.
      expect(inflated.bySource).toBe(exact.bySource);
    } finally {
      await inflate(-1000);
    }
    expect(await drift()).toEqual([]);
  });

  it('go with the account', async () => {
    const harbor = await login(t, 'owner@harbor.example');
    await execute(`delete from accounts where id = ${harbor.account_id}`);
    const left = await t.db.execute<{ rows: number }>(
      sql`select ((select count(*) from review_daily_counts where account_id = ${harbor.account_id})
        + (select count(*) from review_day_totals where account_id = ${harbor.account_id}))::int as rows`,
    );
    expect(left.rows[0]?.rows).toBe(0);
    expect(await drift()).toEqual([]);
  });
});

describe('dailyCountConditions', () => {
  const query = (params: Record<string, string>) => ({
    ...reviewsQuerySchema.parse(params),
    timeZone: 'America/New_York',
  });

  it('answers a list query (paging and sort included) with dates, sources, ratings and sentiment', () => {
    const counted: Record<string, string>[] = [
      {},
      { from: '2025-01-01', to: '2025-01-31', source_id: '1,2', rating: '4,5', sentiment: '-1' },
    ];
    for (const params of counted) {
      expect(dailyCountConditions(1, query({ ...params, page: '3', 'sort[by]': 'rating' }))).not.toBeNull();
    }
    expect(dailyCountConditions(1, query({ include_removed: 'false' }))).not.toBeNull();
  });

  it('leaves every filter that needs single reviews to the reviews', () => {
    const uncounted: Record<string, string>[] = [
      { location_id: '1' },
      { group_id: '2' },
      { category: 'staff' },
      { search_terms: 'friendly' },
      { has_response: 'true' },
      { has_response: 'false' },
      { include_removed: 'true' },
    ];
    for (const params of uncounted)
      expect({ params, counted: dailyCountConditions(1, query(params)) }).toEqual({ params, counted: null });
  });
});
