import { unsubscribeParamsSchema, unsubscribeQuerySchema, unsubscribeStateSchema } from '../alerts';
import { alsoAs, endpoint } from './endpoint';

/**
 * The public unsubscribe page's calls (spec 000 §2): the list and subscription in the path, the recipient and the
 * link's signature in the query. GET tells what the link unsubscribes from, POST unsubscribes, DELETE subscribes
 * again; each answers the subscription as it stands.
 */

export const getUnsubscribeState = endpoint({
  method: 'GET',
  path: '/unsubscribe/:list/:id',
  params: unsubscribeParamsSchema,
  query: unsubscribeQuerySchema,
  responses: { 200: unsubscribeStateSchema },
  tags: ['unsubscribe'],
});
export const unsubscribeByLink = alsoAs(getUnsubscribeState, 'POST');
export const resubscribeByLink = alsoAs(getUnsubscribeState, 'DELETE');
