import {
  normalizeSpecialHours,
  pageWindow,
  SPECIAL_HOURS_MESSAGES,
  type SpecialHours,
  type SpecialHoursCreate,
  type SpecialHoursDraft,
  type SpecialHoursPatch,
  type SpecialHoursQuery,
  sortTermsOf,
  specialHoursWarnings,
  validateSpecialHoursEntry,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ListingDataChanged } from '../local-listings';
import { localNow } from './local-time';
import { toSpecialHours } from './special-hours.mapper';
import type { SpecialHoursRepo, SpecialHoursRow, SpecialHoursValues } from './special-hours.repo';

export type SpecialHoursDeps = {
  repo: SpecialHoursRepo;
  /** Which of the ids are locations of the account. */
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
  /** Holiday hours are listing data: Auto Sync publishes them 30 minutes after the last edit (spec 001 §9). */
  listingDataChanged?: ListingDataChanged;
};

const draftOf = (row: SpecialHoursRow): SpecialHoursDraft => ({
  start_date: row.startDate,
  closed: row.closed,
  is_24_hours: row.is24Hours,
  hours: row.hours,
});

function toValues(entry: SpecialHoursDraft): SpecialHoursValues {
  const normal = normalizeSpecialHours(entry);
  return {
    startDate: normal.start_date ?? '',
    closed: normal.closed,
    is24Hours: normal.is_24_hours,
    hours: normal.hours,
  };
}

/** Refuses with the first rule's message and every failing field (the client shows the server's text). */
function assertValid(errors: { start_date?: string; hours?: string }, duplicate: boolean) {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  const first = errors.start_date ?? errors.hours;
  if (!first) return;
  if (duplicate && errors.start_date === SPECIAL_HOURS_MESSAGES.duplicateDate) throw conflict(first, fields);
  throw badRequest(first, fields);
}

export function createSpecialHoursService({ repo, existingLocationIds, listingDataChanged }: SpecialHoursDeps) {
  /** Today and the time of day where the account is. */
  function clock(caller: Caller) {
    return localNow(caller.accountTimeZone);
  }

  async function assertLocations(caller: Caller, ids: number[]) {
    const found = new Set(await existingLocationIds(caller.accountId, ids));
    if (ids.some((id) => !found.has(id))) throw notFound('Location not found');
  }

  async function warningsFor(caller: Caller, locationIds: number[], changedDates: string[], nowLocal: string) {
    const rows = await repo.ofLocations(caller.accountId, locationIds);
    const warnings = new Set<string>();
    for (const locationId of locationIds) {
      const entries = rows.filter((row) => row.locationId === locationId).map(draftOf);
      for (const warning of specialHoursWarnings(entries, nowLocal, changedDates)) warnings.add(warning);
    }
    return [...warnings];
  }

  return {
    async list(caller: Caller, query: SpecialHoursQuery) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(
        caller.accountId,
        { locationId: query.location_id, fromDate: query.start_date },
        sortTermsOf(query),
        pageWindow(query),
      );
      return { rows: rows.map(toSpecialHours), total };
    },

    async get(caller: Caller, id: number): Promise<SpecialHours> {
      const row = await repo.find(caller.accountId, id);
      if (!row) throw notFound('Special hours not found');
      return toSpecialHours(row);
    },

    /** One location (location_id) or the bulk form (location_ids), which overrides entries of the same date. */
    async create(caller: Caller, input: SpecialHoursCreate) {
      await accountInScope(caller, input.account_id);
      const { today, nowLocal } = clock(caller);
      const bulk = input.location_ids !== undefined;
      const locationIds = [...new Set(input.location_ids ?? (input.location_id ? [input.location_id] : []))];
      await assertLocations(caller, locationIds);
      const taken = bulk ? [] : (await repo.ofLocations(caller.accountId, locationIds)).map((row) => row.startDate);
      assertValid(validateSpecialHoursEntry(input, today, taken), true);
      const values = toValues(input);
      const rows = bulk
        ? await repo.upsertMany(caller.accountId, locationIds, values)
        : [await repo.insert(caller.accountId, locationIds[0] ?? 0, values)];
      await listingDataChanged?.(caller.accountId, locationIds);
      const warnings = await warningsFor(caller, locationIds, [values.startDate], nowLocal);
      return { bulk, entries: rows.map(toSpecialHours), warnings };
    },

    async patch(caller: Caller, id: number, input: SpecialHoursPatch) {
      await accountInScope(caller, input.account_id);
      const existing = await repo.find(caller.accountId, id);
      if (!existing) throw notFound('Special hours not found');
      const { today, nowLocal } = clock(caller);
      const merged: SpecialHoursDraft = {
        start_date: input.start_date === undefined ? existing.startDate : input.start_date,
        closed: input.closed ?? existing.closed,
        is_24_hours: input.is_24_hours ?? existing.is24Hours,
        hours: input.hours === undefined ? existing.hours : input.hours,
      };
      const taken = (await repo.ofLocations(caller.accountId, [existing.locationId], id)).map((row) => row.startDate);
      assertValid(validateSpecialHoursEntry(merged, today, taken), true);
      const row = await repo.update(caller.accountId, id, toValues(merged));
      if (!row) throw notFound('Special hours not found');
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      const warnings = await warningsFor(caller, [row.locationId], [row.startDate], nowLocal);
      return { entry: toSpecialHours(row), warnings };
    },

    async remove(caller: Caller, id: number): Promise<SpecialHours> {
      const row = await repo.remove(caller.accountId, id);
      if (!row) throw notFound('Special hours not found');
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      return toSpecialHours(row);
    },

    /** A location's entries from `fromDate` on, for Sync From Google. */
    async upcoming(caller: Caller, locationId: number, fromDate: string) {
      const { rows } = await repo.list(caller.accountId, { locationId, fromDate }, [], { limit: 1000, offset: 0 });
      return rows.map(toSpecialHours);
    },

    replaceFrom: (caller: Caller, locationId: number, fromDate: string, entries: SpecialHoursDraft[]) =>
      repo.replaceFrom(caller.accountId, locationId, fromDate, entries.map(toValues)),

    today: async (caller: Caller) => clock(caller).today,
  };
}

export type SpecialHoursService = ReturnType<typeof createSpecialHoursService>;
