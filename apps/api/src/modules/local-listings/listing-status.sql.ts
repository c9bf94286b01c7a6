import { type DirectoryCode, LISTING_STATUS_FILTERS } from '@repute/domain';
import { type SQL, sql } from 'drizzle-orm';

/** One directory column of the table, with the account's facts about it (they come from the directory clients). */
export type DirectoryColumn = {
  code: DirectoryCode;
  sourceId: number;
  available: boolean;
  active: boolean;
  publishable: boolean;
};

/** A location's status as a number that sorts from best to worst, as the service's sort always has. */
export const LOCATION_STATUS_RANK = { in_sync: 0, in_progress: 1, not_in_sync: 2 } as const;
export const locationStatusOfRank = (rank: number) => LISTING_STATUS_FILTERS[rank] ?? 'not_in_sync';

/**
 * A directory's status of one location as a rank, over the relation `l` (id, status), the directory facts `c`, the
 * directory row `d` and the override `o`: 2 where the directory is not in sync or needs action, 1 where a change
 * is under way (pending claim, being sent, not scanned yet, scheduled), 0 when in sync or not available.
 */
const DIRECTORY_RANK = sql`case
      when not c.available then 0
      when not c.active then 2
      when d.claimed = false then 1
      when c.publishable and l.status = 'published' and o.enabled = false then 2
      when d.publishing then 1
      when d.scanned is null then 1
      when cardinality(d.differing_fields) = 0 then 0
      when d.publish_due_at is not null then 1
      else 2 end`;

/** The directory columns as the relation `c` (code, source_id, available, active, publishable). */
function factsOf(columns: readonly DirectoryColumn[]): SQL {
  const facts = sql.join(
    columns.map(
      (column) =>
        sql`(${column.code}::text, ${column.sourceId}::int, ${column.available}::boolean, ${column.active}::boolean, ${column.publishable}::boolean)`,
    ),
    sql`, `,
  );
  return sql`(values ${facts}) as c (code, source_id, available, active, publishable)`;
}

/** Each location of `l` beside each directory column shown, with its directory row and override. */
function directoriesOfLocations(accountId: number, columns: readonly DirectoryColumn[]): SQL {
  return sql`
    from l cross join ${factsOf(columns)}
    left join listing_directories d
      on d.account_id = ${accountId} and d.location_id = l.id and d.directory_code = c.code
    left join location_source_overrides o
      on o.account_id = ${accountId} and o.location_id = l.id and o.source_id = c.source_id`;
}

/**
 * The SQL twin of `locationStatusOf(directoryStatusOf(...))` (packages/domain): a select of (id, status_rank) for
 * each location of the relation `l` (id, status) over the directory columns shown, the worst of its directories'
 * ranks; not_available counts for nothing. It reads the fields that differ as the engine last worked them out
 * (`differing_fields`, kept current before the list reads, decision 0076). The page's rows are then built by the
 * domain functions, and a test compares the two. One set-based join, so PostgreSQL can hash it for 1,000 locations.
 */
export function locationStatusRanksSql(accountId: number, columns: readonly DirectoryColumn[]): SQL {
  if (columns.length === 0) return sql`select l.id, 0 as status_rank from l`;
  return sql`
    select l.id, max(${DIRECTORY_RANK}) as status_rank ${directoriesOfLocations(accountId, columns)}
    group by l.id`;
}

/**
 * The overview's counts (decision 0088): for each directory column, how many locations of `l` have it in sync, and
 * how many count at all (not_available counts for nothing).
 */
export function directoryInSyncCountsSql(accountId: number, columns: readonly DirectoryColumn[]): SQL {
  return sql`
    select c.code, count(*) filter (where c.available and ${DIRECTORY_RANK} = 0)::int as in_sync,
      count(*) filter (where c.available)::int as total
    ${directoriesOfLocations(accountId, columns)}
    group by c.code`;
}

/**
 * Each location of `l` with its directories in sync and its countable ones (decision 0107, Location Performance's
 * listings in sync), counted as the overview counts them: every directory but the not_available ones counts, and
 * it is in sync where its rank is 0. Only the locations Local Listings has looked at (a row at a countable
 * directory) have a value; for them the directories without a row count too (not scanned: not in sync), so the
 * countable ones are the account's available columns. Driven by the directory rows alone: 1,000 locations' read
 * joins 6,000 rows at most, not every location with every column.
 */
export function locationInSyncCountsSql(accountId: number, columns: readonly DirectoryColumn[]): SQL {
  const countable = columns.filter((column) => column.available);
  if (countable.length === 0) return sql`select l.id, 0 as in_sync, 0 as countable from l where false`;
  return sql`
    select d.location_id as id, count(*) filter (where ${DIRECTORY_RANK} = 0)::int as in_sync,
      ${countable.length}::int as countable
    from listing_directories d
    join l on l.id = d.location_id
    join ${factsOf(countable)} on c.code = d.directory_code
    left join location_source_overrides o
      on o.account_id = ${accountId} and o.location_id = d.location_id and o.source_id = c.source_id
    where d.account_id = ${accountId}
    group by d.location_id`;
}
