import { createHash } from 'node:crypto';
import { type OidcConfiguration, type OidcConfigurationInput, SSO_NOT_SET_UP, SSO_REFUSED } from '@repute/domain';
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import { type OidcClientSettings, type OidcProvider, oidcFailureReason } from '../../connectors/oidc-provider';
import type { Caller } from '../../platform/auth/caller';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { AppError, conflict, notFound, unprocessable } from '../../platform/errors';
import { auditPeopleOf, type RecordAudit } from '../audit-log';
import type { OidcConfigurationRow, OidcSsoRepo } from './oidc-sso.repo';
import { createSecretSeal } from './secret-seal';

/** Long enough to sign in at the provider (a password, a second factor); a state is good this long, once. */
const ATTEMPT_MINUTES = 10;

/** What a sign-in attempt came to, for the request log (and an audit log that reads it): never a secret or token. */
export type SsoLoginEvent = {
  event: 'sso_login';
  outcome: 'started' | 'succeeded' | 'refused';
  reason?: string;
  account_id?: number;
  user_id?: number;
  email_domain?: string;
  jit_created?: boolean;
};

type OidcSsoDeps = {
  repo: OidcSsoRepo;
  unitOfWork: UnitOfWork;
  provider: OidcProvider;
  publicUrl: string;
  /** Starts a session as a password login does (the auth module's issue). */
  issue: (userId: number, accountId: number, email: string) => Promise<Caller>;
  /** Writes sign-ins, and refusals whose account is known, to that account's audit log (decision 0169). */
  recordAudit?: RecordAudit;
};

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** A refusal of sign-in: one message for the person, the reason for the log. */
class SsoRefusal extends AppError {
  constructor(readonly reason: string) {
    super(401, 'sso_refused', SSO_REFUSED);
  }
}

/**
 * Single sign-on with OpenID Connect (issue 31, decision 0156). An account's configuration signs in the users of its
 * e-mail domains who belong to it, or to a child of it that has no configuration of its own; a first sign-in creates
 * a user of the chosen type in the configuration's account when just-in-time users are on.
 */
