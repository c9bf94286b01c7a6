import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web';

const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const PUBLIC_PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/public-page-Ef56Gh78.js"></script></head></html>';
const BUNDLE = `console.log(${JSON.stringify('repute '.repeat(2000))});`;

/** A built web app as `vite build` leaves it: each file beside its .gz and .br twins. */
async function writeDist(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [file, content] of [
    ['index.html', INDEX],
    ['public-page.html', PUBLIC_PAGE],
    ['assets/index-Ab12Cd34.js', BUNDLE],
  ] as const) {
    await writeFile(path.join(dir, file), content);
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(content));
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(content));
  }
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
}

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'repute-web-'));
    await writeDist(dist);
    app = Fastify();
    await registerStaticWeb(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves a hashed asset as the brotli file built beside it, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload).toEqual(brotliCompressSync(BUNDLE));
  });

  it('serves the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gzipSync(BUNDLE));
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html compressed and never cached without revalidation, also for client routes', async () => {
    for (const url of ['/', '/index.html', '/reviews/12']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the public pages their own light document, and every other path the app (decision 0099)', async () => {
    for (const url of [
      '/r/abc123',
      '/m/Tok-en_9',
      '/kiosk/abc123',
      '/unsubscribe/alerts/12?email=a%40b.example&token=x',
      '/unsubscribe/requests/7',
      '/unsubscribe/scheduled_exports/3',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PUBLIC_PAGE);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/r', '/r/abc/sites', '/unsubscribe/other/1', '/request-reviews/microsurveys', '/mr/abc']) {
      expect((await get(url)).body, url).toBe(INDEX);
    }
  });

  it('keeps unhashed files outside assets/ revalidated', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
