import {
  getIntegration,
  listIntegrations,
  oauthCallback,
  oauthOutbound,
  requestGlobalTokenAccess,
} from '@repute/domain/contracts/integrations';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { IntegrationsService } from './integrations.service';
import type { OauthConnectService } from './oauth-connect.service';
import { cookieValue, OAUTH_STATE_COOKIE, stateCookie } from './oauth-state-cookie';

export function integrationsRoutes(
  app: ContractApp,
  {
    integrations,
    oauthConnect,
    publicUrl,
  }: { integrations: IntegrationsService; oauthConnect: OauthConnectService; publicUrl: string },
): void {
  const secureCookies = publicUrl.startsWith('https:');
  route(app, listIntegrations, async (request) => {
    const { rows, total } = await integrations.list(callerOf(request), request.query);
    return halList('integrations', rows, total, request.query, '/integrations', request.query);
  });

  route(app, getIntegration, async (request) =>
    halItem(await integrations.get(callerOf(request), request.params.id), `/integrations/${request.params.id}`),
  );

  route(app, requestGlobalTokenAccess, async (request, reply) => {
    const integration = await integrations.requestAccess(callerOf(request), request.body);
    return reply.code(201).send(halItem(integration, `/integrations/${integration.id}`));
  });

  route(app, oauthOutbound, async (request, reply) => {
    const { url, state } = await oauthConnect.outbound(callerOf(request), request.params.provider);
    reply.header('set-cookie', stateCookie(state, secureCookies));
    return { url };
  });

  // The provider sends the browser here: no Authorization header, the state says whose consent it was.
  route(app, oauthCallback, async (request, reply) => {
    const outcome = await oauthConnect.callback(
      request.params.provider,
      request.query,
      cookieValue(request.headers.cookie, OAUTH_STATE_COOKIE),
    );
    reply.header('set-cookie', stateCookie('', secureCookies));
    if (outcome.failure) {
      request.log.warn(
        { provider: request.params.provider, reason: outcome.failure.reason, detail: outcome.failure.detail },
        'OAuth connect failed',
      );
    }
    return reply.redirect(outcome.location, 302);
  });
}
