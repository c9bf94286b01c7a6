import { TRUSTPILOT_TOKEN_PATH } from '../../src/connectors/trustpilot-oauth';
import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

/** The application the fake knows, the code its login hands out, and the tokens it grants. */
export type FakeTrustpilotOAuth = {
  apiKey: string;
  apiSecret: string;
  /** Exchangeable once, with the redirect URI the login was opened with. */
  code: string;
  redirectUri: string | null;
  /** Seconds, written as Trustpilot writes them: a string. */
  expiresIn: string;
  refreshToken: string;
  issued: number;
};

export type FakeTrustpilot = FakeControls & { oauth: FakeTrustpilotOAuth };

const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  body: { error, error_description: description },
});

/**
 * Trustpilot's token endpoint for business users of an application: POST, form-encoded, the application's key and
 * secret in a Basic header; the authorization code grant answers the access token, a refresh token and expires_in.
 */
function tokenEndpoint(request: FakeRequest, oauth: FakeTrustpilotOAuth): FakeAnswer | undefined {
  if (request.url.pathname !== TRUSTPILOT_TOKEN_PATH) return undefined;
  if (request.method !== 'POST' || !request.contentType.startsWith('application/x-www-form-urlencoded')) {
    return oauthError(400, 'invalid_request', 'Invalid request');
  }
  const expected = `Basic ${Buffer.from(`${oauth.apiKey}:${oauth.apiSecret}`).toString('base64')}`;
  if (request.headers.authorization !== expected) return oauthError(401, 'invalid_client', 'Invalid client');
  const { grant_type: grant, code, redirect_uri: redirectUri } = request.body;
  if (grant !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
  if (code !== oauth.code) return oauthError(400, 'invalid_grant', 'Invalid authorization code');
  if (typeof redirectUri !== 'string' || (oauth.redirectUri !== null && redirectUri !== oauth.redirectUri)) {
    return oauthError(400, 'invalid_grant', 'Redirect URI mismatch');
  }
  oauth.code = `used-${oauth.code}`;
  oauth.issued += 1;
  return {
    status: 200,
    body: {
      access_token: `tp-granted-${oauth.issued}`,
      refresh_token: oauth.refreshToken,
      expires_in: oauth.expiresIn,
      issued_at: String(Date.now()),
      token_type: 'BearerToken',
    },
  };
}

/** A local Trustpilot authentication API: the token endpoint of the business users' authorization code grant. */
export async function startFakeTrustpilot(token = 'trustpilot-token'): Promise<FakeTrustpilot> {
  const oauth: FakeTrustpilotOAuth = {
    apiKey: 'tp-api-key',
    apiSecret: 'tp-api-secret',
    code: 'tp-code-1',
    redirectUri: null,
    expiresIn: '359999',
    refreshToken: 'tp-refresh-1',
    issued: 0,
  };
  const controls = await startFakeServer(
    {
      route: () => ({ status: 404, body: { message: 'Not found' } }),
      open: (request) => tokenEndpoint(request, oauth),
      unauthorized: { status: 401, body: { message: 'Unauthorized' } },
      throttled: (seconds) => ({
        status: 429,
        body: { message: 'Too many requests' },
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: { status: 503, body: { message: 'Service unavailable' } },
    },
    token,
  );
  return Object.assign(controls, { oauth });
}
