import {
  askAnswerSchema,
  askPageSchema,
  halLinksSchema,
  halListSchema,
  idSchema,
  listQuerySchema,
  locationLandingPagesSchema,
  microsurveyBodySchema,
  microsurveySchema,
  microsurveySummaryQuerySchema,
  microsurveySummarySchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { AskPagesService } from './ask-pages.service';
import type { MicrosurveysService } from './microsurveys.service';

const TAGS = ['microsurveys'];
const PUBLIC = { rateLimits: RATE_LIMITS.token } as const;
const item = microsurveySchema.extend({ _links: halLinksSchema });
const listQuery = listQuerySchema().extend({ account_id: idSchema.optional(), location_id: idSchema.optional() });
const tokenParams = z.object({ token: z.string().min(16).max(64) });
const href = (id: number) => `/microsurveys/${id}`;

/** Microsurveys (create, list, change, delete, summaries) and a location's public ask pages' links. */
export function microsurveysRoutes(app: TypedApp, microsurveys: MicrosurveysService): void {
  app.get(
    '/microsurveys',
    {
      schema: {
        tags: TAGS,
        querystring: listQuery,
        response: { 200: halListSchema('microsurveys', microsurveySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await microsurveys.list(callerOf(request), request.query);
      return halList('microsurveys', rows, total, request.query, '/microsurveys', request.query);
    },
  );
  app.post(
    '/microsurveys',
    { schema: { tags: TAGS, body: microsurveyBodySchema, response: { 201: item } } },
    async (request, reply) => {
      const created = await microsurveys.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(created, href(created.id)));
    },
  );
  app.get('/microsurveys/:id', { schema: { tags: TAGS, params: idParams, response: { 200: item } } }, async (request) =>
    halItem(await microsurveys.get(callerOf(request), request.params.id), href(request.params.id)),
  );
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/microsurveys/:id',
      { schema: { tags: TAGS, params: idParams, body: microsurveyBodySchema, response: { 200: item } } },
      async (request) =>
        halItem(await microsurveys.update(callerOf(request), request.params.id, request.body), href(request.params.id)),
    );
  }
  app.delete(
    '/microsurveys/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: item } } },
    async (request) =>
      halItem(await microsurveys.remove(callerOf(request), request.params.id), href(request.params.id)),
  );
  app.get(
    '/microsurveys/:id/summaries',
    {
      schema: {
        tags: TAGS,
        params: idParams,
        querystring: microsurveySummaryQuerySchema,
        response: { 200: microsurveySummarySchema },
      },
    },
    async (request) => microsurveys.summary(callerOf(request), request.params.id, request.query),
  );
  app.get(
    '/locations/:id/landing_pages',
    { schema: { tags: TAGS, params: idParams, response: { 200: locationLandingPagesSchema } } },
    async (request) => microsurveys.locationPages(callerOf(request), request.params.id),
  );
}

/** The public ask pages' calls (decision 0078): no login, the page's token is the key. */
export function askPagesRoutes(app: TypedApp, askPages: AskPagesService): void {
  app.get(
    '/public/ask_pages/:token',
    { config: PUBLIC, schema: { tags: TAGS, params: tokenParams, response: { 200: askPageSchema } } },
    async (request) => askPages.page(request.params.token),
  );
  app.post(
    '/public/ask_pages/:token/responses',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        params: tokenParams,
        body: askAnswerSchema,
        response: { 201: z.object({ saved: z.boolean() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await askPages.answer(request.params.token, request.body)),
  );
}
