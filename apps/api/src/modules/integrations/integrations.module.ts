import type { PublicFace } from '@repute/domain';
import type { ParentView } from '../../platform/auth/scope';
import type { Brand } from '../../platform/mail/brand';
import type { LinkSigner } from '../../platform/mail/link-signer';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { defineModule } from '../../platform/modules/module-definition';
import type { OauthTokensService } from '../oauth-tokens';
import { createIntegrationsRepo } from './integrations.repo';
import { integrationsRoutes } from './integrations.routes';
import { createIntegrationsService } from './integrations.service';
import { createOauthConnectService } from './oauth-connect.service';
import { type OauthClientConfig, type OauthProviderUrls, oauthProviders } from './oauth-providers';
import { createPartnerSetup, type PartnerSetupDeps } from './partner-setup.service';
import { partnerToolsRoutes } from './partner-tools.routes';
import { type ChildAccounts, createPartnerTools } from './partner-tools.service';
import { createSetupLinks } from './setup-links';

type Deps = {
  oauthTokens: OauthTokensService;
  config: OauthClientConfig;
  oauthProviderUrls?: OauthProviderUrls;
  publicUrl: string;
  /** The partner tools' view of a parent's children (decision 0144). */
  partners: {
    children: ChildAccounts;
    isChildOf: ParentView['isChildOf'];
    accountName: (accountId: number) => Promise<string>;
    partnerOf: PartnerSetupDeps['partnerOf'];
    accountOwner: (accountId: number) => Promise<{ id: number; email: string } | undefined>;
    faceOf: (accountId: number) => Promise<PublicFace>;
  };
  linkSigner: Pick<LinkSigner, 'sign' | 'verify'>;
  mailer: Mailer;
  brandFor: (accountId: number) => Promise<Brand>;
};

export const integrationsModule = defineModule({
  name: 'integrations',
  createRepos: (db) => createIntegrationsRepo(db),
  createServices: (repo, deps: Deps) => {
    const { oauthTokens, config, oauthProviderUrls, publicUrl, partners, linkSigner, mailer, brandFor } = deps;
    const shared = { repo, oauthTokens, providers: oauthProviders(config, oauthProviderUrls), publicUrl };
    const integrations = createIntegrationsService(shared);
    const oauthConnect = createOauthConnectService(shared);
    const setupLinks = createSetupLinks(linkSigner, publicUrl);
    return {
      integrations,
      oauthConnect,
      partnerTools: createPartnerTools({ repo, integrations, setupLinks, mailer, brandFor, ...partners }),
      partnerSetup: createPartnerSetup({ repo, integrations, oauthConnect, setupLinks, ...partners }),
    };
  },
  routes: (app, services, { deps }) => {
    integrationsRoutes(app, { ...services, publicUrl: deps.publicUrl });
    partnerToolsRoutes(app, { ...services, publicUrl: deps.publicUrl });
  },
});