export function createOidcSsoService({
  repo,
  unitOfWork,
  provider,
  publicUrl,
  issue,
  recordAudit = async () => {},
}: OidcSsoDeps) {
  const seal = createSecretSeal(repo.sealingKey);
  const redirectUri = `${publicUrl}/sso/callback`;

  function viewOf(row: OidcConfigurationRow): OidcConfiguration {
    return {
      enabled: row.enabled,
      issuer: row.issuer,
      client_id: row.clientId,
      has_client_secret: row.clientSecretSealed !== null,
      email_domains: row.emailDomains,
      jit_user_type_id: row.jitUserTypeId,
      redirect_uri: redirectUri,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function clientSettings(row: OidcConfigurationRow): Promise<OidcClientSettings> {
    return {
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecret: row.clientSecretSealed ? await seal.open(row.clientSecretSealed) : null,
    };
  }

  /** The user an ID token's address signs in as: theirs if the configuration covers their account, else a new one. */
  async function userFor(config: OidcConfigurationRow, email: string, names: { given?: string; family?: string }) {
    const existing = await repo.userByEmail(email);
    if (existing) {
      if (!existing.active) throw new SsoRefusal('user_deactivated');
      const covered =
        existing.accountId === config.accountId ||
        (existing.parentAccountId === config.accountId && !(await repo.configuration(existing.accountId)));
      if (!covered) throw new SsoRefusal('user_in_another_account');
      return { user: existing, created: false };
    }
    if (config.jitUserTypeId === null) throw new SsoRefusal('no_user_and_jit_off');
    const created = await repo.createJitUser({
      accountId: config.accountId,
      email,
      firstName: names.given ?? email.slice(0, email.lastIndexOf('@')),
      lastName: names.family ?? '',
      userTypeId: config.jitUserTypeId,
    });
    if (!created) throw new SsoRefusal('address_taken_meanwhile');
    return { user: created, created: true };
  }

  return {
    async get(caller: Caller): Promise<OidcConfiguration> {
      const row = await repo.configuration(caller.accountId);
      if (!row) throw notFound('Single sign-on is not configured');
      return viewOf(row);
    },

    async save(caller: Caller, input: OidcConfigurationInput): Promise<OidcConfiguration> {
      const domains = [...new Set(input.email_domains)];
      const secret = input.client_secret?.trim();
      return unitOfWork(async () => {
        const taken = await repo.domainsClaimedElsewhere(caller.accountId, domains);
        if (taken.length > 0) {
          throw conflict(`Another account signs in ${taken.join(', ')} with single sign-on`, {
            email_domains: [`Already used by another account: ${taken.join(', ')}`],
          });
        }
        await repo.save(caller.accountId, {
          enabled: input.enabled,
          issuer: input.issuer,
          clientId: input.client_id,
          ...(secret ? { clientSecretSealed: await seal.seal(secret) } : {}),
          jitUserTypeId: input.jit_user_type_id,
          emailDomains: domains,
        });
        const row = await repo.configuration(caller.accountId);
        if (!row) throw new Error('configuration not stored');
        return viewOf(row);
      });
    },

    async remove(caller: Caller): Promise<void> {
      if (!(await repo.remove(caller.accountId))) throw notFound('Single sign-on is not configured');
    },

    /** "Test connection": the discovery document, or 422 saying why it could not be read. */
    async testDiscovery(issuer: string) {
      try {
        return await provider.discover(issuer);
      } catch (error) {
        throw unprocessable(
          'discovery_failed',
          `The identity provider could not be reached: ${oidcFailureReason(error)}`,
        );
      }
    },

    /** "Sign in with SSO": the provider's URL for the address's domain, with a state kept for the callback. */
    async start(email: string, log: (event: SsoLoginEvent) => void) {
      const emailDomain = domainOf(email);
      const config = await repo.enabledConfigurationForDomain(emailDomain);
      if (!config) {
        log({ event: 'sso_login', outcome: 'refused', reason: 'domain_not_configured', email_domain: emailDomain });
        throw notFound(SSO_NOT_SET_UP);
      }
      const [state, nonce, codeVerifier] = [randomState(), randomNonce(), randomPKCECodeVerifier()];
      const authorizationUrl = await provider
        .authorizationUrl(await clientSettings(config), { redirectUri, state, nonce, codeVerifier, loginHint: email })
        .catch((error: unknown) => {
          log({ event: 'sso_login', outcome: 'refused', reason: 'discovery_failed', account_id: config.accountId });
          throw unprocessable(
            'discovery_failed',
            `The identity provider could not be reached: ${oidcFailureReason(error)}`,
          );
        });
      await repo.saveAttempt({
        stateHash: hashOf(state),
        accountId: config.accountId,
        nonce,
        codeVerifier,
        expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60_000),
      });
      log({ event: 'sso_login', outcome: 'started', account_id: config.accountId, email_domain: emailDomain });
      return { authorization_url: authorizationUrl, state };
    },

    /** The provider's answer: the state taken once, the ID token verified, then the user's session. */
    async finish(
      response: { code: string; state: string; iss?: string | undefined },
      log: (event: SsoLoginEvent) => void,
      requestId?: string,
    ): Promise<Caller> {
      let accountId: number | undefined;
      let emailDomain: string | undefined;
      try {
        const attempt = await repo.takeAttempt(hashOf(response.state));
        if (!attempt) throw new SsoRefusal('state_unknown_or_used');
        accountId = attempt.accountId;
        const config = await repo.configuration(attempt.accountId);
        if (!config?.enabled) throw new SsoRefusal('configuration_off');
        const callbackUrl = new URL(redirectUri);
        for (const [key, value] of Object.entries(response)) if (value) callbackUrl.searchParams.set(key, value);
        const identity = await provider
          .verifiedIdentity(await clientSettings(config), {
            callbackUrl,
            state: response.state,
            nonce: attempt.nonce,
            codeVerifier: attempt.codeVerifier,
          })
          .catch((error: unknown) => {
            throw new SsoRefusal(`id_token_rejected: ${oidcFailureReason(error)}`);
          });
        if (!identity.email) throw new SsoRefusal('no_email_claim');
        if (identity.emailVerified === false) throw new SsoRefusal('email_not_verified');
        emailDomain = domainOf(identity.email);
        if (!config.emailDomains.includes(emailDomain)) throw new SsoRefusal('domain_not_allowed');
        const { email } = identity;
        const { user, created } = await unitOfWork(() =>
          userFor(config, email, { given: identity.givenName, family: identity.familyName }),
        );
        const caller = await issue(user.id, user.accountId, user.email);
        log({
          event: 'sso_login',
          outcome: 'succeeded',
          account_id: user.accountId,
          user_id: user.id,
          email_domain: emailDomain,
          jit_created: created,
        });
        await recordAudit({
          accountId: caller.accountId,
          ...auditPeopleOf(caller),
          action: 'login.oidc',
          resource: 'session',
          after: { jit_created: created },
          requestId: requestId ?? null,
        });
        return caller;
      } catch (error) {
        if (error instanceof SsoRefusal) {
          log({
            event: 'sso_login',
            outcome: 'refused',
            reason: error.reason,
            account_id: accountId,
            email_domain: emailDomain,
          });
          // A state nobody issued names no account: there is no audit log to write it to, only the request log.
          if (accountId !== undefined) {
            await recordAudit({
              accountId,
              actor: null,
              action: 'login.oidc_refused',
              resource: 'session',
              after: { reason: error.reason, email_domain: emailDomain ?? null },
              requestId: requestId ?? null,
            });
          }
        }
        throw error;
      }
    },
  };
}

export type OidcSsoService = ReturnType<typeof createOidcSsoService>;
