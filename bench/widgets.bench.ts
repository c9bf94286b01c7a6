import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import nodePath from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '@repute/api/src/app/build-app';
import { createConnectors } from '@repute/api/src/connectors/connectors';
import { WIDGET_DIST } from '@repute/api/src/modules/amplify';
import { createLocalStorage } from '@repute/api/src/platform/storage/local-storage';
import { WIDGET_TYPES } from '@repute/domain';
import autocannon from 'autocannon';
import type { Harness } from './harness';
import { percentile } from './measure';

/** Issue 16: the public widget endpoint at 50 connections, answered from the rendered cache after the first. */
export const WIDGET_CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

export type WidgetLoadRow = { name: string; perSecond: number; p50: number; p95: number; p99: number };

/**
 * Each request from an address of its own (X-Forwarded-For, believed by a server with TRUST_PROXY=1): the
 * endpoint's per-address flood guard is for one visitor, and the bench plays many visitors behind a proxy.
 */
async function hammer(url: string, path: string, headers: Record<string, string>, expected: number) {
  let visitor = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: WIDGET_CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (request) => {
              visitor += 1;
              const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
              return { ...request, path, headers: { ...headers, 'x-forwarded-for': address } };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === expected) times.push(responseTime);
    });
  });
  if (result.errors > 0 || result.timeouts > 0 || times.length < result.requests.total * 0.99) {
    throw new Error(
      `${path}: ${result.errors} errors, ${result.timeouts} time-outs, ${times.length} answers of ${expected}`,
    );
  }
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / SECONDS,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

/** A widget over the account's first locations, a new review's time to its widget, and the loaders' sizes. */
export async function benchWidgets(harness: Harness, accountId: number) {
  const { rows } = await harness.db.$client.query<{ public_key: string }>(
    `insert into widgets (account_id, name, widget_type, settings, public_key)
     select $1, 'Bench feed', 'full_page', jsonb_build_object('location_ids', (select jsonb_agg(id) from (select id from locations where account_id = $1 order by id limit 5) l)), 'benchwidgetkey01'
     returning public_key`,
    [accountId],
  );
  const key = rows[0]?.public_key ?? '';
  const { app } = await buildApp({
    db: harness.db,
    boss: harness.boss,
    config: { publicUrl: 'http://127.0.0.1', logLevel: 'silent', trustProxy: 1 },
    files: createLocalStorage(await mkdtemp(nodePath.join(os.tmpdir(), 'repute-bench-widget-'))),
    webDist: null,
    connectors: createConnectors({ demoMode: true }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const path = `/public/widgets/${key}`;
    const first = await fetch(`${address}${path}`);
    const etag = first.headers.get('etag') ?? '';
    const loads: WidgetLoadRow[] = [
      { name: 'GET (200, rendered once, then from cache)', ...(await hammer(address, path, {}, 200)) },
      { name: 'GET with If-None-Match (304)', ...(await hammer(address, path, { 'if-none-match': etag }, 304)) },
    ];

    // A new matching review: how long until the widget answers with it (the ETag moves at once; browsers and CDNs
    // then see it at their next revalidation, at most max-age=300 s later).
    const written = Date.now();
    await harness.db.$client.query(
      `insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, content, published_at, source_updated_at)
       select account_id, id, 1, 'bench-new-review', 5, 'New Reviewer', 'Bench: a brand new review', now(), now()
       from locations where account_id = $1 order by id limit 1`,
      [accountId],
    );
    let appearedMs = Number.NaN;
    for (;;) {
      const body = (await (await fetch(`${address}${path}`)).json()) as { reviews: { text: string }[] };
      if (body.reviews[0]?.text === 'Bench: a brand new review') {
        appearedMs = Date.now() - written;
        break;
      }
    }

    const sizes: { type: string; gzipped: number }[] = [];
    for (const type of WIDGET_TYPES) {
      sizes.push({ type, gzipped: gzipSync(await readFile(`${WIDGET_DIST}/${type}.js`)).length });
    }
    const fragment = gzipSync(Buffer.from(await (await fetch(`${address}${path}`)).text())).length;
    return { loads, appearedMs, sizes, fragment };
  } finally {
    await app.close();
  }
}
