import {
  type UnsubscribeList,
  unsubscribeParamsSchema,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
} from '@repute/domain';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import { type TypedApp, typed } from '../../platform/http/routing';
import type { UnsubscribeService } from './unsubscribe.service';

const TAGS = ['unsubscribe'];
const route = {
  config: { rateLimits: RATE_LIMITS.token },
  schema: {
    tags: TAGS,
    params: unsubscribeParamsSchema,
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeStateSchema },
  },
} as const;

/**
 * GET tells what the link unsubscribes from, POST unsubscribes (the page's one click, and the mail client's
 * RFC 8058 one-click POST, whose form body says nothing the link does not), DELETE subscribes again.
 */
export function unsubscribeRoutes(app: TypedApp, unsubscribe: UnsubscribeService): void {
  const requestOf = (request: {
    params: { list: UnsubscribeList; id: number };
    query: { email: string; token: string };
  }) => ({ ...request.params, ...request.query });

  app.get('/unsubscribe/:list/:id', route, async (request) => unsubscribe.state(requestOf(request)));

  app.register(async (oneClick) => {
    // RFC 8058: the client POSTs "List-Unsubscribe=One-Click" as a form; its body carries nothing else we read.
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    typed(oneClick).post('/unsubscribe/:list/:id', route, async (request) =>
      unsubscribe.unsubscribe(requestOf(request)),
    );
  });

  app.delete('/unsubscribe/:list/:id', route, async (request) => unsubscribe.resubscribe(requestOf(request)));
}
