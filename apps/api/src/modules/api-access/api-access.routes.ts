import {
  createApiToken,
  createOauthClient,
  decideConsent,
  deleteOauthClient,
  describeConsent,
  exchangeOauthToken,
  listApiTokens,
  listOauthClients,
  revokeApiToken,
  revokeOauthToken,
} from '@repute/domain/contracts/api-access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf, parseBasicAuth } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import { type ContractApp, typed } from '../../platform/http/routing';
import type { ApiTokensService } from './api-tokens.service';
import type { OauthClientsService } from './oauth-clients.service';
import type { OauthConsentService } from './oauth-consent.service';
import { OauthError } from './oauth-error';
import type { ClientCredentials, OauthTokensService } from './oauth-tokens.service';

type ApiAccessServices = {
  apiTokens: ApiTokensService;
  oauthClients: OauthClientsService;
  oauthConsent: OauthConsentService;
  oauthTokenEndpoint: OauthTokensService;
};

/** Everything on one page: a user has a few tokens, an account a few clients. */
const whole = (count: number) => ({ page: 1, per_page: Math.max(count, 1) });

/** RFC 6749 §2.3.1: HTTP Basic with the form-encoded client_id and secret, else the body's. */
function clientCredentials(request: FastifyRequest, body: ClientCredentials): ClientCredentials {
  const basic = parseBasicAuth(request.headers.authorization);
  if (!basic) return body;
  try {
    return { clientId: decodeURIComponent(basic.email), clientSecret: decodeURIComponent(basic.token) };
  } catch {
    return {};
  }
}

/** An OAuth error answers in the RFC's shape; anything else goes to the app's error handler. */
async function answeringOauthErrors<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return reply.status(200).send(await work());
  } catch (error) {
    if (!(error instanceof OauthError)) throw error;
    if (error.code === 'invalid_client') reply.header('www-authenticate', 'Basic realm="repute"');
    return reply.status(error.status).send(error.body);
  }
}

/** Issue 31 (decision 0160): personal API tokens, OAuth clients, the consent step and the token endpoints. */
export function apiAccessRoutes(app: ContractApp, services: ApiAccessServices): void {
  const { apiTokens, oauthClients, oauthConsent, oauthTokenEndpoint } = services;

  route(app, listApiTokens, async (request) => {
    const rows = await apiTokens.list(callerOf(request));
    return halList('api_tokens', rows, rows.length, whole(rows.length), '/api_tokens');
  });
  route(app, createApiToken, async (request, reply) => {
    const created = await apiTokens.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(created, `/api_tokens/${created.id}`));
  });
  route(app, revokeApiToken, async (request, reply) => {
    await apiTokens.revoke(callerOf(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, listOauthClients, async (request) => {
    const rows = await oauthClients.list(callerOf(request));
    return halList('oauth_clients', rows, rows.length, whole(rows.length), '/oauth_clients');
  });
  route(app, createOauthClient, async (request, reply) => {
    const created = await oauthClients.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(created, `/oauth_clients/${created.id}`));
  });
  route(app, deleteOauthClient, async (request, reply) => {
    await oauthClients.remove(callerOf(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, describeConsent, async (request) => oauthConsent.describe(callerOf(request), request.query));
  route(app, decideConsent, async (request) => oauthConsent.decide(callerOf(request), request.body));

  app.register(async (scope) => {
    // RFC 6749 §4.1.3 and RFC 7009 §2.1: clients send a form; JSON is taken too.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = typed(scope);
    const options = { config: { rateLimits: RATE_LIMITS.login } } as const;
    route(routes, exchangeOauthToken, options, async (request, reply) => {
      const { client_id, client_secret, ...grant } = request.body;
      const credentials = clientCredentials(request, { clientId: client_id, clientSecret: client_secret });
      return answeringOauthErrors(reply, () => oauthTokenEndpoint.token(credentials, grant));
    });
    route(routes, revokeOauthToken, options, async (request, reply) => {
      const { client_id, client_secret, token } = request.body;
      const credentials = clientCredentials(request, { clientId: client_id, clientSecret: client_secret });
      return answeringOauthErrors(reply, async () => {
        await oauthTokenEndpoint.revoke(credentials, token);
        return {};
      });
    });
  });
}
