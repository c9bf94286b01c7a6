import {
  halLinksSchema,
  halListSchema,
  scheduledExportCreateSchema,
  scheduledExportPatchSchema,
  scheduledExportSchema,
  scheduledExportSettingsSchema,
  scheduledExportSettingsStateSchema,
  scheduledExportsQuerySchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { ScheduledExportsService } from './scheduled-exports.service';

const exportItem = scheduledExportSchema.extend({ _links: halLinksSchema });
const TAGS = ['scheduled_exports'];
const self = (id: number) => `/scheduled_exports/${id}`;

/** Spec 000 §7 "Scheduled exports": POST, PATCH /{export_id}, GET (list and one), DELETE /{id}. */
export function scheduledExportsRoutes(app: TypedApp, scheduled: ScheduledExportsService): void {
  app.get(
    '/scheduled_exports',
    {
      schema: {
        tags: TAGS,
        querystring: scheduledExportsQuerySchema,
        response: { 200: halListSchema('scheduled_exports', scheduledExportSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await scheduled.list(callerOf(request), request.query);
      const { export_type, ...params } = request.query;
      const links = { ...params, export_type: export_type?.join(',') };
      return halList('scheduled_exports', rows, total, request.query, '/scheduled_exports', links);
    },
  );

  app.get(
    '/scheduled_exports/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: exportItem } } },
    async (request) => halItem(await scheduled.get(callerOf(request), request.params.id), self(request.params.id)),
  );

  app.post(
    '/scheduled_exports',
    { schema: { tags: TAGS, body: scheduledExportCreateSchema, response: { 201: exportItem } } },
    async (request, reply) => {
      const created = await scheduled.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(created, self(created.id)));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/scheduled_exports/:id',
      { schema: { tags: TAGS, params: idParams, body: scheduledExportPatchSchema, response: { 200: exportItem } } },
      async (request) =>
        halItem(await scheduled.patch(callerOf(request), request.params.id, request.body), self(request.params.id)),
    );
  }

  // Decision 0129: the account's switch for recipients outside it (admins only, as the route table says).
  app.put(
    '/scheduled_export_settings',
    {
      schema: {
        tags: TAGS,
        body: scheduledExportSettingsSchema,
        response: { 200: scheduledExportSettingsStateSchema },
      },
    },
    async (request) => scheduled.setOutsideRecipientsAllowed(callerOf(request), request.body),
  );

  app.delete(
    '/scheduled_exports/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: exportItem } } },
    async (request) => halItem(await scheduled.remove(callerOf(request), request.params.id), self(request.params.id)),
  );
}
