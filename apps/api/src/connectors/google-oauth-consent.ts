import { GOOGLE_TOKEN_URL, googleGrantSchema, readGoogleTokenError } from './google-oauth';
import type { OauthConsentProvider } from './oauth-consent';
import { ReviewSourceError } from './review-source';
import { createSourceHttp } from './source-http';

/** developers.google.com/identity/protocols/oauth2/web-server#creatingclient */
export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
/** The Business Profile API's one scope: reviews and replies of the user's locations. */
export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
const GOOGLE_SOURCE_ID = 1;

export type GoogleConsentSettings = {
  clientId: string;
  clientSecret: string;
  authorizeUrl?: string;
  /** The token endpoint the refresh uses too (google-oauth.ts). */
  tokenUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
};

/**
 * Google's consent for the Business Profile API: offline access with a forced consent screen, so that the
 * answer always carries a refresh token (Google sends one only on a first consent otherwise). The access
 * token lives an hour and is refreshed by google-oauth.ts with the stored refresh token.
 */
export function createGoogleConsent({
  clientId,
  clientSecret,
  authorizeUrl = GOOGLE_AUTHORIZE_URL,
  tokenUrl = GOOGLE_TOKEN_URL,
  timeoutMs = 10_000,
  now = () => new Date(),
}: GoogleConsentSettings): OauthConsentProvider {
  const http = createSourceHttp('Google OAuth', readGoogleTokenError, timeoutMs);
  return {
    sourceId: GOOGLE_SOURCE_ID,
    consentUrl(state, redirectUri) {
      const url = new URL(authorizeUrl);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_BUSINESS_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      }).toString();
      return url.toString();
    },
    async exchange(code, redirectUri) {
      const requestedAt = now();
      const answer = await http({
        method: 'POST',
        url: new URL(tokenUrl),
        form: {
          grant_type: 'authorization_code',
          code,
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: redirectUri,
        },
      });
      const grant = googleGrantSchema.safeParse(answer);
      if (!grant.success) throw new ReviewSourceError('Google OAuth answered in an unknown form', 502, false);
      return {
        accessToken: grant.data.access_token,
        refreshToken: grant.data.refresh_token ?? null,
        expiresAt: new Date(requestedAt.getTime() + grant.data.expires_in * 1000),
      };
    },
  };
}
