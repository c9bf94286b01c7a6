// A relative path: Vite bundles a config's own files, but loads a package's (the domain ships TypeScript) as they are.

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { publicPageRoute } from '../../packages/domain/src/public-pages';

const API_TARGET = 'http://127.0.0.1:8080';

// A .br and a .gz beside every text file of a kilobyte or more, at the highest levels (once, at build
// time): the server sends them as they are (apps/api/src/platform/http/static-web.ts).
const precompressed = () => compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 });

// Building these domain schemas has no side effects: the ones a page never uses stay out of its chunks
// (hal.ts, users.ts). Not 'z': the hint matches a callee's name in every module, and a minified
// dependency's own function `z` then lost its calls (Preact's renderer went blank, decision 0099); keeping
// schemas built from z costs the shared chunk 3 KB brotli. The app imports domain values through subpaths
// ('@repute/domain/permissions') so unrelated domain modules are never evaluated.
const treeshake = { manualPureFunctions: ['positiveInt', 'userCreateSchema'] };

/**
 * The public pages (review landing, microsurveys, kiosk, unsubscribe) are a build of their own, Preact and no
 * framework of the app's, added to dist/ after the app's (`vite build --mode public-pages`, decision 0099).
 */
const publicPagesBuild: UserConfig = {
  plugins: [precompressed()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    // One script and no chunks to preload: the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'public-page.html' },
  },
};

/** In development the server sends the public pages' document for their paths, as the API does once built. */
const servePublicPages: Plugin = {
  name: 'repute-public-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && publicPageRoute(new URL(request.url, 'http://dev').pathname))
        request.url = '/public-page.html';
      next();
    });
  },
};

const appConfig: UserConfig = {
  // The public pages are Preact: React's fast refresh stays out of them.
  plugins: [react({ exclude: /src\/public-pages\// }), precompressed(), servePublicPages],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The framework chunk every screen preloads is about 850 kB before compression by design (decision 0083).
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake,
      // Left to itself the bundler cut the code every screen shares into about a hundred small chunks: a screen's
      // first load made 130 requests (HTTP/1.1 fetches six at a time), now about 25. Two chunks hold what every
      // screen uses, preloaded by the page; screens and charts stay lazy (decision 0083).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // zod and src/zod-jitless.ts with it: this chunk runs before the shared one, whose domain schemas must
              // be built after zod is made jitless (else zod's eval probe breaks the Content-Security-Policy).
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/](core|hooks)|@tabler|zod)[\\/]|src[\\/]zod-jitless\.ts$/,
            },
            { name: 'shared', test: /apps[\\/]web[\\/]src[\\/](shared|app)[\\/]|packages[\\/]domain[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/realtime': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: { host: '127.0.0.1' },
};

export default defineConfig(({ mode }) => (mode === 'public-pages' ? publicPagesBuild : appConfig));
