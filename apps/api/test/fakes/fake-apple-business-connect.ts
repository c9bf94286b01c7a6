import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

/** An Apple Business Connect location as the fake holds it. */
export type AppleLocationRecord = {
  id: string;
  etag: string;
  state: string;
  placeCardUrl?: string;
  locationDetails: Record<string, unknown>;
};

export type FakeAppleBusinessConnect = FakeControls & {
  clientId: string;
  clientSecret: string;
  /** Locations by `companies/{id}/locations/{id}`. */
  locations: Map<string, AppleLocationRecord>;
  /** Companies that have not given the partner access: their locations answer 403. */
  withoutAccess: Set<string>;
  /** Access tokens handed out by the token endpoint, in order; only the last one is accepted. */
  issued: string[];
  /** Seconds each token lives. */
  expiresIn: number;
  /** Every accepted PUT: the location and the etag it came with. */
  updates: { name: string; ifMatch: string }[];
};

const appleError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { errors: [{ code, message }] },
});

/**
 * Apple Business Connect's partner API on 127.0.0.1: POST /api/v1/oauth2/token (client credentials, JSON body)
 * hands out a bearer token, the only one accepted until the next; GET /api/v1/companies/{c}/locations/{l} answers
 * the location with its etag; PUT the same with If-Match replaces its locationDetails and gives a new etag (412 on a
 * stale etag, 428 without one). Errors in Apple's { errors: [{ code, message }] }: 401 UNAUTHORIZED, 403 FORBIDDEN
 * for a company without access, 404 NOT_FOUND, 429 with Retry-After, 503.
 */
export async function startFakeAppleBusinessConnect(): Promise<FakeAppleBusinessConnect> {
  const locations = new Map<string, AppleLocationRecord>();
  const withoutAccess = new Set<string>();
  const updates: FakeAppleBusinessConnect['updates'] = [];
  let serial = 0;

  function tokenEndpoint(request: FakeRequest): FakeAnswer | undefined {
    if (request.url.pathname !== '/api/v1/oauth2/token') return undefined;
    const { client_id: id, client_secret: secret, grant_type: grant, scope } = request.body;
    if (request.method !== 'POST' || grant !== 'client_credentials' || scope !== 'business_connect') {
      return appleError(400, 'INVALID_REQUEST', 'grant_type must be client_credentials with scope business_connect');
    }
    if (id !== fake.clientId || secret !== fake.clientSecret)
      return appleError(401, 'INVALID_CLIENT', 'Invalid client');
    const token = `apple-token-${fake.issued.length + 1}`;
    fake.issued.push(token);
    fake.token = token;
    return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: fake.expiresIn } };
  }

  function route(request: FakeRequest): FakeAnswer {
    const match = /^\/api\/v1\/(companies\/([^/]+)\/locations\/[^/]+)$/.exec(request.url.pathname);
    if (!match?.[1] || !match[2]) return appleError(404, 'NOT_FOUND', 'Resource not found');
    if (withoutAccess.has(match[2])) return appleError(403, 'FORBIDDEN', 'The partner has no access to this company');
    const location = locations.get(match[1]);
    if (!location) return appleError(404, 'NOT_FOUND', 'Location not found');
    if (request.method === 'GET') return { status: 200, body: location };
    if (request.method !== 'PUT') return appleError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
    const ifMatch = request.headers['if-match'];
    if (typeof ifMatch !== 'string') return appleError(428, 'PRECONDITION_REQUIRED', 'If-Match is required');
    if (ifMatch !== location.etag) return appleError(412, 'PRECONDITION_FAILED', 'The etag does not match');
    const details = request.body.locationDetails;
    if (!details || typeof details !== 'object')
      return appleError(400, 'VALIDATION_ERROR', 'locationDetails is required');
    serial += 1;
    location.locationDetails = details as Record<string, unknown>;
    location.etag = `etag-${serial}`;
    updates.push({ name: match[1], ifMatch });
    return { status: 200, body: location };
  }

  const controls = await startFakeServer(
    {
      route,
      open: tokenEndpoint,
      unauthorized: appleError(401, 'UNAUTHORIZED', 'The access token is invalid or expired'),
      throttled: (seconds) => ({
        ...appleError(429, 'RATE_LIMIT_EXCEEDED', 'Too many requests'),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: appleError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'),
    },
    'no-token-issued-yet',
  );
  const fake: FakeAppleBusinessConnect = Object.assign(controls, {
    clientId: 'repute-partner',
    clientSecret: 'apple-partner-secret',
    locations,
    withoutAccess,
    issued: [] as string[],
    expiresIn: 3600,
    updates,
  });
  return fake;
}
