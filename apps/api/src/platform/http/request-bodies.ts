import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestTimeout } from '../errors';

/**
 * How long a request's body may take to arrive (decision 0112). A megabyte of JSON (the default body limit) takes
 * 20 s at 400 kbit/s; a client slower than that is more likely holding the connection on purpose (issue 34: 2,000
 * connections trickling a byte every 10 s held 2,041 descriptors).
 */
export const BODY_TIMEOUT_MS = 30_000;
/**
 * An upload route's body (a 10 MB image, a 20 MB CSV) may take five minutes: 20 MB at 600 kbit/s. Node's own
 * `requestTimeout` enforces it for every request (headers and body), so it is also the backstop of the routes above.
 */
export const UPLOAD_BODY_TIMEOUT_MS = 300_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'upload': the body may take UPLOAD_BODY_TIMEOUT_MS instead of the ordinary BODY_TIMEOUT_MS. */
    bodyTime?: 'upload';
  }
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * A body that has not arrived in time answers 408 and closes the connection; a body refused as too large (413) is
 * read to its end and thrown away, under the same time limit, before the connection is reused or closed.
 */
export function registerRequestBodies(app: FastifyInstance, bodyTimeoutMs = BODY_TIMEOUT_MS): void {
  // Upload routes are left to Node's requestTimeout: the multipart route reads the raw request itself, which a
  // stream put in front of it here would stall.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.routeOptions.config?.bodyTime === 'upload' || !hasBody(request)) return payload;
    const body = new PassThrough();
    const timer = setTimeout(() => {
      // Answered already (a 413 whose rest is being read): stop reading. Otherwise the parser fails with 408.
      if (reply.sent) request.raw.socket?.destroy?.();
      else body.destroy(requestTimeout(`The request body did not arrive within ${bodyTimeoutMs / 1000} seconds`));
    }, bodyTimeoutMs);
    const arrived = () => clearTimeout(timer);
    // The payload's own end: an injected request (tests, tools) has a raw request that never ends by itself.
    payload.once('end', arrived).once('close', arrived);
    request.raw.once('end', arrived).once('close', arrived);
    return payload.pipe(body);
  });

  // Fastify closes the connection on a body it refuses. A client still sending then gets a reset, and its TCP
  // stack drops the unread 413 with it (issue 34: an 11 MB header image got ECONNRESET). Keeping the connection
  // lets Node read the rest and throw it away, so the client finishes sending and reads the answer.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 413 || request.raw.complete) return;
    reply.removeHeader('connection');
    request.raw.unpipe();
    request.raw.resume();
  });
}
