import {
  COMPETITOR_SUGGESTIONS_PER_LOCATION,
  type Competitor,
  type CompetitorBrand,
  type CompetitorCreate,
  type CompetitorFilters,
  type CompetitorsQuery,
  type CompetitorUpdate,
  type IntelSource,
  pageWindow,
  todayIn,
} from '@repute/domain';
import type { CompetitorPlaces } from '../../connectors/competitor-places';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import type { LocationCountReads } from '../metrics';
import { combinedFigures, overviewCompetitor } from './competitor-figures';
import { createCompetitorOverview } from './competitor-overview';
import { competitorSourceIds } from './competitor-sources';
import { competitorWindow } from './competitor-window';
import type { CompetitorRow, CompetitorScope, CompetitorsRepo } from './competitors.repo';

export type CompetitorsDeps = {
  repo: CompetitorsRepo;
  places: CompetitorPlaces;
  counts: Pick<LocationCountReads, 'countsByWindow'>;
};

const present = (row: CompetitorRow): Competitor => ({
  ...row,
  rating: row.rating === null ? null : Number(row.rating),
});

/** The filter bar's scope of a read, narrowed to the sources competitors are read from. */
export function scopeOf(accountId: number, filters: CompetitorFilters): CompetitorScope {
  return {
    accountId,
    locationIds: filters.location_id,
    groupIds: filters.group_id,
    brandIds: filters.brand_ids,
  };
}

