import {
  deleteOidcConfiguration,
  finishOidcLogin,
  getOidcConfiguration,
  saveOidcConfiguration,
  startOidcLogin,
  testOidcDiscovery,
} from '@repute/domain/contracts/oidc-sso';
import type { FastifyRequest } from 'fastify';
import { authState } from '../../platform/auth/auth-state';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { OidcSsoService, SsoLoginEvent } from './oidc-sso.service';

/** Each sign-in's outcome goes to the request log at info, where an audit log can pick it up (no secrets in it). */
const logTo = (request: FastifyRequest) => (event: SsoLoginEvent) =>
  request.log.info(event, `sso login ${event.outcome}`);

export function oidcSsoRoutes(app: ContractApp, sso: OidcSsoService): void {
  route(app, getOidcConfiguration, async (request) => sso.get(callerOf(request)));

  route(app, saveOidcConfiguration, async (request) => sso.save(callerOf(request), request.body));

  route(app, deleteOidcConfiguration, async (request, reply) => {
    await sso.remove(callerOf(request));
    return reply.status(204).send();
  });

  route(app, testOidcDiscovery, async (request) => sso.testDiscovery(request.body.issuer));

  route(app, startOidcLogin, { config: { rateLimits: RATE_LIMITS.login } }, async (request) =>
    sso.start(request.body.email, logTo(request)),
  );

  route(app, finishOidcLogin, { config: { rateLimits: RATE_LIMITS.token } }, async (request, reply) =>
    reply.status(201).send(authState(await sso.finish(request.body, logTo(request), request.id))),
  );
}
