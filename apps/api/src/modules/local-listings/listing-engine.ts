import {
  AUTO_SYNC_DELAY_MS,
  DIRECTORY_CODES,
  type DirectoryCode,
  PUBLISHABLE_DIRECTORIES,
  publishSlots,
} from '@repute/domain';
import type { ListingDirectories, ListingTarget } from '../../connectors/listing-directories';
import { ReviewSourceError } from '../../connectors/review-source';
import {
  changedFieldsOf,
  type DirectoryFacts,
  desiredListing,
  type LocationBundle,
  sourceOfDirectory,
} from './listing-state';
import type { LocalListingsRepo, LocationFilter } from './local-listings.repo';

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);
const startOfUtcDay = (now: Date) => new Date(`${todayUtc(now)}T00:00:00.000Z`);
/** A failed send that may be tried again goes again after the directory's wait, or this long. */
const RETRY_AFTER_MS = 60_000;
/** How many due changes one sweep takes: a minute's worth for 100 Google profiles. */
const DUE_BATCH = 1000;

/** A location's page at a source, as review sync linked it (Google `accounts/1/locations/2`, a Facebook page). */
export type LinkedPage = { locationId: number; sourceId: number; externalLocationId: string | null };

export type ListingEngineDeps = {
  repo: LocalListingsRepo;
  directories: ListingDirectories;
  /** The locations' linked pages (review-sync): the directories address a location by them. */
  linkedPages?: (accountId: number, locationIds: number[]) => Promise<LinkedPage[]>;
  now?: () => Date;
};

/**
 * The sync engine: scans directories, queues changes within each directory's limits and sends them. The HTTP
 * service reads through it; the jobs drive it.
 */
export function createListingEngine({
  repo,
  directories,
  linkedPages = async () => [],
  now = () => new Date(),
}: ListingEngineDeps) {
  async function targetOf(bundle: LocationBundle, code: DirectoryCode): Promise<ListingTarget> {
    const sourceId = sourceOfDirectory(code).id;
    const [page] = (await linkedPages(bundle.location.accountId, [bundle.location.id])).filter(
      (candidate) => candidate.sourceId === sourceId,
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
    const override = bundle.overrides.find((candidate) => candidate.sourceId === sourceOfDirectory(fact.code).id);
    if (!fact.publishable || fact.integration !== 'active' || row?.claimed === false) return false;
    if (override && !override.enabled) return false;
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
      let slots: Date[];
      if (code === 'google_maps') {
        const [profileQueued, projectUsedToday] = await Promise.all([
          repo.queuedCount(accountId, code),
          repo.usedOnDay(code, startOfUtcDay(earliest)),
        ]);
        slots = publishSlots({ count: waiting.length, earliest, profileQueued, projectUsedToday });
      } else {
        slots = waiting.map(() => earliest);
      }
      await repo.queue(
        accountId,
        code,
        waiting.map((bundle, index) => ({ locationId: bundle.location.id, at: slots[index] ?? earliest })),
      );
    }
  }

  async function scanBundle(bundle: LocationBundle, known: DirectoryFacts[]) {
    for (const fact of known) {
      const client = directories.forDirectory(fact.code);
      if (!client || fact.unavailableReason || fact.integration !== 'active') continue;
      const scan = await client.scan(await targetOf(bundle, fact.code));
      await repo.saveScan(bundle.location.accountId, bundle.location.id, fact.code, {
        claimed: scan.kind === 'found',
        listingUrl: scan.kind === 'found' ? scan.listingUrl : null,
        scanned: scan.kind === 'found' ? { ...scan.listing } : null,
        at: now(),
      });
    }
  }

  return {
    bundles,
    facts,
    queueChanges,
    changedFields: (bundle: LocationBundle, row: LocationBundle['directories'][number] | undefined) =>
      changedFieldsOf(bundle, row, todayUtc(now())),

    /** Reads what each directory shows for the account's locations (all, or `locationIds`). */
    async scan(accountId: number, locationIds?: number[]) {
      const found = await bundles(accountId, { locationIds });
      const known = await facts(accountId, found[0]?.location.googlePlaceId ?? null);
      for (const bundle of found) await scanBundle(bundle, known);
      return found.length;
    },

    /**
     * Auto Sync's quiet time: a location changed less than 30 minutes ago waits (the answer says until when);
     * otherwise its changes are queued, if its Auto Sync is on.
     */
    async autoSync(accountId: number, locationId: number): Promise<{ waitUntil: Date | null }> {
      const changedAt = await repo.lastChange(accountId, locationId);
      if (!changedAt) return { waitUntil: null };
      const goesAt = new Date(changedAt.getTime() + AUTO_SYNC_DELAY_MS);
      if (goesAt > now()) return { waitUntil: goesAt };
      await repo.clearChange(accountId, locationId);
      const [bundle] = await bundles(accountId, { locationIds: [locationId] });
      if (bundle?.location.status === 'published') await queueChanges(accountId, [bundle], now());
      return { waitUntil: null };
    },

    /** Sends every change due now; a refused one is kept with its error, to go again when it can. */
    async publishDue(): Promise<{ sent: number; failed: number }> {
      const due = await repo.takeDue(now(), DUE_BATCH);
      let sent = 0;
      let failed = 0;
      for (const row of due) {
        const client = directories.forDirectory(row.directoryCode as DirectoryCode);
        const [bundle] = await bundles(row.accountId, { locationIds: [row.locationId] });
        if (!client?.publish || !bundle) {
          await repo.publishFailed(row.id, 'This directory does not accept changes', null);
          failed += 1;
          continue;
        }
        const desired = desiredListing(bundle, row.directoryCode as DirectoryCode);
        const fields = row.scanned ? changedFieldsOf(bundle, row, todayUtc(now())) : Object.keys(desired);
        try {
          const shown =
            fields.length === 0
              ? desired
              : await client.publish(await targetOf(bundle, row.directoryCode as DirectoryCode), desired, fields);
          await repo.published(row.id, { ...shown }, now());
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
      }
      return { sent, failed };
    },
  };
}

export type ListingEngine = ReturnType<typeof createListingEngine>;
