import * as oidc from 'openid-client';

/**
 * A client of any OpenID Connect provider (Okta, Entra ID, Google Workspace, Keycloak), through panva's
 * `openid-client` (decision 0156): discovery, the authorization URL with state, nonce and PKCE (S256), and the code
 * exchange, which checks the ID token's issuer, audience, expiry and nonce, and its signature against the provider's
 * JWKS (the library skips the signature of a token fetched over TLS unless asked: we ask).
 */

export type OidcClientSettings = { issuer: string; clientId: string; clientSecret: string | null };

export type OidcEndpoints = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
};

/** What the provider vouches for, from a verified ID token. */
export type OidcIdentity = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
};

/** Plain HTTP is allowed only for a provider on this machine (a local one while testing): never across a network. */
function onThisMachine(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
}

async function configurationOf(settings: OidcClientSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const clientAuth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
  return oidc.discovery(issuer, settings.clientId, undefined, clientAuth, {
    timeout: 10,
    execute: onThisMachine(issuer)
      ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests]
      : [oidc.enableNonRepudiationChecks],
  });
}

const stringClaim = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Why a check failed, in the library's words: its errors name the check in their cause ('unexpected JWT "aud" …'). */
export function oidcFailureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

export function createOidcProvider() {
  return {
    /** The provider's endpoints from its discovery document: the settings screen's "Test connection". */
    async discover(issuer: string): Promise<OidcEndpoints> {
      const metadata = (
        await configurationOf({ issuer, clientId: 'discovery-test', clientSecret: null })
      ).serverMetadata();
      const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).find((key) => !metadata[key]);
      if (missing) throw new Error(`the discovery document has no ${missing}`);
      return {
        issuer: metadata.issuer,
        authorization_endpoint: String(metadata.authorization_endpoint),
        token_endpoint: String(metadata.token_endpoint),
        jwks_uri: String(metadata.jwks_uri),
      };
    },

    async authorizationUrl(
      settings: OidcClientSettings,
      request: { redirectUri: string; state: string; nonce: string; codeVerifier: string; loginHint: string },
    ): Promise<string> {
      const config = await configurationOf(settings);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
        login_hint: request.loginHint,
      });
      return url.href;
    },

    /** Exchanges the code; throws when the response or the ID token fails any check. */
    async verifiedIdentity(
      settings: OidcClientSettings,
      response: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string },
    ): Promise<OidcIdentity> {
      const config = await configurationOf(settings);
      const tokens = await oidc.authorizationCodeGrant(config, response.callbackUrl, {
        expectedState: response.state,
        expectedNonce: response.nonce,
        pkceCodeVerifier: response.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the token response has no ID token');
      return {
        subject: claims.sub,
        email: stringClaim(claims.email)?.toLowerCase(),
        emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
        givenName: stringClaim(claims.given_name),
        familyName: stringClaim(claims.family_name),
      };
    },
  };
}

export type OidcProvider = ReturnType<typeof createOidcProvider>;
