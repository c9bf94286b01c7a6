import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import { unauthorized } from '../errors';
import { refuseUnsignedCaller } from './route-policies';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function parseBasicAuth(header: string | undefined): { email: string; token: string } | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return undefined;
  return { email: decoded.slice(0, separator), token: decoded.slice(separator + 1) };
}

/**
 * Resolves Basic e-mail:token credentials on every call and answers 401/402 by the route's access (its policy,
 * route-policies.ts); the rest of the policy waits for valid input (enforceRoutePolicies).
 */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: (token: string, email: string) => Promise<Caller | undefined>,
): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const credentials = parseBasicAuth(request.headers.authorization);
    if (credentials) request.caller = (await authenticate(credentials.token, credentials.email)) ?? null;
    refuseUnsignedCaller(request);
  });
}

/** The caller of a route that is not public; the hook above has already refused anonymous calls. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
