import { OAUTH_RESULT_PARAMS, PARTNER_SETUP_ERROR_PATH } from '@repute/domain';
import {
  activateChildGlobalToken,
  changePartnerSetupStep,
  describePartnerSetup,
  listChildIntegrations,
  partnerSetupOauth,
  requestPartnerSetupGlobalToken,
  sendSetupLink,
} from '@repute/domain/contracts/partner-tools';
import { AppError } from '../../platform/errors';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import { stateCookie } from './oauth-state-cookie';
import type { PartnerSetupService } from './partner-setup.service';
import type { PartnerTools } from './partner-tools.service';

/** Where the setup page's Connect lands when it cannot start: the error page says why and how to retry. */
function errorPage(publicUrl: string, params: Record<string, string>) {
  return `${publicUrl}${PARTNER_SETUP_ERROR_PATH}?${new URLSearchParams(params).toString()}`;
}

export function partnerToolsRoutes(
  app: ContractApp,
  {
    partnerTools,
    partnerSetup,
    publicUrl,
  }: { partnerTools: PartnerTools; partnerSetup: PartnerSetupService; publicUrl: string },
): void {
  const secureCookies = publicUrl.startsWith('https:');
  const tokenLimits = { config: { rateLimits: RATE_LIMITS.token } };

  route(app, listChildIntegrations, async (request) => {
    const { rows, total } = await partnerTools.list(callerOf(request), request.query);
    return halList(
      'child_integrations',
      rows,
      total,
      request.query,
      '/partner_tools/child_integrations',
      request.query,
    );
  });

  route(app, sendSetupLink, async (request, reply) =>
    reply.code(202).send(await partnerTools.sendSetupLink(callerOf(request), request.body.child_account_id)),
  );

  route(app, activateChildGlobalToken, async (request) => {
    const integration = await partnerTools.activate(callerOf(request), request.params.id);
    return halItem(integration, `/partner_tools/global_token_integrations/${request.params.id}`);
  });

  route(app, describePartnerSetup, tokenLimits, async (request) => partnerSetup.describe(request.params.token));

  // The page's Connect is a link: the browser comes here, takes the state cookie, and goes on to the provider.
  route(app, partnerSetupOauth, tokenLimits, async (request, reply) => {
    const { token, provider } = request.params;
    try {
      const { url, state } = await partnerSetup.connect(token, provider);
      reply.header('set-cookie', stateCookie(state, secureCookies));
      return reply.redirect(url, 302);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const params: Record<string, string> =
        error.statusCode === 422
          ? { [OAUTH_RESULT_PARAMS.failed]: provider, [OAUTH_RESULT_PARAMS.reason]: 'unavailable', token }
          : { [OAUTH_RESULT_PARAMS.reason]: error.statusCode === 410 ? 'expired' : 'link' };
      return reply.redirect(errorPage(publicUrl, params), 302);
    }
  });

  route(app, changePartnerSetupStep, tokenLimits, async (request) =>
    partnerSetup.changeStep(request.params.token, request.params.step, request.body.status),
  );

  route(app, requestPartnerSetupGlobalToken, tokenLimits, async (request, reply) =>
    reply.code(201).send(await partnerSetup.requestGlobalToken(request.params.token, request.body.integration_id)),
  );
}
