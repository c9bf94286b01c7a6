import { halLinksSchema, responseBodySchema, responseCreateSchema, responseSchema } from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { ResponsesService } from './responses.service';

const responseItem = responseSchema.extend({ _links: halLinksSchema });

/** Responses to reviews: created submitting, settled by a job (spec 000 §4). */
export function responsesRoutes(app: TypedApp, responses: ResponsesService): void {
  app.get(
    '/responses/:id',
    { schema: { tags: ['responses'], params: idParams, response: { 200: responseItem } } },
    async (request) =>
      halItem(await responses.get(callerOf(request), request.params.id), `/responses/${request.params.id}`),
  );

  app.post(
    '/responses',
    { schema: { tags: ['responses'], body: responseCreateSchema, response: { 202: responseItem } } },
    async (request, reply) => {
      const response = await responses.create(callerOf(request), request.body.review_id, request.body);
      return reply.status(202).send(halItem(response, `/responses/${response.id}`));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/responses/:id',
      { schema: { tags: ['responses'], params: idParams, body: responseBodySchema, response: { 202: responseItem } } },
      async (request, reply) => {
        const response = await responses.edit(callerOf(request), request.params.id, request.body);
        return reply.status(202).send(halItem(response, `/responses/${response.id}`));
      },
    );
  }

  app.delete(
    '/responses/:id',
    { schema: { tags: ['responses'], params: idParams, response: { 202: responseItem } } },
    async (request, reply) => {
      const response = await responses.remove(callerOf(request), request.params.id);
      return reply.status(202).send(halItem(response, `/responses/${response.id}`));
    },
  );
}
