import type { IncomingMessage } from 'node:http';

const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);

/**
 * Clients send PATCH, PUT and DELETE as POST with X-HTTP-Method-Override (spec 000 §7). Fastify routes
 * on req.method right after rewriteUrl, for real sockets and app.inject() alike, so the method is
 * rewritten there; the URL is returned unchanged.
 */
export function applyMethodOverride(req: IncomingMessage): string {
  const override = req.headers['x-http-method-override'];
  if (req.method === 'POST' && typeof override === 'string') {
    const method = override.trim().toUpperCase();
    if (OVERRIDABLE.has(method)) req.method = method;
  }
  return req.url ?? '/';
}
