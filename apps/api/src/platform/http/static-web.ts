import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { publicPageRoute } from '@repute/domain/public-pages';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * The public pages' own document (review landing, microsurveys, kiosk, unsubscribe, export download): a light build,
 * decision 0099.
 */
const PUBLIC_PAGE = 'public-page.html';

/**
 * Serves the built web app; the public pages' paths get their own light document, and every other non-API path
 * falls back to index.html for the client router. The build
 * leaves a .br and a .gz beside each text file (apps/web/vite.config.ts): they are sent as they are to a
 * client that accepts them, so no file is compressed per request.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir = WEB_DIST): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index.html must always be fresh so new deploys are picked up.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { config: { policy: { access: 'public', note: 'the web app' } } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/realtime')) {
      return reply.callNotFound();
    }
    const page = publicPageRoute(request.url.split('?')[0] ?? '') ? PUBLIC_PAGE : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
  return true;
}
