/**
 * Where the connected Repute is, and the one rule every call follows. Repute is self-hosted, so each connection
 * names its own address (the authentication's `base_url` field), kept without a trailing slash.
 */
const baseUrlOf = (bundle) => String(bundle.authData.base_url || bundle.inputData.base_url || '').replace(/\/+$/, '');

const apiUrl = (bundle, path) => `${baseUrlOf(bundle)}/api${path}`;

/** Every call after the connection carries its OAuth access token (Repute's `POST /api/oauth/token`). */
const addBearerToken = (request, _z, bundle) => {
  if (bundle.authData.access_token) {
    request.headers = { ...request.headers, Authorization: `Bearer ${bundle.authData.access_token}` };
  }
  return request;
};

module.exports = { addBearerToken, apiUrl, baseUrlOf };
