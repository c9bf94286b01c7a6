import {
  AUTO_SYNC_DELAY_MS,
  DIRECTORY_CODES,
  type DirectoryCode,
  PUBLISHABLE_DIRECTORIES,
  publishSlots,
} from '@repute/domain';
import pMap from 'p-map';
import type { ListingDirectories, ListingTarget, ListingValues } from '../../connectors/listing-directories';
import { ReviewSourceError } from '../../connectors/review-source';
import type { EmitWebhook } from '../outgoing-webhooks';
import {
  changedFieldsOf,
  type DirectoryFacts,
  desiredListing,
  directoryEnabled,
  type LocationBundle,
  sourceOfDirectory,
} from './listing-state';
import type { Comparison, LocalListingsRepo, LocationFilter } from './local-listings.repo';

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);
/** A failed send that may be tried again goes again after the directory's wait, or this long. */
const RETRY_AFTER_MS = 60_000;
/** How many due changes one sweep takes: a minute's worth for 100 Google profiles. */
const DUE_BATCH = 1000;

/** What a scan keeps: the fields the directory holds (all unless it says), so that only they are compared. */
const heldOf = (listing: ListingValues, held: readonly string[] | undefined): Record<string, unknown> =>
  held
    ? Object.fromEntries(held.map((field) => [field, listing[field as keyof ListingValues] ?? null]))
    : { ...listing };

/** Directories are called this many at a time: they answer slowly, and each answer is one write. */
const CONCURRENT_CALLS = 8;

/** A location's page at a source, as review sync linked it (Google `accounts/1/locations/2`, a Facebook page). */
export type LinkedPage = { locationId: number; sourceId: number; externalLocationId: string | null };

export type ListingEngineDeps = {
  repo: LocalListingsRepo;
  directories: ListingDirectories;
  /** The locations' linked pages (review-sync): the directories address a location by them. */
  linkedPages?: (accountId: number, locationIds: number[]) => Promise<LinkedPage[]>;
  /** Outgoing webhooks' listing.out_of_sync (decision 0167): a scan found a listing newly differing from ours. */
  emitWebhook?: EmitWebhook;
  now?: () => Date;
};

/** listing.out_of_sync's payload: the listing a scan found showing other data than the location's. */
type OutOfSync = { location_id: number; directory: DirectoryCode; listing_url: string | null; fields: string[] };

/** Whether a directory row already told of its listing being out of sync (a scan found fields differing). */
const wasOutOfSync = (row: LocationBundle['directories'][number] | undefined) =>
  Boolean(row?.scanned) && (row?.differingFields?.length ?? 0) > 0;

/**
 * The sync engine: scans directories, queues changes within each directory's limits and sends them. The HTTP
 * service reads through it; the jobs drive it.
 */
