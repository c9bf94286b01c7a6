import { halListSchema, requestContactSchema, requestContactsQuerySchema } from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halList } from '../../platform/http/hal';
import type { TypedApp } from '../../platform/http/routing';
import type { RequestContacts } from './request-contacts';

/** GET /contacts: the people the account has asked before, to pick as a campaign's recipients. */
export function requestContactsRoutes(app: TypedApp, contacts: RequestContacts): void {
  app.get(
    '/contacts',
    {
      schema: {
        tags: ['review requests'],
        querystring: requestContactsQuerySchema,
        response: { 200: halListSchema('contacts', requestContactSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await contacts.list(callerOf(request), request.query);
      return halList('contacts', rows, total, request.query, '/contacts', request.query);
    },
  );
}
