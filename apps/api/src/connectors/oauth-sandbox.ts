import { randomBytes } from 'node:crypto';
import type { ConsentGrant, OauthConsentProvider } from './oauth-consent';

const DAY_MS = 86_400_000;
/** What the sandbox's consent hands back in place of a provider's code: it opens nothing. */
const SANDBOX_CODE = 'sandbox-consent';

export type SandboxConsentSettings = {
  sourceId: number;
  /** How long the granted token lives (Facebook's long-lived token: 60 days); null: refreshed, never expires. */
  expiresInDays: number | null;
  now?: () => Date;
};

/**
 * Demo mode's stand-in for a provider's consent (the sandbox review sources ignore tokens): the consent address
 * is the callback itself, so Connect and Reconnect come straight back connected, with a random token shaped like
 * the provider's (Google's refreshable, Facebook's expiring), as the demo's seeded tokens are.
 */
export function createSandboxConsent({
  sourceId,
  expiresInDays,
  now = () => new Date(),
}: SandboxConsentSettings): OauthConsentProvider {
  const randomToken = () => randomBytes(32).toString('base64url');
  return {
    sourceId,
    consentUrl(state, redirectUri) {
      const url = new URL(redirectUri);
      url.search = new URLSearchParams({ code: SANDBOX_CODE, state }).toString();
      return url.toString();
    },
    async exchange(): Promise<ConsentGrant> {
      return {
        accessToken: randomToken(),
        refreshToken: expiresInDays === null ? randomToken() : null,
        expiresAt: expiresInDays === null ? null : new Date(now().getTime() + expiresInDays * DAY_MS),
      };
    },
  };
}
