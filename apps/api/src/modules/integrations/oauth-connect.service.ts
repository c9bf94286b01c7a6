import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_RESULT_PARAMS, type OauthFailure, type OauthProvider, PARTNER_SETUP_ERROR_PATH } from '@repute/domain';
import { ReviewSourceError } from '../../connectors/review-source';
import type { Caller } from '../../platform/auth/caller';
import { notFound, unprocessable } from '../../platform/errors';
import { type IntegrationDeps, isOauthProvider } from './oauth-providers';

/** Long enough to log in at the provider and grant; short enough that a leaked state soon means nothing. */
export const STATE_LIFETIME_MS = 10 * 60_000;

const NAMES: Record<OauthProvider, string> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** What the provider's redirect carries: a code, or an error (the person declined), and our state. */
export type CallbackQuery = { code?: string; state?: string; error?: string };

/** Where the browser goes after the callback, and why it failed (for the log: never a code or token). */
export type CallbackOutcome = { location: string; failure?: { reason: OauthFailure; detail: string } };

/**
 * The OAuth connect flow (spec 000 §7 /oauth/outbound/{provider}): an admin's browser is sent to the
 * provider's consent with a random state, which is stored hashed, bound to the account and the admin,
 * valid 10 minutes and taken on first use. The provider sends the browser back to the callback on
 * PUBLIC_URL, which exchanges the code, stores the token and sends the browser on to
 * /settings/integrations saying whether it worked.
 */
export function createOauthConnectService({
  repo,
  oauthTokens,
  providers,
  publicUrl,
  now = () => new Date(),
}: IntegrationDeps<'store'>) {
  const redirectUri = (provider: OauthProvider) => `${publicUrl}/api/oauth/callback/${provider}`;
  /** The integrations page, or the partner setup page the consent was started from (decision 0144). */
  const page = (params: Record<string, string>, returnPath?: string | null) => {
    const url = new URL(returnPath ?? '/settings/integrations', publicUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  };
  /** A setup page's failure goes to its error page, which keeps the link's token to try again with. */
  const failurePage = (params: Record<string, string>, returnPath?: string | null) =>
    returnPath ? page(params, `${PARTNER_SETUP_ERROR_PATH}${new URL(returnPath, publicUrl).search}`) : page(params);
  const failed = (
    provider: OauthProvider,
    reason: OauthFailure,
    detail: string,
    returnPath?: string | null,
  ): CallbackOutcome => ({
    location: failurePage({ [OAUTH_RESULT_PARAMS.failed]: provider, [OAUTH_RESULT_PARAMS.reason]: reason }, returnPath),
    failure: { reason, detail },
  });

  function providerOf(code: string) {
    if (!isOauthProvider(code)) throw notFound('Integration not found');
    return code;
  }

  /** The consent address for one account's connection, and its state, stored hashed with where to come back. */
  async function start(
    who: { accountId: number; userId: number },
    code: string,
    returnPath: string | null,
  ): Promise<{ url: string; state: string }> {
    const provider = providerOf(code);
    const consent = providers.enabled[provider];
    if (!consent) {
      const missing = providers.missing[provider];
      throw unprocessable(
        'integration_unavailable',
        missing.length > 0
          ? `${NAMES[provider]} cannot be connected until the server's operator sets ${missing.join(' and ')}`
          : `Connecting ${NAMES[provider]} is not available yet`,
      );
    }
    const state = randomBytes(32).toString('base64url');
    await repo.saveState(hashOf(state), {
      ...who,
      provider,
      expiresAt: new Date(now().getTime() + STATE_LIFETIME_MS),
      returnPath,
    });
    return { url: consent.consentUrl(state, redirectUri(provider)), state };
  }

  return {
    /**
     * GET /oauth/outbound/{provider}: the consent address for the admin's browser to open, and the state, which
     * the route also hands that browser as a cookie (the callback takes the state only from the same browser).
     */
    outbound: (caller: Caller, code: string) => start(caller, code, null),

    /**
     * The consent of a partner's setup link (decision 0144): for the child account, in its owner's name, coming back
     * to the setup page `returnPath`. The step is started.
     */
    async outboundForSetup(accountId: number, ownerUserId: number, code: string, returnPath: string) {
      const started = await start({ accountId, userId: ownerUserId }, code, returnPath);
      await repo.setSetupStep(accountId, code, 'started');
      return started;
    },

    /**
     * GET /oauth/callback/{provider}: every outcome is a redirect to the integrations page. `browserState` is the
     * state the outbound call gave this browser: a consent address opened in another browser (sent to someone
     * who manages a Google or Facebook page) must not connect that person's page to the sender's account.
     */
    async callback(code: string, query: CallbackQuery, browserState: string | undefined): Promise<CallbackOutcome> {
      const provider = providerOf(code);
      const consent = providers.enabled[provider];
      if (!query.state || browserState !== query.state) {
        return failed(provider, 'state', 'the consent was not started in this browser');
      }
      const saved = query.state ? await repo.takeState(hashOf(query.state)) : null;
      const back = saved?.returnPath;
      if (!saved || saved.provider !== provider || saved.expiresAt.getTime() <= now().getTime()) {
        const detail = saved ? 'the state has expired or is for another provider' : 'unknown state';
        return failed(provider, 'state', detail, back);
      }
      if (query.error || !query.code)
        return failed(provider, 'denied', `the provider answered ${query.error ?? 'no code'}`, back);
      if (!consent) return failed(provider, 'unavailable', 'the provider is not configured', back);
      try {
        const grant = await consent.exchange(query.code, redirectUri(provider));
        await oauthTokens.store(saved.accountId, consent.sourceId, { ...grant, createdByUserId: saved.userId });
        // Connected from anywhere, the setup step is done (spec 000 §4).
        await repo.setSetupStep(saved.accountId, provider, 'completed');
      } catch (error) {
        if (error instanceof ReviewSourceError) {
          return failed(provider, error.retryable ? 'unavailable' : 'exchange', error.message, back);
        }
        // Our own failure (storing the token): the admin still lands on the page, told it did not work.
        return failed(provider, 'unavailable', error instanceof Error ? error.message : String(error), back);
      }
      return { location: page({ [OAUTH_RESULT_PARAMS.connected]: provider }, back) };
    },
  };
}

export type OauthConnectService = ReturnType<typeof createOauthConnectService>;
