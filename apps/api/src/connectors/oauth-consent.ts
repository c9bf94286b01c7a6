/** What a provider's consent granted: the credential stored in oauth_tokens. */
export type ConsentGrant = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

/**
 * One provider's OAuth authorization-code flow (RFC 6749 §4.1): where to send the browser for consent, and
 * how to turn the code it comes back with into a stored credential. Failures are ReviewSourceErrors whose
 * messages never hold the code, a token or the client secret.
 */
export type OauthConsentProvider = {
  /** The review source the token belongs to (oauth_tokens.source_id). */
  sourceId: number;
  consentUrl(state: string, redirectUri: string): string;
  exchange(code: string, redirectUri: string): Promise<ConsentGrant>;
};
