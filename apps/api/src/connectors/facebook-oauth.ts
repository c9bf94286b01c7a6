import { z } from 'zod';
import { FACEBOOK_GRAPH_URL, FACEBOOK_GRAPH_VERSION } from './facebook-ratings';
import type { OauthConsentProvider } from './oauth-consent';
import { ReviewSourceError } from './review-source';
import { createSourceHttp, type ErrorReader } from './source-http';

/** developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow */
export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com';
/** Reading a Page's recommendations and answering them (decision 0010). */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_engagement',
] as const;
const FACEBOOK_SOURCE_ID = 2;

export type FacebookConsentSettings = {
  appId: string;
  appSecret: string;
  /** www.facebook.com, where the login dialog is. */
  dialogUrl?: string;
  graphUrl?: string;
  version?: string;
  timeoutMs?: number;
  now?: () => Date;
};

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Seconds; a long-lived token lives about 60 days. Absent for tokens that do not expire. */
  expires_in: z.number().int().positive().optional(),
});

const readGraphError: ErrorReader = (status, body) => {
  const parsed = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) }).safeParse(body);
  if (!parsed.success) return { status, message: typeof body === 'string' ? body : 'unknown error' };
  const { message, code } = parsed.data.error;
  return { status, message: code === undefined ? message : `${message} (#${code})` };
};

/**
 * Facebook Login for the Page integration: the dialog asks for the Page scopes; the code is exchanged for a
 * short-lived user token, which is at once exchanged for a long-lived one (about 60 days, fb_exchange_token).
 * Its expiry is stored: the dashboard warns a week before it (spec 000 §4). The client secret goes to
 * Facebook in the query, as the Graph API asks; source-http never puts a URL in an error message.
 */
export function createFacebookConsent({
  appId,
  appSecret,
  dialogUrl = FACEBOOK_DIALOG_URL,
  graphUrl = FACEBOOK_GRAPH_URL,
  version = FACEBOOK_GRAPH_VERSION,
  timeoutMs = 10_000,
  now = () => new Date(),
}: FacebookConsentSettings): OauthConsentProvider {
  const http = createSourceHttp('Facebook', readGraphError, timeoutMs);

  async function token(params: Record<string, string>) {
    const url = new URL(`${graphUrl}/${version}/oauth/access_token`);
    url.search = new URLSearchParams({ client_id: appId, client_secret: appSecret, ...params }).toString();
    const parsed = tokenSchema.safeParse(await http({ url }));
    if (!parsed.success) throw new ReviewSourceError('Facebook answered in an unknown form', 502, false);
    return parsed.data;
  }

  return {
    sourceId: FACEBOOK_SOURCE_ID,
    consentUrl(state, redirectUri) {
      const url = new URL(`${dialogUrl}/${version}/dialog/oauth`);
      url.search = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: FACEBOOK_SCOPES.join(','),
        state,
      }).toString();
      return url.toString();
    },
    async exchange(code, redirectUri) {
      const short = await token({ redirect_uri: redirectUri, code });
      const requestedAt = now();
      const long = await token({ grant_type: 'fb_exchange_token', fb_exchange_token: short.access_token });
      return {
        accessToken: long.access_token,
        refreshToken: null,
        expiresAt: long.expires_in ? new Date(requestedAt.getTime() + long.expires_in * 1000) : null,
      };
    },
  };
}
