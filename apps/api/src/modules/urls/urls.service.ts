import type { LocationUrl, UrlsQuery } from '@repute/domain';
import { badRequest, notFound } from '../../server/errors';
import { assertCan } from '../auth/access';
import type { Caller } from '../auth/caller';
import { SOURCES, sourceById } from '../sources/catalogue';
import { URL_SORT_FIELDS, type UrlRow, type UrlSortField, type UrlsRepo } from './urls.repo';

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

/** sort=ordinal,name (the sources' order) by default; or stored fields. */
function sortOf(query: UrlsQuery) {
  const parts = query['sort[by]']
    ? [{ field: query['sort[by]'], descending: query['sort[order]'] === 'desc' }]
    : (query.sort ?? 'ordinal')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => ({ field: part.replace(/^-/, ''), descending: part.startsWith('-') }));
  for (const part of parts) {
    if (!['ordinal', 'name', ...URL_SORT_FIELDS].includes(part.field)) {
      throw badRequest(`Cannot sort by ${part.field}`, {
        sort: [`Allowed: ordinal, name, ${URL_SORT_FIELDS.join(', ')}`],
      });
    }
  }
  return parts;
}

export function createUrlsService(repo: UrlsRepo) {
  return {
    /** A location's review-site URLs (spec 000 §7 GET /urls). */
    async list(caller: Caller, accountId: number, query: UrlsQuery) {
      assertCan(caller, 'location', 'read');
      if (accountId !== caller.accountId) return { rows: [], total: 0 };
      const sourceIds =
        query.source_feedback_forbidden === undefined
          ? undefined
          : SOURCES.filter((source) => source.feedback_forbidden === query.source_feedback_forbidden).map((s) => s.id);
      const sort = sortOf(query);
      const filter = { locationId: query.location_id, excludeRequestReviews: query.exclude_request_reviews, sourceIds };
      const bySource = sort.some((part) => part.field === 'ordinal' || part.field === 'name');
      if (!bySource) {
        const stored = sort as { field: UrlSortField; descending: boolean }[];
        const { rows, total } = await repo.list(
          caller.accountId,
          filter,
          stored,
          query.per_page,
          (query.page - 1) * query.per_page,
        );
        return { rows: rows.map(toUrl), total };
      }
      // Source order lives in the catalogue, not the database: a location has a few dozen URLs at most.
      const { rows } = await repo.list(caller.accountId, filter, [], 10_000, 0);
      const urls = rows.map(toUrl).sort((a, b) => {
        for (const { field, descending } of sort) {
          const result =
            field === 'ordinal'
              ? a.ordinal - b.ordinal
              : field === 'name'
                ? a.source_name.localeCompare(b.source_name)
                : 0;
          if (result !== 0) return descending ? -result : result;
        }
        return a.id - b.id;
      });
      const offset = (query.page - 1) * query.per_page;
      return { rows: urls.slice(offset, offset + query.per_page), total: urls.length };
    },

    async get(caller: Caller, id: number) {
      assertCan(caller, 'location', 'read');
      const row = await repo.find(caller.accountId, id);
      if (!row) throw notFound('URL not found');
      return toUrl(row);
    },
  };
}

export type UrlsService = ReturnType<typeof createUrlsService>;
