import { addDays, type IsoDate } from '@repute/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { type CompetitorEnds, createCompetitorsRepo } from './competitors.repo';

const { t } = useTestApp();

/**
 * What the window's ends are, by their definition (decision 0137): per competitor and source, the last read by
 * `to`, and the last read by `from` or else the first in the window; one primary-key probe each. The overview
 * reads them as whole days of the account instead (decision 0154): its answers must be these.
 */
async function endsByProbes(accountId: number, from: IsoDate, to: IsoDate) {
  const result = await t.db.execute<{
    id: number;
    location_id: number;
    name: string;
    brand_id: number | null;
    brand_name: string | null;
    source_id: number;
    end_rating: number | null;
    end_count: number;
    end_response: number | null;
    start_rating: number | null;
    start_count: number | null;
  }>(sql`
    select c.id, c.location_id, c.name, c.brand_id, b.name as brand_name, s.id as source_id,
      e.rating as end_rating, e.review_count as end_count, e.response_rate as end_response,
      st.rating as start_rating, st.review_count as start_count
    from competitors c
    left join competitor_brands b on b.id = c.brand_id
    cross join unnest('{1,3}'::int[]) as s(id)
    cross join lateral (select d.rating, d.review_count, d.response_rate from competitor_daily d
      where d.competitor_id = c.id and d.source_id = s.id and d.day <= ${to}::date
      order by d.day desc limit 1) e
    left join lateral (
      select * from (
        (select d.rating, d.review_count from competitor_daily d
          where d.competitor_id = c.id and d.source_id = s.id and d.day <= ${from}::date
          order by d.day desc limit 1)
        union all
        (select d.rating, d.review_count from competitor_daily d
          where d.competitor_id = c.id and d.source_id = s.id and d.day > ${from}::date and d.day <= ${to}::date
          order by d.day limit 1)
      ) first_read limit 1
    ) st on true
    where c.account_id = ${accountId} and c.status = 'approved'`);
  return result.rows;
}

type PlaceEnds = Awaited<ReturnType<typeof endsByProbes>>[number];

/** The places the overview read, one object each (those with no read by the window's end are not in it). */
const named = (ends: CompetitorEnds): PlaceEnds[] =>
  ends.ids.flatMap((id, i) =>
    ends.endCounts[i] === null
      ? []
      : [
          {
            id,
            location_id: ends.locationIds[i] as number,
            name: ends.names[i] as string,
            brand_id: ends.brandIds[i] ?? null,
            brand_name: ends.brandNames[i] ?? null,
            source_id: ends.sourceIds[i] as number,
            end_rating: ends.endRatings[i] ?? null,
            end_count: ends.endCounts[i] as number,
            end_response: ends.endResponses[i] ?? null,
            start_rating: ends.startRatings[i] ?? null,
            start_count: ends.startCounts[i] ?? null,
          },
        ],
  );

const byPlace = (rows: PlaceEnds[]) => [...rows].sort((a, b) => a.id - b.id || a.source_id - b.source_id);

describe("the overview's window ends", () => {
  it('are the per-place last reads, also for places not read on the days the account was', async () => {
    const { rows } = await t.db.execute<{ account_id: number; last: string; first: string }>(sql`
      select account_id, to_char(max(day), 'YYYY-MM-DD') as last, to_char(min(day), 'YYYY-MM-DD') as first
      from competitor_daily group by account_id order by count(*) desc limit 1`);
    const { account_id: accountId, last, first } = rows[0] as { account_id: number; last: IsoDate; first: IsoDate };
    const { rows: places } = await t.db.execute<{ id: number }>(sql`
      select id from competitors where account_id = ${accountId} and status = 'approved' order by id limit 4`);
    const [skipped, late, stopped, gap] = places.map((place) => place.id) as [number, number, number, number];
    const middle = addDays(last, -100);
    // A read skipped on the account's last day (a 404, a refresh under way); a history that starts inside the
    // windows; one that stopped before them; a place missing on a window's first day.
    await t.db.execute(sql`delete from competitor_daily where competitor_id = ${skipped} and day = ${last}::date`);
    await t.db.execute(sql`delete from competitor_daily where competitor_id = ${late} and day < ${middle}::date`);
    await t.db.execute(
      sql`delete from competitor_daily where competitor_id = ${stopped} and day > ${addDays(last, -400)}::date`,
    );
    await t.db.execute(
      sql`delete from competitor_daily where competitor_id = ${gap} and day = ${addDays(last, -182)}::date`,
    );
    const repo = createCompetitorsRepo(t.db);
    const windows: [IsoDate, IsoDate][] = [
      [addDays(last, -182), addDays(last, 1)],
      [addDays(last, -182), last],
      [addDays(middle, -45), addDays(middle, 20)],
      [addDays(first, -30), addDays(first, 60)],
      [addDays(first, -60), first],
    ];
    for (const [from, to] of windows) {
      const read = named(await repo.ends({ accountId }, [1, 3], from, to));
      expect(read.length).toBeGreaterThan(0);
      expect(byPlace(read)).toEqual(byPlace(await endsByProbes(accountId, from, to)));
    }
    // Not vacuous: the places read apart are among the answers, with ends of their own.
    const read = named(await repo.ends({ accountId }, [1, 3], addDays(last, -182), last));
    expect(read.find((end) => end.id === skipped)?.end_count).toBeGreaterThan(0);
    expect(read.find((end) => end.id === late)?.start_count).toBeGreaterThan(0);
  });
});
