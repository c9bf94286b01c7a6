import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import { unauthorized } from '../errors';
import { refuseUnsignedCaller } from './route-policies';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /**
     * The route also takes its credentials as `?auth_token=` (spec 000 §7 `POST /webhooks/notify?auth_token`): the
     * Basic credentials' encoded part, for a caller that cannot set headers (a beacon). With both, they must agree.
     */
    tokenInQuery?: boolean;
  }
}

export function parseBasicAuth(header: string | undefined): { email: string; token: string } | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return undefined;
  return { email: decoded.slice(0, separator), token: decoded.slice(separator + 1) };
}

function credentialsOf(request: FastifyRequest): { email: string; token: string } | undefined {
  const header = request.headers.authorization;
  const queryToken = request.routeOptions.config?.tokenInQuery
    ? new URL(request.url, 'http://query').searchParams.get('auth_token')
    : null;
  if (queryToken === null) return parseBasicAuth(header);
  const fromQuery = parseBasicAuth(`Basic ${queryToken}`);
  if (header !== undefined && header.trim() !== `Basic ${queryToken}`) throw unauthorized();
  return fromQuery;
}

/**
 * Resolves Basic e-mail:token credentials, or a Bearer API token, on every call and answers 401/402 by the route's access (its policy,
 * route-policies.ts); the rest of the policy follows in the /api plugin's own hook (enforceRoutePolicies).
 */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: (token: string, email: string) => Promise<Caller | undefined>,
  authenticateBearer: (token: string) => Promise<Caller | undefined>,
): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerTokenOf(request.headers.authorization);
    const credentials = bearer === undefined ? credentialsOf(request) : undefined;
    if (bearer !== undefined) request.caller = (await authenticateBearer(bearer)) ?? null;
    else if (credentials) request.caller = (await authenticate(credentials.token, credentials.email)) ?? null;
    refuseUnsignedCaller(request);
  });
}

/** `Authorization: Bearer <token>` (RFC 6750 §2.1): an API token (decision 0160). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i);
  return match?.[1];
}

/** The caller of a route that is not public; the hook above has already refused anonymous calls. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
