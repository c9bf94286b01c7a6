import {
  alertCreateSchema,
  alertPatchSchema,
  alertSchema,
  alertsQuerySchema,
  halLinksSchema,
  halListSchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { AlertsService } from './alerts.service';

const alertItem = alertSchema.extend({ _links: halLinksSchema });
const TAGS = ['alerts'];

/** The caller's review alerts (issue 11 §3; spec 000 §1 "alerts" fetched generically). */
export function alertsRoutes(app: TypedApp, alerts: AlertsService): void {
  app.get(
    '/alerts',
    { schema: { tags: TAGS, querystring: alertsQuerySchema, response: { 200: halListSchema('alerts', alertSchema) } } },
    async (request) => {
      const { rows, total } = await alerts.list(callerOf(request), request.query);
      return halList('alerts', rows, total, request.query, '/alerts', request.query);
    },
  );

  app.get('/alerts/:id', { schema: { tags: TAGS, params: idParams, response: { 200: alertItem } } }, async (request) =>
    halItem(await alerts.get(callerOf(request), request.params.id), `/alerts/${request.params.id}`),
  );

  app.post(
    '/alerts',
    { schema: { tags: TAGS, body: alertCreateSchema, response: { 201: alertItem } } },
    async (request, reply) => {
      const alert = await alerts.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(alert, `/alerts/${alert.id}`));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/alerts/:id',
      { schema: { tags: TAGS, params: idParams, body: alertPatchSchema, response: { 200: alertItem } } },
      async (request) =>
        halItem(await alerts.patch(callerOf(request), request.params.id, request.body), `/alerts/${request.params.id}`),
    );
  }

  app.delete(
    '/alerts/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: alertItem } } },
    async (request) =>
      halItem(await alerts.remove(callerOf(request), request.params.id), `/alerts/${request.params.id}`),
  );
}
