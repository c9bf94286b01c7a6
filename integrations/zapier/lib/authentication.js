const { apiUrl, baseUrlOf } = require('./repute-api');

/**
 * OAuth 2.0 authorization code with PKCE against the connected Repute: its consent screen at /oauth/authorize, its
 * tokens from POST /api/oauth/token. CLIENT_ID and CLIENT_SECRET are the Zapier app's environment (`zapier env:set`),
 * from the OAuth client the operator registers for Zapier.
 */
const tokenRequest = async (z, bundle, grant) => {
  const response = await z.request({
    url: apiUrl(bundle, '/oauth/token'),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: { client_id: process.env.CLIENT_ID, client_secret: process.env.CLIENT_SECRET, ...grant },
  });
  const { access_token, refresh_token, expires_in } = response.data;
  return { access_token, refresh_token, expires_in, base_url: baseUrlOf(bundle) };
};

/**
 * What the app's triggers and actions call, as Repute's scopes (packages/domain/src/api-access.ts): samples of
 * reviews, replies, review requests, and the webhook subscriptions of its REST hooks. The consent screen lists them.
 */
const SCOPES = ['reviews:read', 'responses:write', 'requests:write', 'webhooks:write'];

module.exports = {
  type: 'oauth2',
  fields: [
    {
      key: 'base_url',
      label: 'Repute address',
      required: true,
      type: 'string',
      helpText: 'The address you open Repute at, for example https://reviews.example.com.',
    },
  ],
  oauth2Config: {
    authorizeUrl: {
      url: '{{bundle.inputData.base_url}}/oauth/authorize',
      params: {
        client_id: '{{process.env.CLIENT_ID}}',
        state: '{{bundle.inputData.state}}',
        redirect_uri: '{{bundle.inputData.redirect_uri}}',
        response_type: 'code',
      },
    },
    getAccessToken: (z, bundle) =>
      tokenRequest(z, bundle, {
        grant_type: 'authorization_code',
        code: bundle.inputData.code,
        redirect_uri: bundle.inputData.redirect_uri,
        code_verifier: bundle.inputData.code_verifier,
      }),
    refreshAccessToken: (z, bundle) =>
      tokenRequest(z, bundle, { grant_type: 'refresh_token', refresh_token: bundle.authData.refresh_token }),
    autoRefresh: true,
    scope: SCOPES.join(' '),
    enablePkce: true,
  },
  // A call the token's scopes allow (tokens may not read the session's /auth): one review proves the connection.
  test: async (z, bundle) => (await z.request({ url: apiUrl(bundle, '/reviews'), params: { per_page: 1 } })).data,
  connectionLabel: (_z, bundle) => `Repute at ${baseUrlOf(bundle)}`,
};
