import { createHash } from 'node:crypto';
import { widgetTypeSchema } from '@repute/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { TypedApp } from '../../platform/http/routing';
import type { AmplifyService } from './amplify.service';
import { createLoaderFiles } from './widget-loader-files';

/**
 * Decision 0058: a browser or CDN serves the widget from its cache for 5 minutes, then keeps serving it for a
 * day while it revalidates with the ETag (a 304 when nothing changed): a new review shows within 5 minutes.
 */
export const WIDGET_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';
const LOADER_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=604800';

const keyParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected a widget key') });
const loaderParams = z.object({ type: widgetTypeSchema });

/** Any site may embed a widget: it reads it with CORS (no credentials) and loads the script cross-origin. */
function openToEverySite(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('vary', 'accept-encoding');
}

const opaque = (etag: string) => `"${createHash('sha256').update(etag).digest('base64url').slice(0, 22)}"`;

/** The public face of widgets under /public: no session, no cookie, nothing but the widget's published reviews. */
export function amplifyPublicRoutes(app: TypedApp, amplify: AmplifyService, loaderDir?: string): void {
  const loaderOf = createLoaderFiles(loaderDir);
  const config = { rateLimits: RATE_LIMITS.widget };
  // A widget's answer is the same for every visitor: kept once for all until its data changes (decision 0070).
  const widgetConfig = { ...config, responseCache: 'shared' as const };

  /** The widget's answer with its ETag, or a 304 for a client that has it already; undefined: no such widget. */
  async function answer(key: string, ifNoneMatch: string | undefined, reply: FastifyReply) {
    openToEverySite(reply);
    const found = await amplify.publicWidget(key);
    if (!found) {
      reply.header('cache-control', 'no-store');
      return undefined;
    }
    const etag = opaque(found.etag);
    reply.header('etag', etag).header('cache-control', WIDGET_CACHE_CONTROL);
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
      reply.status(304);
      return 'not modified' as const;
    }
    return found.widget;
  }

  app.get(
    '/widgets/:key',
    { config: widgetConfig, schema: { tags: ['amplify'], params: keyParams, hide: true } },
    async (request, reply) => {
      const widget = await answer(request.params.key, request.headers['if-none-match'], reply);
      if (widget === undefined) return reply.status(404).send({ error: 'Widget not found' });
      if (widget === 'not modified') return reply.send();
      return reply.send(widget);
    },
  );

  /** What a visitor without JavaScript opens from the embed code's <noscript> link: the same fragment as a page. */
  app.get(
    '/widgets/:key/page',
    { config: widgetConfig, schema: { tags: ['amplify'], params: keyParams, hide: true } },
    async (request, reply) => {
      const widget = await answer(request.params.key, request.headers['if-none-match'], reply);
      if (widget === undefined)
        return reply.status(404).type('text/html').send('<!doctype html><title>Reviews</title>');
      if (widget === 'not modified') return reply.send();
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
            `<title>Customer reviews</title><main>${widget.html}</main></html>`,
        );
    },
  );

  app.get(
    '/widget/:type.js',
    { config, schema: { tags: ['amplify'], params: loaderParams, hide: true } },
    async (request, reply) => {
      openToEverySite(reply);
      const file = await loaderOf(request.params.type);
      if (file === undefined) return reply.status(404).type('text/javascript').send('');
      return reply.header('cache-control', LOADER_CACHE_CONTROL).type('text/javascript; charset=utf-8').send(file);
    },
  );
}
