import { z } from 'zod';
import {
  competitorBrandCreateSchema,
  competitorBrandSchema,
  competitorCreateSchema,
  competitorDaySchema,
  competitorFiltersSchema,
  competitorOverviewSchema,
  competitorSchema,
  competitorsQuerySchema,
  competitorUpdateSchema,
  intelSourceSchema,
} from '../competitors';
import { halLinksSchema, halListSchema } from '../hal';
import { isoDateSchema } from '../iso-date';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Issue 28, spec 000 §7: competitors, their brands, the overview report, the intel sources and the CSVs. */

const tags = ['competitors'];
const accountParams = z.object({ account_id: idSchema });
const competitorItemSchema = competitorSchema.extend({ _links: halLinksSchema });

export const listCompetitors = endpoint({
  method: 'GET',
  path: '/competitors',
  query: competitorsQuerySchema,
  responses: { 200: halListSchema('competitors', competitorSchema) },
  tags,
});

export const createCompetitor = endpoint({
  method: 'POST',
  path: '/competitors',
  body: competitorCreateSchema,
  responses: { 201: competitorItemSchema },
  tags,
});

export const updateCompetitor = endpoint({
  method: 'PATCH',
  path: '/competitors/:id',
  params: idParams,
  body: competitorUpdateSchema,
  responses: { 200: competitorItemSchema },
  tags,
});

export const deleteCompetitor = endpoint({
  method: 'DELETE',
  path: '/competitors/:id',
  params: idParams,
  responses: {},
  tags,
});

/** Asks the places near a location for businesses of its kind, now; what is new is kept as suggested. */
export const suggestCompetitors = endpoint({
  method: 'POST',
  path: '/competitors/suggestions',
  body: z.object({ location_id: idSchema }),
  responses: { 200: halListSchema('competitors', competitorSchema) },
  tags,
});

/** One competitor's daily history per source, both days included (the last six months by default). */
export const getCompetitorHistory = endpoint({
  method: 'GET',
  path: '/competitors/:id/history',
  params: idParams,
  query: z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional(), nonce: z.string().optional() }),
  responses: { 200: z.object({ id: z.number().int(), days: z.array(competitorDaySchema) }) },
  tags,
});

export const listCompetitorBrands = endpoint({
  method: 'GET',
  path: '/competitor_brands',
  query: competitorFiltersSchema,
  responses: { 200: halListSchema('competitor_brands', competitorBrandSchema) },
  tags,
});

export const createCompetitorBrand = endpoint({
  method: 'POST',
  path: '/competitor_brands',
  body: competitorBrandCreateSchema,
  responses: { 201: competitorBrandSchema.extend({ _links: halLinksSchema }) },
  tags,
});

export const deleteCompetitorBrand = endpoint({
  method: 'DELETE',
  path: '/competitor_brands/:id',
  params: idParams,
  responses: {},
  tags,
});

export const getCompetitorOverview = endpoint({
  method: 'GET',
  path: '/reports/:account_id/competitor/overview',
  params: accountParams,
  query: competitorFiltersSchema,
  responses: { 200: competitorOverviewSchema },
  tags,
});

export const listIntelSources = endpoint({
  method: 'GET',
  path: '/intel/accounts/:account_id/sources',
  params: accountParams,
  query: z.object({ nonce: z.string().optional() }),
  responses: { 200: halListSchema('sources', intelSourceSchema) },
  tags,
});

/** Filters as the URL has them; the export's own schema reads them (400 on a bad one). */
const csvQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Spec 000 §7: the overview's rows as a CSV (the competitors_overview export). */
export const downloadCompetitorLocationsCsv = endpoint({
  method: 'GET',
  path: '/export/csv/intel/locations',
  query: csvQuery,
  responses: {},
  tags,
});

/** Spec 000 §7: the brands' roll-ups as a CSV (the competitors_brands export, decision 0136). */
export const downloadCompetitorBrandsCsv = endpoint({
  method: 'GET',
  path: '/intel/locations/tags_overview/export',
  query: csvQuery,
  responses: {},
  tags,
});
