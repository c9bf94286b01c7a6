import { addDays, addMonths, daysInRange, endOfMonth, type InsightFilters, startOfMonth } from '@repute/domain';
import { type SQL, sql } from 'drizzle-orm';
import { groupLocations } from '../../platform/db/schema';

/**
 * The filters the insights calls share, resolved: the account, the locations (location_id and the group's
 * locations, both when both are given, as the reviews list does), sources, ratings, sentiment, category and the
 * account's calendar days.
 */
export type CountFilters = {
  accountId: number;
  locationIds?: number[];
  groupIds?: number[];
  sourceIds?: number[];
  ratings?: number[];
  sentiment?: 1 | -1;
  category?: string;
  after?: string;
  before?: string;
};

export function countFiltersOf(accountId: number, filters: InsightFilters): CountFilters {
  const merge = (one?: number[], other?: number[]) => {
    const ids = [...(one ?? []), ...(other ?? [])];
    return ids.length ? [...new Set(ids)] : undefined;
  };
  return {
    accountId,
    locationIds: merge(filters.location_id, filters.location_ids),
    groupIds: merge(filters.group_id, filters.group_ids),
    sourceIds: filters.source_id?.length ? filters.source_id : undefined,
    ratings: filters.rating?.length ? filters.rating : undefined,
    sentiment: filters.sentiment,
    category: filters.category,
    after: filters.published_after,
    before: filters.published_before,
  };
}

/** Whether the call needs the per-location counts (a location or group filter) or the account's are enough. */
export const byLocation = (filters: CountFilters) =>
  filters.locationIds !== undefined || filters.groupIds !== undefined;

/**
 * The WHERE clause over a count table (`t`): every filter is a column of it, so a year of a million reviews is
 * read from a few thousand rows. `day` is the account's calendar day, as published_after/before are; over the
 * analysis rows themselves (the detail screens) it is their publication day in the account's time zone.
 */
export function countConditions(filters: CountFilters, options: { day?: SQL } = {}): SQL {
  const day = options.day ?? sql`t.day`;
  const parts: SQL[] = [sql`t.account_id = ${filters.accountId}`];
  if (filters.after) parts.push(sql`${day} >= ${filters.after}::date`);
  if (filters.before) parts.push(sql`${day} <= ${filters.before}::date`);
  if (filters.locationIds) parts.push(sql`t.location_id = any(${sqlIntArray(filters.locationIds)})`);
  if (filters.groupIds) {
    parts.push(
      sql`t.location_id = any(array(select ${groupLocations.locationId} from ${groupLocations} where ${groupLocations.accountId} = ${filters.accountId} and ${groupLocations.groupId} = any(${sqlIntArray(filters.groupIds)})))`,
    );
  }
  if (filters.sourceIds) parts.push(sql`t.source_id = any(${sqlIntArray(filters.sourceIds)})`);
  if (filters.ratings) parts.push(sql`t.rating = any(${sqlIntArray(filters.ratings)})`);
  if (filters.sentiment !== undefined) parts.push(sql`t.sentiment = ${filters.sentiment}`);
  return sql.join(parts, sql` and `);
}

export function sqlIntArray(values: number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** The first day of the month after a day's month (the account's calendar days, YYYY-MM-DD). */
const nextMonth = (day: string) => addMonths(startOfMonth(day), 1);

/**
 * A date range split into the whole calendar months inside it (read from the month counts) and the days of the
 * partial months at either end (read from the day counts). A partial month with fewer days outside the range than
 * inside is read as its whole month less the days outside (`lessDays`, counted negatively): at most 15 days of
 * day counts at each end instead of 30, the bigger part of a year's read. Bounds are inclusive days; months
 * [from, until).
 */
export function monthSplit(after: string | undefined, before: string | undefined) {
  let fromMonth = after === undefined ? undefined : after === startOfMonth(after) ? after : nextMonth(after);
  let untilMonth =
    before === undefined ? undefined : before === endOfMonth(before) ? nextMonth(before) : startOfMonth(before);
  if (fromMonth !== undefined && untilMonth !== undefined && fromMonth >= untilMonth) {
    return { months: null, days: [{ after, before }], lessDays: [] };
  }
  const days: { after?: string; before?: string }[] = [];
  const lessDays: { after: string; before: string }[] = [];
  if (after !== undefined && fromMonth !== undefined && after < fromMonth) {
    const outside = { after: startOfMonth(after), before: addDays(after, -1) };
    if (daysInRange(outside.after, outside.before) < daysInRange(after, endOfMonth(after))) {
      lessDays.push(outside);
      fromMonth = startOfMonth(after);
    } else days.push({ after, before: addDays(fromMonth, -1) });
  }
  if (before !== undefined && untilMonth !== undefined && untilMonth <= before) {
    const outside = { after: addDays(before, 1), before: endOfMonth(before) };
    if (daysInRange(outside.after, outside.before) < daysInRange(untilMonth, before)) {
      lessDays.push(outside);
      untilMonth = nextMonth(before);
    } else days.push({ after: untilMonth, before });
  }
  return { months: { from: fromMonth, until: untilMonth }, days, lessDays };
}
