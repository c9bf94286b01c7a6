import {
  type Compare,
  can,
  comparatorOf,
  type LocationUrl,
  pageSlice,
  pageWindow,
  SOURCES,
  type SortTerm,
  sortTermsOf,
  sourceById,
  type URL_SORT_FIELDS,
  type UrlsQuery,
} from '@repute/domain';
import {
  isWebAddress,
  REVIEW_PAGE_MESSAGES,
  type ReviewPage,
  type ReviewSync,
  readPageAddress,
  SYNCED_SOURCE_IDS,
  type UrlCreate,
  type UrlPatch,
} from '@repute/domain/urls';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ReviewSyncLinks, SyncKey, SyncStateRow } from '../review-sync';
import type { UrlRow, UrlsRepo } from './urls.repo';

export type UrlsDeps = {
  repo: UrlsRepo;
  /** The review sync's state rows: where the location is at the source, and the reconciliation counts. */
  syncStates: Pick<ReviewSyncLinks, 'linkExternalLocation' | 'unlinkExternalLocation' | 'statesOfLocations'>;
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
  /** The on-demand sync (POST /reviews/sync): queues a full pass of one location and source. */
  requestSync: (caller: Caller, key: SyncKey) => Promise<unknown>;
};

function toSync(state: SyncStateRow): ReviewSync {
  return {
    external_location_id: state.externalLocationId,
    last_synced_at: state.lastSyncedAt?.toISOString() ?? null,
    source_count: state.sourceCount,
    local_count: state.localCount,
    difference: state.sourceCount === null ? null : state.sourceCount - state.localCount,
    last_error: state.lastError,
  };
}

function toUrl(row: UrlRow): LocationUrl {
  const source = sourceById(row.sourceId);
  return {
    id: row.id,
    account_id: row.accountId,
    location_id: row.locationId,
    source_id: row.sourceId,
    source_name: source?.name ?? 'Unknown',
    url: row.url,
    request_reviews: row.requestReviews,
    ordinal: source?.ordinal ?? 999,
  };
}

/** The sources' order (sort=ordinal) by default. */
const DEFAULT_SORT: SortTerm[] = [{ field: 'ordinal', descending: false }];

/** In memory, for a sort by the source (its ordinal or name live in the catalogue, not the database). */
const URL_COMPARISONS: Record<(typeof URL_SORT_FIELDS)[number], Compare<UrlRow>> = {
  ordinal: (a, b) => (sourceById(a.sourceId)?.ordinal ?? 999) - (sourceById(b.sourceId)?.ordinal ?? 999),
  name: (a, b) => (sourceById(a.sourceId)?.name ?? 'Unknown').localeCompare(sourceById(b.sourceId)?.name ?? 'Unknown'),
  id: (a, b) => a.id - b.id,
  source_id: (a, b) => a.sourceId - b.sourceId,
  url: (a, b) => a.url.localeCompare(b.url),
  created_at: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
};

/** The page's address as stored, and the source's id of the location; refuses what does not parse (400). */
function addressOf(sourceId: number, url: string) {
  const address = readPageAddress(sourceId, url);
  if (!address.ok) throw badRequest(address.message, { url: [address.message] });
  return address;
}

