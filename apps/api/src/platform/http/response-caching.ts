import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { KeptHeaders, ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are kept until the data changes (decision 0070): 'per-session' for what a caller
     * sees, 'shared' for a public answer that is the same for everyone (a widget).
     */
    responseCache?: 'per-session' | 'shared';
  }
}

type PendingAnswer = { key: string; generation: number };

/**
 * Set on the server's own reads of a resource around a write (the audit log's before and after, decision 0158):
 * such a read must see the database, never an answer kept from before the write, and is not worth keeping.
 */
export const UNCACHED_READ_HEADER = 'x-repute-uncached-read';

/** What an answer is kept with; the rest (request id, rate-limit counters, length, encoding) is each request's. */
const KEPT_HEADERS = [
  'content-type',
  'etag',
  'cache-control',
  'vary',
  'access-control-allow-origin',
  'cross-origin-resource-policy',
];

/** Only a plain GET of a route that asks for it, never a method-overridden write; per session unless shared. */
function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.raw.method !== 'GET') return undefined;
  if (request.headers[UNCACHED_READ_HEADER] !== undefined) return undefined;
  const scope = request.routeOptions.config?.responseCache;
  const representation = `${request.headers.accept ?? ''}\n${request.url}`;
  if (scope === 'shared') return `shared\n${representation}`;
  // The whole credential: an answer is never shared between sessions, even of one user.
  if (scope === 'per-session' && request.caller) return `${request.headers.authorization}\n${representation}`;
  return undefined;
}

function keptHeaders(reply: FastifyReply): KeptHeaders {
  const headers: KeptHeaders = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

const holdsCurrent = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  etag !== undefined && (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) ?? false);

/**
 * Answers a cached route's repeated reads from the response cache, after authentication, rate limits and input
 * parsing have run as for any request, and keeps each 200 it answers otherwise. Register it before the routes.
 */
export function registerResponseCaching(app: FastifyInstance, cache: ResponseCache): void {
  const pending = new WeakMap<FastifyRequest, PendingAnswer>();

  const answerFromCache: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = cacheKey(request);
    if (key === undefined) return;
    const answer = cache.get(key, request.headers['accept-encoding']);
    if (!answer) {
      pending.set(request, { key, generation: cache.generation() });
      return;
    }
    reply.headers(answer.headers);
    if (holdsCurrent(request.headers['if-none-match'], answer.headers.etag)) return reply.status(304).send();
    // An encoded body is sent as is: @fastify/compress leaves answers that carry a Content-Encoding alone.
    if (answer.encoding) reply.header('content-encoding', answer.encoding).header('vary', 'accept-encoding');
    return reply.send(answer.body);
  };

  // Last of the route's own preHandlers, so that its rate limits count a kept answer like any other.
  app.addHook('onRoute', (route) => {
    if (!route.config?.responseCache) return;
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), answerFromCache];
  });

  // Application hooks run before the routes' own, so the payload here is the serialised body, not yet compressed.
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = pending.get(request);
    if (answer && reply.statusCode === 200 && typeof payload === 'string') {
      cache.keep(answer.key, { headers: keptHeaders(reply), body: payload }, answer.generation);
    }
    return payload;
  });
}
