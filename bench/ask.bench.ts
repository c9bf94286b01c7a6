import { fileURLToPath } from 'node:url';
import { registerStaticWeb } from '@repute/api/src/platform/http/static-web';
import Fastify, { type FastifyInstance } from 'fastify';
import { basic, type Harness, login } from './harness';
import { type BenchResult, percentile } from './measure';

/** Issue 15's targets: a 100,000-row recipient CSV, a campaign queued to 100,000 people, the public pages. */
export const ASK_RECIPIENTS = 100_000;
export const UPLOAD_SECONDS = 10;
export const QUEUE_SECONDS = 60;
export const ASK_PAGE_P95_MS = 50;
export const ASK_PAGE_JS_BYTES = 30 * 1024;
/** One row in a hundred is wrong (no e-mail address), so the counts show both kinds. */
const BAD_ROW_EVERY = 100;
const PAGE_SAMPLES = 200;

const WEB_DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

type Session = { authorization: string; accountId: number };

function recipientCsv(rows: number): string {
  const lines = ['name,email,phone'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(i % BAD_ROW_EVERY === 0 ? `Person ${i},,` : `Person ${i},person${i}@bench.example,`);
  }
  return `${lines.join('\n')}\n`;
}

/** The public calls time like a visitor's, each from its own address (they are rate-limited per address). */
async function timePublic(harness: Harness, name: string, url: string): Promise<BenchResult> {
  const call = (i: number) =>
    harness.app.inject({ method: 'GET', url, remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
  for (let i = 0; i < 50; i += 1) await call(i);
  const times: number[] = [];
  for (let i = 0; i < PAGE_SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    const response = await call(1000 + i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    samples: PAGE_SAMPLES,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}

/** A built script's own static imports (`import ... from "./x.js"`, `import "./x.js"`), not its lazy ones. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w${}\s,*]+from\s*)?["'](\.{1,2}\/[\w./-]+\.js)["']/g;
/** The document's scripts: `<script src>` and `<link rel="modulepreload" href>`, both fetched as the page loads. */
const DOCUMENT_SCRIPT = /<(script|link)\b[^>]*>/g;

export type PageScripts = { path: string; files: number; bytes: number; rawBytes: number };

/** The scripts a document makes the browser fetch before it runs. */
function documentScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [tag = '', name] of html.matchAll(DOCUMENT_SCRIPT)) {
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!address) continue;
    if (name === 'script' || /\brel="modulepreload"/.test(tag)) scripts.push(address);
  }
  return scripts;
}

/**
 * The JavaScript a visitor's browser loads for one page, through the server's own static handler (static-web.ts): the
 * document the path answers, every script it references or preloads and every script those import statically; each
 * as sent to a browser that accepts brotli (bytes), and as it is (rawBytes).
 */
async function pageScripts(server: FastifyInstance, pagePath: string): Promise<PageScripts> {
  const page = await server.inject({ method: 'GET', url: pagePath });
  if (page.statusCode !== 200) throw new Error(`${pagePath}: ${page.statusCode}`);
  const queue = documentScripts(page.body);
  const seen = new Set<string>();
  let bytes = 0;
  let rawBytes = 0;
  while (queue.length > 0) {
    const script = queue.pop() ?? '';
    if (seen.has(script)) continue;
    seen.add(script);
    const sent = await server.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br, gzip' } });
    const plain = await server.inject({ method: 'GET', url: script });
    if (plain.statusCode !== 200) throw new Error(`${script}: ${plain.statusCode}`);
    bytes += sent.rawPayload.length;
    rawBytes += plain.rawPayload.length;
    for (const match of plain.body.matchAll(STATIC_IMPORT)) {
      queue.push(new URL(match[1] ?? '', `http://page${script}`).pathname);
    }
  }
  return { path: pagePath, files: seen.size, bytes, rawBytes };
}

/** Each public page's scripts, from the built web app (`npm run build -w @repute/web` first). */
export async function publicPagesScripts(paths: string[]): Promise<PageScripts[]> {
  const server = Fastify();
  if (!(await registerStaticWeb(server, WEB_DIST)))
    throw new Error('no built web app: run npm run build -w @repute/web');
  await server.ready();
  try {
    const pages: PageScripts[] = [];
    for (const pagePath of paths) pages.push(await pageScripts(server, pagePath));
    return pages;
  } finally {
    await server.close();
  }
}

/**
 * Uploads a 100,000-row recipient CSV to a draft (timed to the counts' answer), queues the campaign to them (timed:
 * the campaign job's work, one send job per recipient), and times the public pages and their scripts.
 */
export async function benchAsk(harness: Harness, email: string, password: string, accountId: number) {
  const { token } = await login(harness, email, password);
  const session: Session = { authorization: basic(email, token), accountId };
  const headers = { authorization: session.authorization };
  const { rows } = await harness.db.$client.query<{ id: number }>(
    'select id from locations where account_id = $1 order by id limit 1',
    [accountId],
  );
  const locationId = rows[0]?.id ?? 0;
  const created = await harness.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { location_id: locationId, request_type_id: 'email', content: 'How did we do? %FEEDBACK_NPS%' },
  });
  const campaignId = (created.json() as { id: number }).id;

  const csv = recipientCsv(ASK_RECIPIENTS);
  const uploading = process.hrtime.bigint();
  const uploaded = await harness.app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/recipients/upload`,
    headers,
    payload: { csv },
  });
  const uploadSeconds = Number(process.hrtime.bigint() - uploading) / 1e9;
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const counts = uploaded.json() as { total_successful_recipients: number; total_failed_recipients: number };

  // Sending: the API marks the campaign and queues its job; the campaign job queues one send job per recipient.
  const queueing = process.hrtime.bigint();
  const sent = await harness.app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/send`,
    headers,
    payload: {},
  });
  if (sent.statusCode !== 200) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
  await harness.services.requestSender.startCampaign({ accountId, campaignId });
  const queueSeconds = Number(process.hrtime.bigint() - queueing) / 1e9;
  const { rows: queued } = await harness.db.$client.query<{ jobs: number }>(
    `select count(*)::int as jobs from pgboss.job where name = 'review-requests.send' and (data->>'accountId')::int = $1`,
    [accountId],
  );

  const { rows: tokens } = await harness.db.$client.query<{ token: string }>(
    'select token from campaign_recipients where campaign_id = $1 limit 1',
    [campaignId],
  );
  const pages = await harness.app.inject({ method: 'GET', url: `/api/locations/${locationId}/landing_pages`, headers });
  const landingToken = new URL((pages.json() as { landing_url: string }).landing_url).pathname.split('/').pop();
  const timings = [
    await timePublic(
      harness,
      'GET /api/public/review_requests/{token}',
      `/api/public/review_requests/${tokens[0]?.token}`,
    ),
    await timePublic(harness, 'GET /api/public/ask_pages/{token}', `/api/public/ask_pages/${landingToken}`),
  ];
  const scripts = await publicPagesScripts([
    `/r/${tokens[0]?.token}`,
    `/m/${landingToken}`,
    new URL((pages.json() as { kiosk_url: string }).kiosk_url).pathname,
    `/unsubscribe/requests/${campaignId}?email=person1%40bench.example&token=bench`,
  ]);
  return { uploadSeconds, counts, queueSeconds, queuedJobs: queued[0]?.jobs ?? 0, timings, scripts };
}
