import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers are kept per session and URL until the data changes (decision 0070). */
    responseCache?: boolean;
  }
}

type PendingAnswer = { key: string; generation: number };

/** Only a plain GET of a route that asks for it, by a signed-in caller: never a method-overridden write. */
function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.raw.method !== 'GET') return undefined;
  if (!request.routeOptions.config?.responseCache || !request.caller) return undefined;
  // The whole credential: an answer is never shared between sessions, even of one user.
  return `${request.headers.authorization}\n${request.headers.accept ?? ''}\n${request.url}`;
}

/**
 * Answers a cached route's repeated reads from the response cache, after authentication and input parsing have
 * run as for any request, and keeps each 200 it answers otherwise.
 */
export function registerResponseCaching(app: FastifyInstance, cache: ResponseCache): void {
  const pending = new WeakMap<FastifyRequest, PendingAnswer>();

  app.addHook('preHandler', async (request, reply) => {
    const key = cacheKey(request);
    if (key === undefined) return;
    const answer = cache.get(key, request.headers['accept-encoding']);
    if (!answer) {
      pending.set(request, { key, generation: cache.generation() });
      return;
    }
    reply.header('content-type', answer.contentType);
    // An encoded body is sent as is: @fastify/compress leaves answers that carry a Content-Encoding alone.
    if (answer.encoding) reply.header('content-encoding', answer.encoding).header('vary', 'accept-encoding');
    return reply.send(answer.body);
  });

  // Application hooks run before the routes' own, so the payload here is the serialised JSON, not yet compressed.
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = pending.get(request);
    if (answer && reply.statusCode === 200 && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      cache.keep(answer.key, { contentType, body: payload }, answer.generation);
    }
    return payload;
  });
}