export function createListingEngine({
  repo,
  directories,
  linkedPages = async () => [],
  emitWebhook,
  now = () => new Date(),
}: ListingEngineDeps) {
  /** The locations' pages at every source, read once for a batch of locations. */
  async function pagesOf(accountId: number, found: LocationBundle[]): Promise<LinkedPage[]> {
    return found.length === 0
      ? []
      : linkedPages(
          accountId,
          found.map((bundle) => bundle.location.id),
        );
  }

  function targetOf(bundle: LocationBundle, code: DirectoryCode, pages: LinkedPage[]): ListingTarget {
    const sourceId = sourceOfDirectory(code).id;
    const page = pages.find(
      (candidate) => candidate.locationId === bundle.location.id && candidate.sourceId === sourceId,
    );
    return {
      accountId: bundle.location.accountId,
      locationId: bundle.location.id,
      placeId: bundle.location.googlePlaceId,
      externalLocationId: page?.externalLocationId ?? null,
    };
  }

  async function bundles(accountId: number, filter: LocationFilter): Promise<LocationBundle[]> {
    const rows = await repo.locations(accountId, filter);
    const ids = rows.map((row) => row.id);
    const [listed, overrides, special] = await Promise.all([
      repo.directories(accountId, ids),
      repo.overrides(accountId, ids),
      repo.specialHours(accountId, ids, todayUtc(now())),
    ]);
    return rows.map((location) => ({
      location,
      directories: listed.filter((row) => row.locationId === location.id),
      overrides: overrides.filter((row) => row.locationId === location.id),
      specialHours: special.filter((row) => row.locationId === location.id),
    }));
  }

  /** Each directory's client facts for an account (the sandbox answers per demo account, by one of its places). */
  async function facts(accountId: number, placeId: string | null): Promise<DirectoryFacts[]> {
    return Promise.all(
      DIRECTORY_CODES.flatMap((code) => {
        const client = directories.forDirectory(code);
        if (!client) return [];
        return [
          (async (): Promise<DirectoryFacts> => ({
            code,
            publishable: client.publishable,
            unavailableReason: client.unavailableReason ?? null,
            integration: client.unavailableReason ? 'none' : await client.integration({ accountId, placeId }),
          }))(),
        ];
      }),
    );
  }

  /** Whether a change to this directory of this location can be sent at all, and which fields it carries. */
  function sendable(bundle: LocationBundle, fact: DirectoryFacts) {
    const row = bundle.directories.find((candidate) => candidate.directoryCode === fact.code);
    if (!fact.publishable || fact.integration !== 'active' || row?.claimed === false) return false;
    if (!directoryEnabled(bundle, fact.code)) return false;
    return !row?.scanned || changedFieldsOf(bundle, row, todayUtc(now())).length > 0;
  }

  /**
   * Queues the locations' changes for every publishable directory from `earliest`: Google's within its limits
   * (10 a minute per profile after those already waiting, 10,000 a day per project), the others at once.
   */
  async function queueChanges(accountId: number, locationBundles: LocationBundle[], earliest: Date) {
    if (locationBundles.length === 0) return;
    const known = await facts(accountId, locationBundles[0]?.location.googlePlaceId ?? null);
    for (const code of PUBLISHABLE_DIRECTORIES) {
      const fact = known.find((candidate) => candidate.code === code);
      if (!fact) continue;
      const waiting = locationBundles.filter((bundle) => sendable(bundle, fact));
      if (waiting.length === 0) continue;
      const slots =
        code === 'google_maps'
          ? publishSlots({ count: waiting.length, earliest, used: await repo.quotaUse(accountId, code, earliest) })
          : waiting.map(() => earliest);
      await repo.queue(
        accountId,
        code,
        waiting.map((bundle, index) => ({ locationId: bundle.location.id, at: slots[index] ?? earliest })),
      );
    }
  }

  /** The fields of a listing that differ from the bundle's data, read at `readAt` (decision 0076). */
  function comparisonOf(
    bundle: LocationBundle,
    row: { directoryCode: DirectoryCode; scanned: Record<string, unknown> | null },
    readAt: Date,
  ): Comparison {
    const day = todayUtc(now());
    return { fields: changedFieldsOf(bundle, row, day), readAt, day };
  }

  /** Scans one location's directories; the listings this scan found newly out of sync. */
  async function scanBundle(bundle: LocationBundle, known: DirectoryFacts[], pages: LinkedPage[], readAt: Date) {
    const outOfSync: OutOfSync[] = [];
    for (const fact of known) {
      const client = directories.forDirectory(fact.code);
      if (!client || fact.unavailableReason || fact.integration !== 'active') continue;
      const scan = await client.scan(targetOf(bundle, fact.code, pages));
      const scanned = scan.kind === 'found' ? heldOf(scan.listing, client.heldFields) : null;
      const listingUrl = scan.kind === 'found' ? scan.listingUrl : null;
      const comparison = comparisonOf(bundle, { directoryCode: fact.code, scanned }, readAt);
      await repo.saveScan(
        bundle.location.accountId,
        bundle.location.id,
        fact.code,
        { claimed: scan.kind === 'found', listingUrl, scanned, at: now() },
        comparison,
      );
      const before = bundle.directories.find((row) => row.directoryCode === fact.code);
      if (scanned && comparison.fields.length > 0 && !wasOutOfSync(before)) {
        outOfSync.push({
          location_id: bundle.location.id,
          directory: fact.code,
          listing_url: listingUrl,
          fields: comparison.fields,
        });
      }
    }
    return outOfSync;
  }

  return {
    bundles,
    facts,
    queueChanges,
    changedFields: (bundle: LocationBundle, row: LocationBundle['directories'][number] | undefined) =>
      changedFieldsOf(bundle, row, todayUtc(now())),

    /** Reads what each directory shows for the account's locations (all, or `locationIds`). */
    async scan(accountId: number, locationIds?: number[]) {
      const readAt = new Date();
      const found = await bundles(accountId, { locationIds });
      const known = await facts(accountId, found[0]?.location.googlePlaceId ?? null);
      const pages = await pagesOf(accountId, found);
      const outOfSync = await pMap(found, (bundle) => scanBundle(bundle, known, pages, readAt), {
        concurrency: CONCURRENT_CALLS,
      });
      // One insert for the whole scan: a scan of every location may find hundreds.
      await emitWebhook?.(accountId, 'listing.out_of_sync', outOfSync.flat());
      return found.length;
    },

    /**
     * Works out again the fields that differ where what they were worked out from has changed since (an edit, a
     * new day): the list's status SQL reads them (decision 0076).
     */
    async compareStale(accountId: number) {
      const readAt = new Date();
      const stale = await repo.staleComparisons(accountId, todayUtc(now()));
      if (stale.length === 0) return;
      const found = await bundles(accountId, { locationIds: stale });
      await repo.saveComparisons(
        accountId,
        found.flatMap((bundle) =>
          bundle.directories
            .filter((row) => row.scanned)
            .map((row) => ({ id: row.id, comparison: comparisonOf(bundle, row, readAt) })),
        ),
      );
    },

    /**
     * Auto Sync's quiet time for a batch of one account's locations: one changed less than 30 minutes ago waits
     * (the answer says until when); the others' changes are queued together, for those whose Auto Sync is on.
     */
    async autoSync(accountId: number, locationIds: number[]): Promise<Map<number, Date>> {
      const changes = await repo.lastChanges(accountId, locationIds);
      const waiting = new Map<number, Date>();
      const quiet: number[] = [];
      for (const [locationId, changedAt] of changes) {
        const goesAt = new Date(changedAt.getTime() + AUTO_SYNC_DELAY_MS);
        if (goesAt > now()) waiting.set(locationId, goesAt);
        else quiet.push(locationId);
      }
      if (quiet.length > 0) {
        await repo.clearChanges(accountId, quiet);
        const found = await bundles(accountId, { locationIds: quiet });
        await queueChanges(
          accountId,
          found.filter((bundle) => bundle.location.status === 'published'),
          now(),
        );
      }
      return waiting;
    },

    /** Sends every change due now; a refused one is kept with its error, to go again when it can. */
    async publishDue(): Promise<{ sent: number; failed: number }> {
      const readAt = new Date();
      const due = await repo.takeDue(now(), DUE_BATCH);
      let sent = 0;
      let failed = 0;
      // The due changes' locations and linked pages, read once per account for the whole sweep.
      const read = new Map<number, { found: LocationBundle[]; pages: LinkedPage[] }>();
      for (const accountId of new Set(due.map((row) => row.accountId))) {
        const locationIds = due.filter((row) => row.accountId === accountId).map((row) => row.locationId);
        const found = await bundles(accountId, { locationIds });
        read.set(accountId, { found, pages: await pagesOf(accountId, found) });
      }
      await pMap(
        due,
        async (row) => {
          const client = directories.forDirectory(row.directoryCode as DirectoryCode);
          const { found = [], pages = [] } = read.get(row.accountId) ?? {};
          const bundle = found.find((candidate) => candidate.location.id === row.locationId);
          if (!client?.publish || !bundle) {
            await repo.publishFailed(row.id, 'This directory does not accept changes', null);
            failed += 1;
            return;
          }
          // A directory switched off after its change was queued gets nothing (decision 0097).
          if (!directoryEnabled(bundle, row.directoryCode as DirectoryCode)) {
            await repo.dropQueued(row.id);
            return;
          }
          const desired = desiredListing(bundle, row.directoryCode as DirectoryCode);
          const fields = row.scanned ? changedFieldsOf(bundle, row, todayUtc(now())) : Object.keys(desired);
          try {
            const shown =
              fields.length === 0
                ? desired
                : await client.publish(targetOf(bundle, row.directoryCode as DirectoryCode, pages), desired, fields);
            const scanned = heldOf(shown, client.heldFields);
            await repo.published(row.id, scanned, now(), comparisonOf(bundle, { ...row, scanned }, readAt));
            sent += 1;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const retryable = !(error instanceof ReviewSourceError) || error.retryable;
            const waitMs =
              error instanceof ReviewSourceError && error.retryAfterSeconds
                ? error.retryAfterSeconds * 1000
                : RETRY_AFTER_MS;
            await repo.publishFailed(row.id, message, retryable ? new Date(now().getTime() + waitMs) : null);
            failed += 1;
          }
        },
        { concurrency: CONCURRENT_CALLS },
      );
      return { sent, failed };
    },
  };
}

export type ListingEngine = ReturnType<typeof createListingEngine>;
