import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Connectors } from '../connectors/connectors';
import { createAccountsRepo, createAccountsService } from '../modules/accounts';
import { createAuthRepo, createAuthService } from '../modules/auth';
import type { OauthClientConfig, OauthProviderUrls } from '../modules/integrations';
import { createOauthTokensRepo, createOauthTokensService } from '../modules/oauth-tokens';
import { createPasswordsRepo, createPasswordsService } from '../modules/passwords';
import { createSignupRepo, createSignupService } from '../modules/signup';
import { createUsersRepo, createUsersService } from '../modules/users';
import { createWebhooksRepo } from '../modules/webhooks';
import type { Database } from '../platform/db/client';
import { createMailer } from '../platform/mail/mail.jobs';
import type { Brand } from '../platform/mail/templates';
import { createFilterServices } from './filter-services';
import { createIntegrationServices } from './integration-services';
import { createLocationServices } from './location-services';
import { createReviewServices } from './review-services';

export const PRODUCT_BRAND: Brand = { productName: 'Repute', supportEmail: null };

/** Wires every module's repo and service once per process. */
export function createServices(
  db: Database,
  boss: PgBoss,
  config: Pick<Config, 'publicUrl'> & OauthClientConfig,
  connectors: Connectors,
  oauthProviderUrls?: OauthProviderUrls,
) {
  const mailer = createMailer(boss);
  const accountsRepo = createAccountsRepo(db);
  const accounts = createAccountsService(accountsRepo);
  const authRepo = createAuthRepo(db);
  const auth = createAuthService(authRepo);
  const usersRepo = createUsersRepo(db);

  /** White-label accounts sign their e-mails with their own support address. */
  const brandFor = async (accountId: number): Promise<Brand> => {
    const whitelabel = await accountsRepo.whitelabelFor(accountId);
    return whitelabel ? { productName: 'your dashboard', supportEmail: whitelabel.supportEmail } : PRODUCT_BRAND;
  };
  const accountName = async (accountId: number) => (await accountsRepo.findAccount(accountId))?.name ?? '';

  const passwords = createPasswordsService({
    repo: createPasswordsRepo(db),
    authRepo,
    auth,
    mailer,
    publicUrl: config.publicUrl,
    brandFor,
  });
  const users = createUsersService({
    repo: usersRepo,
    mailer,
    resetLink: passwords.resetLink,
    changePassword: passwords.changePassword,
    endSessions: (userId) => authRepo.revokeUserTokens(userId),
    accountName,
    brandFor,
  });
  const signup = createSignupService({
    repo: createSignupRepo(db),
    usersRepo,
    auth,
    mailer,
    publicUrl: config.publicUrl,
    brand: PRODUCT_BRAND,
  });
  const locationServices = createLocationServices(db, accounts, connectors, boss);
  const oauthTokens = createOauthTokensService({ repo: createOauthTokensRepo(db) });
  return {
    mailer,
    accounts,
    auth,
    passwords,
    users,
    signup,
    brandFor,
    webhooks: createWebhooksRepo(db),
    oauthTokens,
    ...createIntegrationServices(db, config, oauthTokens, oauthProviderUrls),
    ...locationServices,
    ...createFilterServices(db, accounts, locationServices),
    ...createReviewServices(db, boss, accounts, connectors),
  };
}

export type Services = ReturnType<typeof createServices>;
