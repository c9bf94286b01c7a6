import { directoryColumnsOf } from './directory-columns';
import type { ListingEngine } from './listing-engine';
import type { LocalListingsRepo, SyncCountRow } from './local-listings.repo';

/** A location's (or a group's, summed) listings in sync: its directories in sync, of its countable ones. */
export type SyncCount = { inSync: number; countable: number };

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

const byLocation = (rows: SyncCountRow[]) =>
  new Map(rows.map((row): [number, SyncCount] => [row.locationId, { inSync: row.inSync, countable: row.countable }]));

/**
 * Listings in sync per location (decision 0107), for Location Performance's LLHealth: now, from the comparisons
 * the engine stored (the listings list's status SQL, not the engine again), and on a past day, from the day kept
 * by the daily job and after each scan.
 */
export function createListingSync({
  repo,
  engine,
  now = () => new Date(),
}: {
  repo: LocalListingsRepo;
  engine: Pick<ListingEngine, 'facts'>;
  now?: () => Date;
}) {
  /** Every directory column with the account's facts about it (the sandbox answers by the account's first place). */
  async function columnsOf(accountId: number) {
    return directoryColumnsOf(await engine.facts(accountId, await repo.firstPlaceId(accountId, {})));
  }

  const sync = {
    /**
     * Each location's listings in sync on each of `days`: the live value for `today` (the caller's day) or later,
     * the kept day's before. A location without a value (never scanned, no countable directory, no day kept) is
     * absent.
     */
    async onDays(accountId: number, days: string[], today: string): Promise<Map<number, SyncCount>[]> {
      const isLive = (day: string) => day >= today;
      const [live, kept] = await Promise.all([
        days.some(isLive) ? columnsOf(accountId).then((columns) => repo.syncCounts(accountId, columns)) : [],
        repo.syncDays(
          accountId,
          days.filter((day) => !isLive(day)),
        ),
      ]);
      return days.map((day) => byLocation(isLive(day) ? live : kept.filter((row) => row.day === day)));
    },

    /** An account's listings in sync now, over all its locations (the partners' roll-up, decision 0141). */
    async accountNow(accountId: number): Promise<SyncCount> {
      const today = todayUtc(now());
      const [counts] = await sync.onDays(accountId, [today], today);
      let inSync = 0;
      let countable = 0;
      for (const count of counts?.values() ?? []) {
        inSync += count.inSync;
        countable += count.countable;
      }
      return { inSync, countable };
    },

    /** Keeps today's (UTC) listings in sync of the account's locations: the daily job and each scan call it. */
    async keepToday(accountId: number) {
      await repo.keepSyncDay(accountId, todayUtc(now()), await columnsOf(accountId));
    },
  };
  return sync;
}

export type ListingSync = ReturnType<typeof createListingSync>;
