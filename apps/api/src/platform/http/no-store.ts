import type { FastifyInstance } from 'fastify';

/**
 * Answers that say nothing about caching get `Cache-Control: no-store` (decision 0112). The API's answers are one
 * caller's data, and some carry secrets (the session token of POST and GET /auth, shadow tokens): no browser or
 * proxy may keep them. Routes whose answers may be kept (public images, widgets) set their own header.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
