import {
  INTEGRATION_CATALOGUE,
  type OauthProvider,
  type PartnerSetup,
  type PublicFace,
  partnerSetupPath,
} from '@repute/domain';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { isSetupStep, stepStatusOf } from './child-integrations';
import type { IntegrationsRepo } from './integrations.repo';
import type { IntegrationsService } from './integrations.service';
import type { OauthConnectService } from './oauth-connect.service';
import type { SetupLink, SetupLinks } from './setup-links';

export const SETUP_LINK_REFUSALS = {
  invalid: 'This setup link does not work. Ask your partner for a new one.',
  expired: 'This setup link has expired. Ask your partner for a new one.',
} as const;

export type PartnerSetupDeps = {
  repo: Pick<IntegrationsRepo, 'setupSteps' | 'setSetupStep' | 'requestAccess'>;
  integrations: Pick<IntegrationsService, 'setupIntegrationsOf'>;
  oauthConnect: Pick<OauthConnectService, 'outboundForSetup'>;
  setupLinks: Pick<SetupLinks, 'read'>;
  accountOwner: (accountId: number) => Promise<{ id: number; email: string } | undefined>;
  /** The account's name and its parent's (the partner), or undefined when it has no parent. */
  partnerOf: (accountId: number) => Promise<{ accountName: string; partnerName: string } | undefined>;
  /** The account's public look (its partner's white label, decision 0093). */
  faceOf: (accountId: number) => Promise<PublicFace>;
};

/**
 * The public page behind a partner's setup link (/partner-integrations-setup, decision 0144): no login, the signed
 * token names one child account. Its owner connects Google, Facebook and Trustpilot (the OAuth consent runs in the
 * owner's name and comes back here), skips a step, or asks for a global-token integration. The page speaks as the
 * partner. A token that is not ours, or whose account is no longer a partner's child with an owner, is 404; past
 * its time, 410.
 */
export function createPartnerSetup({
  repo,
  integrations,
  oauthConnect,
  setupLinks,
  accountOwner,
  partnerOf,
  faceOf,
}: PartnerSetupDeps) {
  async function checked(token: string) {
    const link = await setupLinks.read(token);
    if (!link) throw notFound(SETUP_LINK_REFUSALS.invalid);
    const [names, owner] = await Promise.all([partnerOf(link.accountId), accountOwner(link.accountId)]);
    if (!names || !owner) throw notFound(SETUP_LINK_REFUSALS.invalid);
    if (link.expiresAt.getTime() <= Date.now()) throw new AppError(410, 'gone', SETUP_LINK_REFUSALS.expired);
    return { link, names, owner };
  }

  async function describe(link: SetupLink, names: { accountName: string; partnerName: string }): Promise<PartnerSetup> {
    const { accountId } = link;
    const [catalogue, steps, face] = await Promise.all([
      integrations.setupIntegrationsOf(accountId),
      repo.setupSteps([accountId]),
      faceOf(accountId),
    ]);
    return {
      business_name: names.partnerName,
      brand: face.brand,
      account_name: names.accountName,
      expires_at: link.expiresAt.toISOString(),
      steps: catalogue.flatMap((integration) =>
        isSetupStep(integration.code)
          ? [
              {
                code: integration.code,
                name: integration.name,
                status: stepStatusOf(steps, accountId, integration.code, integration.integrated),
                connected: integration.integrated,
                available: integration.available,
              },
            ]
          : [],
      ),
      global_tokens: catalogue
        .filter((integration) => integration.integration_type === 'global_token')
        .map((integration) => ({
          id: integration.id,
          name: integration.name,
          status: integration.global_token_integration_status,
        })),
    };
  }

  return {
    async describe(token: string) {
      const { link, names } = await checked(token);
      return describe(link, names);
    },

    /** The provider's consent for the child account, in its owner's name, coming back to this page. */
    async connect(token: string, provider: OauthProvider) {
      const { link, owner } = await checked(token);
      return oauthConnect.outboundForSetup(link.accountId, owner.id, provider, partnerSetupPath(token));
    },

    async changeStep(token: string, step: OauthProvider, status: 'skipped' | 'unstarted') {
      const { link, names } = await checked(token);
      await repo.setSetupStep(link.accountId, step, status);
      return describe(link, names);
    },

    /** A global-token integration asked for, in the owner's name: access_requested until verified. */
    async requestGlobalToken(token: string, integrationId: number) {
      const { link, names, owner } = await checked(token);
      const entry = INTEGRATION_CATALOGUE.find((candidate) => candidate.id === integrationId);
      if (entry?.kind !== 'request_access') {
        throw badRequest('Choose an integration that is requested', {
          integration_id: ['Choose an integration that is requested'],
        });
      }
      const row = await repo.requestAccess(link.accountId, entry.code, owner.id);
      if (!row) throw conflict(`Access to ${entry.name} has already been requested`);
      return describe(link, names);
    },
  };
}

export type PartnerSetupService = ReturnType<typeof createPartnerSetup>;
