import { addDays, type IsoDate } from '@repute/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createCompetitorsRepo } from './competitors.repo';

const { t } = useTestApp();

type DaySums = {
  day: string;
  source_id: number;
  places: number;
  rated_count: number;
  rating_sum: number;
  review_count: number;
};

/** The roll-up by its definition (decision 0171): the approved competitors' daily rows, summed per day and source. */
async function sumsOfDailyRows(accountId: number) {
  const result = await t.db.execute<DaySums>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, d.source_id, count(*)::int as places,
      coalesce(sum(d.review_count) filter (where d.rating is not null), 0)::int as rated_count,
      coalesce(sum(d.rating * d.review_count) filter (where d.rating is not null), 0)::float8 as rating_sum,
      sum(d.review_count)::int as review_count
    from competitor_daily d join competitors c on c.id = d.competitor_id
    where d.account_id = ${accountId} and c.status = 'approved'
    group by d.day, d.source_id order by d.day, d.source_id`);
  return result.rows;
}

async function rollUp(accountId: number) {
  const result = await t.db.execute<DaySums>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, source_id, places, rated_count::int, rating_sum, review_count::int
    from competitor_account_daily where account_id = ${accountId} and places > 0 order by day, source_id`);
  return result.rows;
}

/** Equal counts, and sums equal up to the order floating-point additions were made in. */
async function expectRollUpOfDailyRows(accountId: number) {
  const expected = await sumsOfDailyRows(accountId);
  const actual = await rollUp(accountId);
  expect(expected.length).toBeGreaterThan(0);
  expect(actual.map(({ rating_sum, ...rest }) => rest)).toEqual(expected.map(({ rating_sum, ...rest }) => rest));
  actual.forEach((row, index) => {
    expect(row.rating_sum).toBeCloseTo(expected[index]?.rating_sum ?? Number.NaN, 6);
  });
}

describe("the competitors' daily roll-up", () => {
  it('equals the approved daily rows after a refresh, an approval, a rejection and a removal', async () => {
    const { rows } = await t.db.execute<{ account_id: number; last: IsoDate }>(sql`
      select account_id, to_char(max(day), 'YYYY-MM-DD') as last
      from competitor_daily group by account_id order by count(*) desc limit 1`);
    const { account_id: accountId, last } = rows[0] as { account_id: number; last: IsoDate };
    await expectRollUpOfDailyRows(accountId);

    const repo = createCompetitorsRepo(t.db);
    const { rows: places } = await t.db.execute<{ id: number }>(sql`
      select id from competitors where account_id = ${accountId} and status = 'approved' order by id limit 3`);
    const [read, rejected, removed] = places.map((place) => place.id) as [number, number, number];
    const before = await rollUp(accountId);

    // A refresh writes the next day's reads.
    const next = addDays(last, 1);
    await repo.writeReads([
      { competitorId: read, accountId, sourceId: 1, day: next, rating: 4.4, reviewCount: 321, responseRate: null },
      { competitorId: rejected, accountId, sourceId: 1, day: next, rating: null, reviewCount: 7, responseRate: null },
    ]);
    await expectRollUpOfDailyRows(accountId);
    expect((await rollUp(accountId)).find((row) => row.day === next)).toMatchObject({ places: 2, review_count: 328 });

    // A rejection takes a competitor's whole history out; approving it again puts it back.
    await repo.update(accountId, rejected, { status: 'rejected' });
    await expectRollUpOfDailyRows(accountId);
    const withoutIt = await rollUp(accountId);
    expect(withoutIt.find((row) => row.day === last)?.places).toBe(
      (before.find((row) => row.day === last)?.places ?? 0) - 1,
    );
    await repo.update(accountId, rejected, { status: 'approved' });
    await expectRollUpOfDailyRows(accountId);

    // Neither a change of brand nor a removal of a rejected competitor moves it; a removal of an approved one does.
    await repo.update(accountId, read, { brandId: null });
    await expectRollUpOfDailyRows(accountId);
    await repo.remove(accountId, removed);
    await expectRollUpOfDailyRows(accountId);
  });

  it("gives the trend's points the account's daily rows give", async () => {
    const { rows } = await t.db.execute<{ account_id: number; last: IsoDate }>(sql`
      select account_id, to_char(max(day), 'YYYY-MM-DD') as last
      from competitor_daily group by account_id order by count(*) desc limit 1`);
    const { account_id: accountId, last } = rows[0] as { account_id: number; last: IsoDate };
    const { rows: locations } = await t.db.execute<{ id: number }>(sql`
      select id from locations where account_id = ${accountId}`);
    const repo = createCompetitorsRepo(t.db);
    const days = [last, addDays(last, -31), addDays(last, -62), addDays(last, -400), addDays(last, 5)];
    const byDay = <Point extends { day: string }>(points: Point[]) =>
      [...points].sort((a, b) => a.day.localeCompare(b.day));
    for (const sources of [[1, 3], [1], [3]]) {
      const rolledUp = byDay(await repo.trendDays({ accountId }, sources, days));
      // Every location named: the same competitors, read from their daily rows.
      const daily = byDay(
        await repo.trendDays({ accountId, locationIds: locations.map((location) => location.id) }, sources, days),
      );
      expect(rolledUp.length).toBeGreaterThan(2);
      expect(rolledUp.map(({ rating_sum, ...rest }) => rest)).toEqual(daily.map(({ rating_sum, ...rest }) => rest));
      rolledUp.forEach((point, index) => {
        expect(point.rating_sum).toBeCloseTo(daily[index]?.rating_sum ?? Number.NaN, 6);
      });
    }
  });
});
