import { z } from 'zod';
import {
  localSearchFiltersSchema,
  localSearchListQuerySchema,
  pointBudgetSchema,
  pointBudgetUpdateSchema,
  scanStartedSchema,
  trackedSearchCreateSchema,
  trackedSearchDetailSchema,
  trackedSearchListSchema,
  trackedSearchSchema,
} from '../local-search';
import { mapTilesSettingSchema } from '../map-tiles';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Local Search (issue 29): tracked searches, their geo-grid scans and the grid-point budget (decision 0138). */

const tags = ['local search'];
const accountQuery = z.object({ account_id: idSchema.optional(), nonce: z.string().optional() });

export const listTrackedSearches = endpoint({
  method: 'GET',
  path: '/local_search/searches',
  query: localSearchListQuerySchema,
  responses: { 200: trackedSearchListSchema },
  tags,
});

export const createTrackedSearch = endpoint({
  method: 'POST',
  path: '/local_search/searches',
  body: trackedSearchCreateSchema,
  responses: { 201: trackedSearchSchema },
  tags,
});

/** One tracked search: the latest scan's grid in the range, its competitors and the range's scans. */
export const getTrackedSearch = endpoint({
  method: 'GET',
  path: '/local_search/searches/:id',
  params: idParams,
  query: localSearchFiltersSchema.omit({ group_id: true, location_id: true }),
  responses: { 200: trackedSearchDetailSchema },
  tags,
});

export const deleteTrackedSearch = endpoint({
  method: 'DELETE',
  path: '/local_search/searches/:id',
  params: idParams,
  responses: {},
  tags,
});

/** Runs a scan now: 422 when the account's grid points of the month would not cover it. */
export const startScan = endpoint({
  method: 'POST',
  path: '/local_search/searches/:id/scans',
  params: idParams,
  responses: { 202: scanStartedSchema },
  tags,
});

export const getPointBudget = endpoint({
  method: 'GET',
  path: '/local_search/budget',
  query: accountQuery,
  responses: { 200: pointBudgetSchema },
  tags,
});

/** Admins set the account's grid points a month (decision 0165); the answer is the month's budget as it now stands. */
export const setPointBudget = endpoint({
  method: 'PUT',
  path: '/local_search/budget',
  body: pointBudgetUpdateSchema,
  responses: { 200: pointBudgetSchema },
  tags,
});

/** The install's map tiles under the heat map, or null: the SVG alone (decision 0165). */
export const getMapTiles = endpoint({
  method: 'GET',
  path: '/local_search/map_tiles',
  responses: { 200: mapTilesSettingSchema },
  tags,
});

/** Spec 000 §7: the local search "average search zones" direct CSV. */
export const averageSearchZonesCsv = endpoint({
  method: 'GET',
  path: '/export/csv/local_search/average_search_zones',
  query: localSearchFiltersSchema,
  responses: {},
  tags,
});
