import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

export type FakeTripadvisor = FakeControls & {
  /** Location details by location id. */
  details: Map<string, Record<string, unknown>>;
};

const tripadvisorError = (status: number, message: string, code: number): FakeAnswer => ({
  status,
  body: { error: { message, type: 'ContentApiException', code } },
});
const UNAUTHORIZED = tripadvisorError(401, 'Unauthorized', 401);

/**
 * Tripadvisor's Content API on 127.0.0.1: GET /api/v1/location/{id}/details?key=...&language=... answers the
 * location's details; a wrong `key` answers 401, an unknown location 404, a throttled call 429 with Retry-After.
 */
export async function startFakeTripadvisor(apiKey = 'tripadvisor-key'): Promise<FakeTripadvisor> {
  const details = new Map<string, Record<string, unknown>>();

  function route(request: FakeRequest): FakeAnswer {
    if (request.url.searchParams.get('key') !== controls.token) return UNAUTHORIZED;
    const id = /^\/api\/v1\/location\/([^/]+)\/details$/.exec(request.url.pathname)?.[1];
    const location = id === undefined ? undefined : details.get(id);
    if (request.method !== 'GET' || !location) return tripadvisorError(404, 'Location not found', 404);
    return { status: 200, body: location };
  }

  const controls = await startFakeServer(
    {
      route,
      // The key comes in the query, not as a bearer token: every call is checked by `route`.
      open: route,
      unauthorized: UNAUTHORIZED,
      throttled: (seconds) => ({
        ...tripadvisorError(429, 'Too Many Requests', 429),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: tripadvisorError(503, 'Service Unavailable', 503),
    },
    apiKey,
  );
  return Object.assign(controls, { details });
}
