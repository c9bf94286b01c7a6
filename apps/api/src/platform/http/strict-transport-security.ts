import type { FastifyInstance } from 'fastify';

/**
 * Strict-Transport-Security (HSTS_MAX_AGE, decision 0112): sent only when the operator turned it on and the request
 * came over HTTPS, as the socket or a proxy TRUST_PROXY believes (X-Forwarded-Proto) says. Off by default: many
 * installs run on plain HTTP inside a network, and a browser told to insist on HTTPS would lock them out.
 */
export function registerStrictTransportSecurity(app: FastifyInstance, maxAgeSeconds: number): void {
  if (maxAgeSeconds <= 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${maxAgeSeconds}`);
  });
}
