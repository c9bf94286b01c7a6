import { z } from 'zod';
import { type AccessTokens, ReviewSourceError, type ReviewTarget } from './review-source';
import { createSourceHttp, type ErrorReader } from './source-http';

/** developers.google.com/identity/protocols/oauth2/web-server#offline */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** A token this close to its expiry is refreshed before use: it could expire on its way to Google. */
const EXPIRY_MARGIN_MS = 60_000;
const SOURCE = 'Google OAuth';
const RECONNECT = 'the Google integration must be reconnected';

/** An account's stored credential for a source (oauth_tokens). */
export type StoredToken = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

/** Where the accounts' tokens are kept; `save` stores a refreshed access token (and a rotated refresh token). */
export type OauthTokenStore = {
  read(target: ReviewTarget): Promise<StoredToken | null>;
  save(target: ReviewTarget, token: { accessToken: string; expiresAt: Date; refreshToken?: string }): Promise<void>;
};

/** The install's Google OAuth client; without its id and secret no token can be refreshed. */
export type GoogleOAuthClient = {
  clientId?: string;
  clientSecret?: string;
  tokenUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
};

/** What the Google connector calls with: a current access token, and a fresh one after a 401. */
export type GoogleCredentials = {
  accessTokens: AccessTokens;
  refreshAccessToken: (target: ReviewTarget) => Promise<string>;
};

/** The token endpoint's grant (refresh and authorization code alike). */
export const googleGrantSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
});

/** The token endpoint's errors: { error, error_description } (RFC 6749 §5.2). */
export const readGoogleTokenError: ErrorReader = (status, body) => {
  const error = z.object({ error: z.string(), error_description: z.string().optional() }).safeParse(body);
  if (!error.success) return { status, message: String(body) };
  const { error: code, error_description: description } = error.data;
  return { status, message: description ? `${code}: ${description}` : code };
};

const cannotRefresh = (why: string) =>
  new ReviewSourceError(`Google: the access token cannot be refreshed (${why}); ${RECONNECT}`, 401, false);

/**
 * Google access tokens live one hour; the refresh token stored with one gets the next. The access token
 * is refreshed when it expires within a minute, and on demand after the API refused it. Neither token nor
 * the client secret ever appears in an error message.
 */
export function createGoogleCredentials(
  store: OauthTokenStore,
  {
    clientId,
    clientSecret,
    tokenUrl = GOOGLE_TOKEN_URL,
    timeoutMs = 10_000,
    now = () => new Date(),
  }: GoogleOAuthClient,
): GoogleCredentials {
  const http = createSourceHttp(SOURCE, readGoogleTokenError, timeoutMs);

  async function refresh(target: ReviewTarget, stored: StoredToken): Promise<string> {
    if (!clientId || !clientSecret) {
      throw cannotRefresh('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set');
    }
    if (!stored.refreshToken) throw cannotRefresh('no refresh token is stored');
    const requestedAt = now();
    let answer: unknown;
    try {
      answer = await http({
        method: 'POST',
        url: new URL(tokenUrl),
        form: {
          grant_type: 'refresh_token',
          client_id: clientId,
          client_secret: clientSecret,
          refresh_token: stored.refreshToken,
        },
      });
    } catch (error) {
      if (error instanceof ReviewSourceError && !error.retryable) {
        // invalid_grant: the refresh token was revoked, expired or the user removed access; invalid_client:
        // the install's client id or secret is wrong. Either way retrying cannot help.
        throw new ReviewSourceError(
          `Google refused to refresh the access token (${error.message}); ${RECONNECT}`,
          401,
          false,
        );
      }
      throw error;
    }
    const grant = googleGrantSchema.safeParse(answer);
    if (!grant.success) {
      throw new ReviewSourceError(`${SOURCE} answered in an unknown form: ${grant.error.message}`, 502, false);
    }
    const expiresAt = new Date(requestedAt.getTime() + grant.data.expires_in * 1000);
    await store.save(target, {
      accessToken: grant.data.access_token,
      expiresAt,
      ...(grant.data.refresh_token ? { refreshToken: grant.data.refresh_token } : {}),
    });
    return grant.data.access_token;
  }

  return {
    async accessTokens(target) {
      const stored = await store.read(target);
      if (!stored) return null;
      const expiring = stored.expiresAt !== null && stored.expiresAt.getTime() - now().getTime() <= EXPIRY_MARGIN_MS;
      return expiring ? refresh(target, stored) : stored.accessToken;
    },
    async refreshAccessToken(target) {
      const stored = await store.read(target);
      if (!stored) throw new ReviewSourceError('Google: the account has no Google integration', 401, false);
      return refresh(target, stored);
    },
  };
}
