import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import { listQuerySchema } from '../list-query';
import {
  askAnswerSchema,
  askPageSchema,
  locationLandingPagesSchema,
  microsurveyBodySchema,
  microsurveySchema,
  microsurveySummaryQuerySchema,
  microsurveySummarySchema,
} from '../microsurveys';
import { idSchema } from '../whole-numbers';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Microsurveys (create, list, change, delete, summaries), a location's ask pages' links and the public ask pages. */

const tags = ['microsurveys'];

export const microsurveyItemSchema = microsurveySchema.extend({ _links: halLinksSchema });
/** The public ask pages' key (decision 0078): no login, the page's token. */
const tokenParams = z.object({ token: z.string().min(16).max(64) });

export const listMicrosurveys = endpoint({
  method: 'GET',
  path: '/microsurveys',
  query: listQuerySchema().extend({ account_id: idSchema.optional(), location_id: idSchema.optional() }),
  responses: { 200: halListSchema('microsurveys', microsurveySchema) },
  tags,
});

export const createMicrosurvey = endpoint({
  method: 'POST',
  path: '/microsurveys',
  body: microsurveyBodySchema,
  responses: { 201: microsurveyItemSchema },
  tags,
});

export const getMicrosurvey = endpoint({
  method: 'GET',
  path: '/microsurveys/:id',
  params: idParams,
  responses: { 200: microsurveyItemSchema },
  tags,
});

export const patchMicrosurvey = endpoint({
  method: 'PATCH',
  path: '/microsurveys/:id',
  params: idParams,
  body: microsurveyBodySchema,
  responses: { 200: microsurveyItemSchema },
  tags,
});
export const replaceMicrosurvey = alsoAs(patchMicrosurvey, 'PUT');

export const deleteMicrosurvey = endpoint({
  method: 'DELETE',
  path: '/microsurveys/:id',
  params: idParams,
  responses: { 200: microsurveyItemSchema },
  tags,
});

export const getMicrosurveySummary = endpoint({
  method: 'GET',
  path: '/microsurveys/:id/summaries',
  params: idParams,
  query: microsurveySummaryQuerySchema,
  responses: { 200: microsurveySummarySchema },
  tags,
});

/** The Landing Pages tab of a location (decision 0079): its ask pages' links. */
export const getLocationLandingPages = endpoint({
  method: 'GET',
  path: '/locations/:id/landing_pages',
  params: idParams,
  responses: { 200: locationLandingPagesSchema },
  tags,
});

export const getAskPage = endpoint({
  method: 'GET',
  path: '/public/ask_pages/:token',
  params: tokenParams,
  responses: { 200: askPageSchema },
  tags,
});

export const answerAskPage = endpoint({
  method: 'POST',
  path: '/public/ask_pages/:token/responses',
  params: tokenParams,
  body: askAnswerSchema,
  responses: { 201: z.object({ saved: z.boolean() }) },
  tags,
});
