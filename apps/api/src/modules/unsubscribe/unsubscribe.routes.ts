import type { UnsubscribeList } from '@repute/domain';
import { getUnsubscribeState, resubscribeByLink, unsubscribeByLink } from '@repute/domain/contracts/unsubscribe';
import { route } from '../../platform/http/contract-route';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import { type ContractApp, typed } from '../../platform/http/routing';
import type { UnsubscribeService } from './unsubscribe.service';

const options = { config: { rateLimits: RATE_LIMITS.token } } as const;

/**
 * GET tells what the link unsubscribes from, POST unsubscribes (the page's one click, and the mail client's
 * RFC 8058 one-click POST, whose form body says nothing the link does not), DELETE subscribes again.
 */
export function unsubscribeRoutes(app: ContractApp, unsubscribe: UnsubscribeService): void {
  const requestOf = (request: {
    params: { list: UnsubscribeList; id: number };
    query: { email: string; token: string };
  }) => ({ ...request.params, ...request.query });

  route(app, getUnsubscribeState, options, async (request) => unsubscribe.state(requestOf(request)));

  app.register(async (oneClick) => {
    // RFC 8058: the client POSTs "List-Unsubscribe=One-Click" as a form; its body carries nothing else we read.
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    route(typed(oneClick), unsubscribeByLink, options, async (request) => unsubscribe.unsubscribe(requestOf(request)));
  });

  route(app, resubscribeByLink, options, async (request) => unsubscribe.resubscribe(requestOf(request)));
}