export function createUrlsService({ repo, syncStates, existingLocationIds, requestSync }: UrlsDeps) {
  async function withSync(caller: Caller, urls: LocationUrl[]): Promise<ReviewPage[]> {
    const states = await syncStates.statesOfLocations(caller.accountId, [
      ...new Set(urls.map((url) => url.location_id)),
    ]);
    const byKey = new Map(states.map((state) => [`${state.locationId}:${state.sourceId}`, state]));
    return urls.map((url) => {
      const state = byKey.get(`${url.location_id}:${url.source_id}`);
      return { ...url, review_sync: state ? toSync(state) : null };
    });
  }

  async function pageOf(caller: Caller, row: UrlRow): Promise<ReviewPage> {
    const [page] = await withSync(caller, [toUrl(row)]);
    if (!page) throw notFound('URL not found');
    return page;
  }

  async function findRow(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('URL not found');
    return row;
  }

  /**
   * A new address for a synced source: store where the location is, drop the cursor and queue a full pass.
   * Callers who may not start syncs (review update) leave it to the scheduled sync, which finds no cursor.
   */
  async function relink(caller: Caller, key: SyncKey, externalLocationId: string) {
    await syncStates.linkExternalLocation(key, externalLocationId);
    if (can(caller.permissions, 'review', 'update')) await requestSync(caller, key);
  }

  return {
    /** A location's review-site URLs (spec 000 §7 GET /urls). */
    async list(caller: Caller, query: UrlsQuery) {
      await accountInScope(caller, query.account_id);
      const sourceIds =
        query.source_feedback_forbidden === undefined
          ? undefined
          : SOURCES.filter((source) => source.feedback_forbidden === query.source_feedback_forbidden).map((s) => s.id);
      const requested = sortTermsOf(query);
      const sort = requested.length > 0 ? requested : DEFAULT_SORT;
      const filter = { locationId: query.location_id, excludeRequestReviews: query.exclude_request_reviews, sourceIds };
      const bySource = sort.some((term) => term.field === 'ordinal' || term.field === 'name');
      if (!bySource) {
        const { rows, total } = await repo.list(caller.accountId, filter, sort, pageWindow(query));
        return { rows: await withSync(caller, rows.map(toUrl)), total };
      }
      // Source order lives in the catalogue, not the database: a location has a few dozen URLs at most.
      const { rows } = await repo.list(caller.accountId, filter, [], { limit: 10_000, offset: 0 });
      const sorted = rows.sort(comparatorOf(sort, URL_COMPARISONS, (a, b) => a.id - b.id));
      return { rows: await withSync(caller, pageSlice(sorted, query).map(toUrl)), total: sorted.length };
    },

    async get(caller: Caller, id: number) {
      return pageOf(caller, await findRow(caller, id));
    },

    /** Adds the location's page on a review site: one a location and source (409 for a second). */
    async create(caller: Caller, input: UrlCreate) {
      await accountInScope(caller, input.account_id);
      const [locationId] = await existingLocationIds(caller.accountId, [input.location_id]);
      if (locationId === undefined) throw notFound('Location not found');
      if (!sourceById(input.source_id)?.supports_reviews) {
        throw badRequest(REVIEW_PAGE_MESSAGES.chooseSource, { source_id: [REVIEW_PAGE_MESSAGES.chooseSource] });
      }
      const address = addressOf(input.source_id, input.url);
      const duplicate = () => conflict(REVIEW_PAGE_MESSAGES.exists, { source_id: [REVIEW_PAGE_MESSAGES.exists] });
      if (await repo.exists(caller.accountId, locationId, input.source_id)) throw duplicate();
      const row = await repo.insert(caller.accountId, {
        locationId,
        sourceId: input.source_id,
        url: address.url,
        requestReviews: input.request_reviews ?? false,
      });
      if (!row) throw duplicate();
      if (address.externalLocationId !== null) {
        await relink(
          caller,
          { accountId: caller.accountId, locationId, sourceId: row.sourceId },
          address.externalLocationId,
        );
      }
      return pageOf(caller, row);
    },

    /** A changed address of a synced source relinks the location and starts over with a full pass. */
    async patch(caller: Caller, id: number, input: UrlPatch) {
      await accountInScope(caller, input.account_id);
      const existing = await findRow(caller, id);
      const address = input.url === undefined ? null : addressOf(existing.sourceId, input.url);
      // A Google page keeps its web address (customers asked for a review are sent there): the location name
      // typed for it goes to the sync only.
      const keepsWebAddress = existing.sourceId === SYNCED_SOURCE_IDS.google && isWebAddress(existing.url);
      const row = await repo.update(caller.accountId, id, {
        url: address && !keepsWebAddress ? address.url : existing.url,
        requestReviews: input.request_reviews ?? existing.requestReviews,
      });
      if (!row) throw notFound('URL not found');
      if (address?.externalLocationId) {
        const key = { accountId: caller.accountId, locationId: row.locationId, sourceId: row.sourceId };
        const [current] = (await syncStates.statesOfLocations(caller.accountId, [row.locationId])).filter(
          (state) => state.sourceId === row.sourceId,
        );
        if (current?.externalLocationId !== address.externalLocationId) {
          await relink(caller, key, address.externalLocationId);
        }
      }
      return pageOf(caller, row);
    },

    /** Removes the page; the sync no longer knows where the location is at the source. */
    async remove(caller: Caller, id: number) {
      const row = await repo.remove(caller.accountId, id);
      if (!row) throw notFound('URL not found');
      await syncStates.unlinkExternalLocation({
        accountId: caller.accountId,
        locationId: row.locationId,
        sourceId: row.sourceId,
      });
      return pageOf(caller, row);
    },
  };
}

export type UrlsService = ReturnType<typeof createUrlsService>;
