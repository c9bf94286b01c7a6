import {
  type AccountSettingCode,
  AUTO_SYNC_SETTINGS,
  DIFF_FIELDS,
  type DirectoryCode,
  INTERNAL_PROVIDER,
  type ListingDiff,
  type ListingLocationsPage,
  type ListingLocationsQuery,
  type ListingOverviewQuery,
  LOCAL_LISTING_MESSAGES,
  pageWindow,
  sortTermsOf,
  USER_TYPE_ID,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { directoryColumnsOf } from './directory-columns';
import type { ListingEngine } from './listing-engine';
import { comparableScan, desiredListing, listingLocationOf, sourceOfDirectory } from './listing-state';
import type { LocalListingsRepo } from './local-listings.repo';

export type LocalListingsDeps = {
  repo: LocalListingsRepo;
  engine: ListingEngine;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  /** Asks the worker to scan the account's locations now (all of them, or `locationIds`). */
  requestScan: (accountId: number, locationIds?: number[]) => Promise<void>;
  now?: () => Date;
};

const filterOf = (query: ListingOverviewQuery) => ({
  locationIds: query.location_id ? [query.location_id] : query.location_ids,
  groupId: query.group_id,
});

/** Local Listings (spec 001 §2, §7): the internal table, its overview, publishing and the field diff. */
export function createLocalListingsService({
  repo,
  engine,
  settingOn,
  requestScan,
  now = () => new Date(),
}: LocalListingsDeps) {
  const today = () => now().toISOString().slice(0, 10);

  /**
   * Auto Sync on or off for locations of the account (spec 001 §4): the location update right (the route's)
   * turns it. The purchase check stays here for the spec's own message, not the route table's.
   */
  async function setAutoSync(caller: Caller, accountId: number | undefined, ids: number[], on: boolean) {
    const account = await accountInScope(caller, accountId);
    if (!(await settingOn(account, 'local_listings'))) {
      throw unprocessable(
        'listings_not_enabled',
        LOCAL_LISTING_MESSAGES.cannotPublish('Local Listings is not enabled for this account'),
      );
    }
    const purchased = await Promise.all(AUTO_SYNC_SETTINGS.map((code) => settingOn(account, code)));
    if (!purchased.every(Boolean)) throw forbidden(LOCAL_LISTING_MESSAGES.purchase);
    const existing = (await repo.locations(account, { locationIds: ids })).map((row) => row.id);
    if (existing.length !== new Set(ids).size) throw notFound('Location not found');
    // An outside provider publishes this account's listings: Repute neither publishes nor unpublishes (0105).
    const provider = await repo.provider(account);
    if (provider !== INTERNAL_PROVIDER) {
      throw unprocessable(
        'published_elsewhere',
        LOCAL_LISTING_MESSAGES.cannotPublish(LOCAL_LISTING_MESSAGES.publishedElsewhere(provider)),
      );
    }
    if (on) {
      const [google] = (await engine.facts(account, null)).filter((fact) => fact.code === 'google_maps');
      if (google?.integration !== 'active') throw unprocessable('no_integration', LOCAL_LISTING_MESSAGES.noIntegration);
    }
    const changed = await repo.setAutoSync(account, existing, on);
    if (on) await engine.queueChanges(account, await engine.bundles(account, { locationIds: changed }), now());
    else await repo.cancelQueued(account, changed);
    return {
      location_ids: changed,
      status: on ? 'published' : 'eligible_not_published',
      message: on ? LOCAL_LISTING_MESSAGES.autoSyncOn : LOCAL_LISTING_MESSAGES.autoSyncOff,
    };
  }

  return {
    /** GET /local_listings/provider: 'internal' (Repute publishes), or the outside provider that does (0105). */
    async provider(caller: Caller, accountId?: number) {
      const account = await accountInScope(caller, accountId);
      return { data: { provider: await repo.provider(account) } };
    },

    /**
     * The table pages in SQL (decision 0076): the locations are filtered, sorted and paged there, statuses
     * included, and only the page's rows are built with their directories.
     */
    async locations(caller: Caller, accountId: number, query: ListingLocationsQuery): Promise<ListingLocationsPage> {
      const account = await accountInScope(caller, accountId);
      const filter = filterOf(query);
      const window = pageWindow(query);
      await engine.compareStale(account);
      const facts = await engine.facts(account, await repo.firstPlaceId(account, filter));
      const columns = directoryColumnsOf(facts, query.directories);
      const { ids, total } = await repo.listingPage(account, filter, {
        columns,
        statuses: query.statuses,
        sort: sortTermsOf(query),
        window,
      });
      const bundles = await engine.bundles(account, { locationIds: ids });
      const rows = ids.flatMap((id) => {
        const bundle = bundles.find((candidate) => candidate.location.id === id);
        return bundle ? [listingLocationOf(bundle, facts, today(), query.directories)] : [];
      });
      return {
        locations: rows,
        paging: {
          page: Math.floor(window.offset / window.limit) + 1,
          per_page: window.limit,
          total,
          total_pages: Math.ceil(total / window.limit),
        },
      };
    },

    /**
     * The directories with how many of the filtered locations each has in sync; the sync ratio over them all.
     * Counted in SQL like the table's pages (decision 0088), so it does not read every location.
     */
    async overview(caller: Caller, accountId: number, query: ListingOverviewQuery) {
      const account = await accountInScope(caller, accountId);
      const filter = filterOf(query);
      await engine.compareStale(account);
      const facts = await engine.facts(account, await repo.firstPlaceId(account, filter));
      const columns = directoryColumnsOf(facts, query.directories);
      const counts = await repo.overviewCounts(account, filter, { columns, statuses: query.statuses });
      const directories = columns.flatMap((column) => {
        const count = counts.find((row) => row.code === column.code);
        if (!count) return [];
        const source = sourceOfDirectory(column.code);
        return [
          {
            id: source.id,
            directory_name: source.name,
            directory_code: column.code,
            in_sync: count.in_sync,
            total: count.total,
          },
        ];
      });
      const total = directories.reduce((sum, entry) => sum + entry.total, 0);
      const inSync = directories.reduce((sum, entry) => sum + entry.in_sync, 0);
      return { directories, sync_ratio: total === 0 ? null : inSync / total };
    },

    /** GET /local_listings/integration_overview: the account's connection to each directory. */
    async integrationOverview(caller: Caller, accountId?: number) {
      const account = await accountInScope(caller, accountId);
      const [first] = await repo.locations(account, {});
      const facts = await engine.facts(account, first?.googlePlaceId ?? null);
      return {
        directories: facts.map((fact) => ({
          directory_code: fact.code,
          directory_name: sourceOfDirectory(fact.code).name,
          source_id: sourceOfDirectory(fact.code).id,
          integration_status: fact.integration,
          publishable: fact.publishable,
          available: fact.unavailableReason === null,
          reason: fact.unavailableReason,
        })),
        is_admin: caller.userTypeId === USER_TYPE_ID.admin,
      };
    },

    publish: (caller: Caller, body: { account_id?: number; location_ids: number[] }) =>
      setAutoSync(caller, body.account_id, body.location_ids, true),

    unpublish: (caller: Caller, body: { account_id?: number; location_ids: number[] }) =>
      setAutoSync(caller, body.account_id, body.location_ids, false),

    /** Scan on demand: the worker reads the directories again; the answer says it is under way. */
    async scan(caller: Caller, body: { account_id?: number; location_ids?: number[] }) {
      const account = await accountInScope(caller, body.account_id);
      if (body.location_ids) {
        const existing = await repo.locations(account, { locationIds: body.location_ids });
        if (existing.length !== new Set(body.location_ids).size) throw notFound('Location not found');
      }
      await requestScan(account, body.location_ids);
      return { status: 'scanning', location_ids: body.location_ids ?? null };
    },

    /** One directory's field-by-field diff: what Repute has and what the directory showed at its last scan. */
    async diff(caller: Caller, locationId: number, code: DirectoryCode): Promise<ListingDiff> {
      const account = await accountInScope(caller, undefined);
      const [bundle] = await engine.bundles(account, { locationIds: [locationId] });
      if (!bundle) throw notFound('Location not found');
      const row = bundle.directories.find((candidate) => candidate.directoryCode === code);
      const target = desiredListing(bundle, code) as Record<string, unknown>;
      const source = row?.scanned ? comparableScan(row.scanned, today()) : null;
      const changed = source ? engine.changedFields(bundle, row) : [];
      const pick = (values: Record<string, unknown> | null) =>
        Object.fromEntries(DIFF_FIELDS.map((field) => [field, values?.[field] ?? null]));
      return {
        location_id: locationId,
        directory_code: code,
        changed_fields: changed,
        target: pick(target),
        source: pick(source),
        last_checked_at: row?.lastCheckedAt?.toISOString() ?? null,
      };
    },
  };
}

export type LocalListingsService = ReturnType<typeof createLocalListingsService>;
