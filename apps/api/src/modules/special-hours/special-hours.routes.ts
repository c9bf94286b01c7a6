import {
  halLinksSchema,
  halListSchema,
  SPECIAL_HOURS_MESSAGES,
  specialHoursCreateSchema,
  specialHoursPatchSchema,
  specialHoursQuerySchema,
  specialHoursSchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { SpecialHoursService } from './special-hours.service';

const entryItem = specialHoursSchema.extend({ _links: halLinksSchema, warnings: z.array(z.string()).optional() });
const listSchema = halListSchema('special_hours', specialHoursSchema);

/** Holiday hours of spec 001 §7: list, create (one location or bulk), patch, delete. */
export function specialHoursRoutes(app: TypedApp, specialHours: SpecialHoursService): void {
  app.get(
    '/special_hours',
    { schema: { tags: ['special hours'], querystring: specialHoursQuerySchema, response: { 200: listSchema } } },
    async (request) => {
      const { rows, total } = await specialHours.list(callerOf(request), request.query);
      return halList('special_hours', rows, total, request.query, '/special_hours', request.query);
    },
  );

  app.get(
    '/special_hours/:id',
    { schema: { tags: ['special hours'], params: idParams, response: { 200: entryItem } } },
    async (request) =>
      halItem(await specialHours.get(callerOf(request), request.params.id), `/special_hours/${request.params.id}`),
  );

  app.post(
    '/special_hours',
    {
      schema: {
        tags: ['special hours'],
        body: specialHoursCreateSchema,
        response: {
          201: z.union([entryItem, listSchema.extend({ warnings: z.array(z.string()), message: z.string() })]),
        },
      },
    },
    async (request, reply) => {
      const { bulk, entries, warnings } = await specialHours.create(callerOf(request), request.body);
      const [first] = entries;
      if (!bulk && first) return reply.status(201).send({ ...halItem(first, `/special_hours/${first.id}`), warnings });
      const list = halList(
        'special_hours',
        entries,
        entries.length,
        { page: 1, per_page: Math.max(1, entries.length) },
        '/special_hours',
      );
      return reply.status(201).send({ ...list, warnings, message: SPECIAL_HOURS_MESSAGES.updated });
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/special_hours/:id',
      {
        schema: {
          tags: ['special hours'],
          params: idParams,
          body: specialHoursPatchSchema,
          response: { 200: entryItem },
        },
      },
      async (request) => {
        const { entry, warnings } = await specialHours.patch(callerOf(request), request.params.id, request.body);
        return { ...halItem(entry, `/special_hours/${entry.id}`), warnings };
      },
    );
  }

  app.delete(
    '/special_hours/:id',
    { schema: { tags: ['special hours'], params: idParams, response: { 200: entryItem } } },
    async (request) =>
      halItem(await specialHours.remove(callerOf(request), request.params.id), `/special_hours/${request.params.id}`),
  );
}
