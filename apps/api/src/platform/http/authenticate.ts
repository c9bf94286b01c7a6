import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import { accountInactive, unauthorized } from '../errors';

/**
 * Who may call a route: 'public' (anyone), 'session' (signed in, even when the account is inactive:
 * login state, account and billing reads) or, by default, 'active' (signed in to an account in good standing).
 */
export type RouteAccess = 'public' | 'session' | 'active';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function parseBasicAuth(header: string | undefined): { email: string; token: string } | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return undefined;
  return { email: decoded.slice(0, separator), token: decoded.slice(separator + 1) };
}

/** Resolves Basic e-mail:token credentials on every call and enforces each route's access level. */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: (token: string, email: string) => Promise<Caller | undefined>,
): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config?.access ?? 'active';
    const credentials = parseBasicAuth(request.headers.authorization);
    if (credentials) request.caller = (await authenticate(credentials.token, credentials.email)) ?? null;
    if (access === 'public') return;
    if (!request.caller) throw unauthorized();
    if (access === 'active' && !request.caller.accountActive) throw accountInactive();
  });
}

/** The caller of a route that is not public; the hook above has already refused anonymous calls. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
