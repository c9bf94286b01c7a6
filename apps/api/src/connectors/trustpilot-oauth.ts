import { z } from 'zod';
import type { OauthConsentProvider } from './oauth-consent';
import { ReviewSourceError } from './review-source';
import { createSourceHttp, type ErrorReader } from './source-http';

/** documentation-apidocumentation.trustpilot.com/authentication: the business user's login and consent. */
export const TRUSTPILOT_AUTHORIZE_URL = 'https://authenticate.trustpilot.com';
export const TRUSTPILOT_API_URL = 'https://api.trustpilot.com';
/** The token endpoint of the authorization code grant for business users of an application. */
export const TRUSTPILOT_TOKEN_PATH = '/v1/oauth/oauth-business-users-for-applications/accesstoken';
const TRUSTPILOT_SOURCE_ID = 7;

export type TrustpilotConsentSettings = {
  /** The application's API key (its client id) and secret. */
  apiKey: string;
  apiSecret: string;
  authorizeUrl?: string;
  apiUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
};

/** Trustpilot writes expires_in as a string of seconds ("359999", 100 hours); a number is read as well. */
const grantSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).optional(),
});

const readTrustpilotError: ErrorReader = (status, body) => {
  const parsed = z
    .object({ error: z.string().optional(), error_description: z.string().optional(), message: z.string().optional() })
    .safeParse(body);
  if (!parsed.success) return { status, message: typeof body === 'string' ? body : 'unknown error' };
  const { error, error_description: description, message } = parsed.data;
  return { status, message: [error, description ?? message].filter(Boolean).join(': ') || 'unknown error' };
};

/**
 * Trustpilot's authorization code grant: the business user logs in at authenticate.trustpilot.com and consents;
 * the code is exchanged at the token endpoint with the application's key and secret in a Basic header. The access
 * token lives about 100 hours and comes with a refresh token. Neither, nor the secret, is ever in an error message.
 */
export function createTrustpilotConsent({
  apiKey,
  apiSecret,
  authorizeUrl = TRUSTPILOT_AUTHORIZE_URL,
  apiUrl = TRUSTPILOT_API_URL,
  timeoutMs = 10_000,
  now = () => new Date(),
}: TrustpilotConsentSettings): OauthConsentProvider {
  const http = createSourceHttp('Trustpilot', readTrustpilotError, timeoutMs);
  const basic = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
  return {
    sourceId: TRUSTPILOT_SOURCE_ID,
    consentUrl(state, redirectUri) {
      const url = new URL(authorizeUrl);
      url.search = new URLSearchParams({
        client_id: apiKey,
        redirect_uri: redirectUri,
        response_type: 'code',
        state,
      }).toString();
      return url.toString();
    },
    async exchange(code, redirectUri) {
      const requestedAt = now();
      const answer = await http({
        method: 'POST',
        url: new URL(TRUSTPILOT_TOKEN_PATH, apiUrl),
        headers: { authorization: basic },
        form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      });
      const grant = grantSchema.safeParse(answer);
      if (!grant.success) throw new ReviewSourceError('Trustpilot answered in an unknown form', 502, false);
      const { access_token, refresh_token, expires_in } = grant.data;
      return {
        accessToken: access_token,
        refreshToken: refresh_token ?? null,
        expiresAt: expires_in === undefined ? null : new Date(requestedAt.getTime() + Number(expires_in) * 1000),
      };
    },
  };
}