/** Competitors of the caller's account: suggested, approved, rejected or added by hand, with their brands. */
export function createCompetitorsService({ repo, places, counts }: CompetitorsDeps) {
  const sources = competitorSourceIds(places.sources);
  const allSourceIds = sources.map((source) => source.id);
  const sourceIdsOf = (filters: CompetitorFilters) =>
    filters.source_id?.length ? allSourceIds.filter((id) => filters.source_id?.includes(id)) : allSourceIds;
  const overview = createCompetitorOverview({ repo, counts });

  async function found(accountId: number, id: number): Promise<Competitor> {
    const row = await repo.find(accountId, id, allSourceIds);
    if (!row) throw notFound('Competitor not found');
    return present(row);
  }

  async function checkBrand(accountId: number, brandId: number | null | undefined) {
    if (brandId && !(await repo.brandExists(accountId, brandId))) {
      throw badRequest('Unknown brand', { brand_id: ['Unknown brand'] });
    }
  }

  return {
    async list(caller: Caller, query: CompetitorsQuery) {
      const { limit, offset } = pageWindow(query);
      const scope = { accountId: caller.accountId, locationIds: query.location_id, brandIds: query.brand_id };
      const { rows, total } = await repo.list({ ...scope, status: query.status }, allSourceIds, limit, offset);
      return { rows: rows.map(present), total };
    },

    async get(caller: Caller, id: number) {
      return found(caller.accountId, id);
    },

    /** Added by hand: approved at once, read from its sources at the next refresh. */
    async create(caller: Caller, body: CompetitorCreate): Promise<Competitor> {
      const { accountId } = caller;
      if (!(await repo.locationOf(accountId, body.location_id))) {
        throw badRequest('Unknown location', { location_id: ['Unknown location'] });
      }
      await checkBrand(accountId, body.brand_id);
      const [id] = await repo.insert([
        {
          accountId,
          locationId: body.location_id,
          name: body.name,
          address: body.address,
          googlePlaceId: body.google_place_id ?? null,
          yelpBusinessId: body.yelp_url ?? null,
          brandId: body.brand_id ?? null,
          status: 'approved',
          origin: 'manual',
        },
      ]);
      if (id === undefined) {
        throw badRequest('This place is already a competitor of the location', {
          google_place_id: ['This place is already a competitor of the location'],
        });
      }
      return found(accountId, id);
    },

    async update(caller: Caller, id: number, body: CompetitorUpdate): Promise<Competitor> {
      await checkBrand(caller.accountId, body.brand_id);
      const changed = await repo.update(caller.accountId, id, { status: body.status, brandId: body.brand_id });
      if (!changed) throw notFound('Competitor not found');
      return found(caller.accountId, id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await repo.remove(caller.accountId, id))) throw notFound('Competitor not found');
    },

    /**
     * Asks the places near the location for businesses of its kind and keeps the new ones as suggestions; a place
     * the location already has (approved, rejected or suggested) stays as it is.
     */
    async suggest(caller: Caller, locationId: number): Promise<Competitor[]> {
      const { accountId } = caller;
      const location = await repo.locationOf(accountId, locationId);
      if (!location) throw badRequest('Unknown location', { location_id: ['Unknown location'] });
      const nearby = await places.nearby(
        { googlePlaceId: location.google_place_id, name: location.name },
        COMPETITOR_SUGGESTIONS_PER_LOCATION,
      );
      if (nearby.length === 0 && location.google_place_id === null) {
        throw unprocessable('no_google_place', 'Link the location to its Google place to find its competitors');
      }
      const ids = await repo.insert(
        nearby.map((place) => ({
          accountId,
          locationId,
          name: place.name,
          address: place.address,
          googlePlaceId: place.googlePlaceId,
          yelpBusinessId: place.yelpBusinessId,
          brandId: null,
          status: 'suggested' as const,
          origin: 'suggested' as const,
        })),
      );
      return Promise.all(ids.map((id) => found(accountId, id)));
    },

    async history(caller: Caller, id: number, query: { from?: string; to?: string }) {
      await found(caller.accountId, id);
      const window = competitorWindow(query, todayIn(caller.accountTimeZone));
      const days = await repo.history(caller.accountId, id, window.from, window.to);
      return { id, days };
    },

    async overview(caller: Caller, accountId: number | undefined, filters: CompetitorFilters) {
      const account = await accountInScope(caller, accountId);
      const window = competitorWindow(filters, todayIn(caller.accountTimeZone));
      const sources = { competitors: sourceIdsOf(filters), own: filters.source_id ?? [] };
      return overview.report(scopeOf(account, filters), caller.accountTimeZone, sources, window);
    },

    /** Each brand with its competitor locations' figures together. */
    async brands(caller: Caller, filters: CompetitorFilters): Promise<CompetitorBrand[]> {
      const window = competitorWindow(filters, todayIn(caller.accountTimeZone));
      const scope = scopeOf(caller.accountId, filters);
      const [brands, competitors] = await Promise.all([
        repo.brands(caller.accountId, filters.brand_ids),
        overview.competitors(scope, sourceIdsOf(filters), window),
      ]);
      return brands.map((brand) => {
        const members = competitors
          .filter((sums) => sums.ends.brandIds[sums.at] === brand.id)
          .map((sums) => overviewCompetitor(sums, window.days));
        return {
          id: brand.id,
          name: brand.name,
          location_count: members.length,
          ...combinedFigures(members, window.days),
        };
      });
    },

    async createBrand(caller: Caller, name: string): Promise<CompetitorBrand> {
      const row = await repo.insertBrand(caller.accountId, name);
      if (!row) throw badRequest('A brand of this name exists', { name: ['A brand of this name exists'] });
      return {
        ...row,
        location_count: 0,
        ...combinedFigures([], 1),
      };
    },

    async removeBrand(caller: Caller, id: number): Promise<void> {
      if (!(await repo.removeBrand(caller.accountId, id))) throw notFound('Brand not found');
    },

    /** GET /intel/accounts/{account_id}/sources: the sources competitors are read from, with rtx_source_id. */
    async intelSources(caller: Caller, accountId: number): Promise<IntelSource[]> {
      const account = await accountInScope(caller, accountId);
      const perSource = await repo.countsBySource(account);
      return sources.map((source) => ({
        id: source.id,
        name: source.name,
        code: source.code,
        rtx_source_id: source.id,
        competitor_count: perSource[source.code],
      }));
    },
  };
}

export type CompetitorsService = ReturnType<typeof createCompetitorsService>;
