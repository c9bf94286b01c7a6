import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers on every answer (Content-Security-Policy, X-Content-Type-Options, X-Frame-Options…).
 * Its middleware is built once, here: @fastify/helmet built it again on every request (options checked, the policy
 * string joined), 1-2% of a server's CPU under the mixed load (decision 0183), for the same headers each time.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { mapTileOrigin?: string }): void {
  const setHeaders = helmet({
    // Sent by strict-transport-security.ts instead: only on HTTPS requests, and only when the operator asks.
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The install's map tiles may be served over plain HTTP on its own network (decision 0165).
        imgSrc: ["'self'", 'data:', 'https:', ...(options.mapTileOrigin ? [options.mapTileOrigin] : [])],
        // The realtime socket is same-origin, which 'self' covers for ws:/wss: in CSP3 browsers (e2e csp.spec.ts).
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  // helmet throws a bad option here, at construction. Built, it calls next() without an error: only a directive given
  // as a function can fail on a request, and every directive above is a string.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
