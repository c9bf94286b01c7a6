import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app/build-app';
import { startJobQueues } from '../src/app/workers';
import type { Config } from '../src/config';
import { type Connectors, createConnectors } from '../src/connectors/connectors';
import type { OauthClientConfig, OauthProviderUrls } from '../src/modules/integrations';
import { connect, type Database } from '../src/platform/db/client';
import { createMailDeliveries } from '../src/platform/mail/deliveries';
import { workMail } from '../src/platform/mail/mail.jobs';
import { createMailTransport } from '../src/platform/mail/transport';
import type { FileStorage } from '../src/platform/storage/file-storage';
import { createLocalStorage } from '../src/platform/storage/local-storage';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

export type TestApp = BuiltApp & { db: Database; boss: PgBoss; url: string; close: () => Promise<void> };

export type TestAppOptions = {
  /** Runs the mail worker against this SMTP server. */
  smtpUrl?: string;
  /** Captures the app's log lines (at logLevel, 'trace' by default) instead of discarding them. */
  logStream?: DestinationStream;
  logLevel?: Config['logLevel'];
  /** Directory and registry connectors; by default the demo sandboxes, with the NPI registry unreachable. */
  connectors?: Partial<Connectors>;
  /** The install's OAuth clients and where the providers are (the OAuth connect flow's fakes). */
  oauth?: { config: OauthClientConfig; urls: OauthProviderUrls };
  /** The proxies whose X-Forwarded-For the app believes (TRUST_PROXY); none by default. */
  trustProxy?: Config['trustProxy'];
  /** SMS_SENDS_PER_SECOND: the SMS provider's sending rate; the default's otherwise. */
  smsSendsPerSecond?: number;
  /** Where files go; by default a folder of the test's own, removed on close. */
  files?: FileStorage;
  /** MAX_CONNECTIONS_PER_ADDRESS and HSTS_MAX_AGE; the defaults otherwise. */
  maxConnectionsPerAddress?: number;
  hstsMaxAge?: number;
  /** The chat endpoint that drafts replies (LLM_BASE_URL…); none by default, as in the demo. */
  llm?: Config['llm'];
  /** LOCAL_SEARCH_TILE_URL and …_ATTRIBUTION; none by default. */
  localSearchTiles?: Config['localSearchTiles'];
  /** How long an ordinary request's body may take; 30 s otherwise. */
  bodyTimeoutMs?: number;
  /** METRICS_TOKEN: opens /metrics beyond loopback. */
  metricsToken?: string;
  /** Who bills the accounts (BILLING, STRIPE_*); the demo's sandbox otherwise. */
  billing?: Config['billing'];
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: outgoing webhooks may be saved for a receiver on this machine. */
  webhookAllowPrivateTargets?: boolean;
};

/** A port nothing listens on: tests never reach the real NPI registry. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9/api/';

/** A fresh database cloned from the seeded template, and the real app (with a mail worker when smtpUrl is given). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = inject('databaseUrl');
  const { name, url } = await cloneTemplate();
  const db = connect(url, 5);
  const boss = await startJobQueues(url, options.smtpUrl ? 'worker' : 'server', () => {});
  const transport = options.smtpUrl ? createMailTransport(options.smtpUrl, '') : undefined;
  if (transport) await workMail(boss, transport, createMailDeliveries(db));
  const logLevel = options.logLevel ?? (options.logStream ? 'trace' : 'silent');
  const filesDir = await mkdtemp(path.join(tmpdir(), 'repute-test-files-'));
  const built = await buildApp({
    db,
    boss,
    config: {
      publicUrl: 'http://repute.test',
      logLevel,
      trustProxy: options.trustProxy,
      maxConnectionsPerAddress: options.maxConnectionsPerAddress,
      hstsMaxAge: options.hstsMaxAge,
      smsSendsPerSecond: options.smsSendsPerSecond,
      llm: options.llm,
      localSearchTiles: options.localSearchTiles,
      metricsToken: options.metricsToken,
      billing: options.billing,
      webhookAllowPrivateTargets: options.webhookAllowPrivateTargets,
      ...options.oauth?.config,
    },
    oauthProviderUrls: options.oauth?.urls,
    webDist: null,
    bodyTimeoutMs: options.bodyTimeoutMs,
    logStream: options.logStream,
    files: options.files ?? createLocalStorage(filesDir),
    connectors: { ...createConnectors({ demoMode: true, npiRegistryUrl: UNREACHABLE_URL }), ...options.connectors },
  });
  await built.app.ready();
  return {
    ...built,
    db,
    boss,
    url,
    close: async () => {
      await built.app.close();
      transport?.close();
      await boss.stop({ graceful: false, close: true });
      await db.$client.end();
      // Dropping a clone of the seeded template takes a second or more. On the run's own cluster the next file need
      // not wait for it (the cluster goes whole at the end, so a drop cut short by the end loses nothing).
      const dropped = dropDatabase(serverUrl, name);
      if (inject('throwawayCluster')) dropped.catch(() => {});
      else await dropped;
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * How a file's database is copied from the template. WAL_LOG (PostgreSQL's default) writes the template's 89 MB
 * through the write-ahead log page by page: twice the CPU of FILE_COPY and of its drop, measured over 30 clones
 * each. FILE_COPY copies the files after a checkpoint, which on a cluster without fsync is cheap; on a
 * DATABASE_URL server whose checkpoints reach the disk, each clone would wait for one, so those keep WAL_LOG.
 */
function cloneStrategy(): 'FILE_COPY' | 'WAL_LOG' {
  return inject('throwawayCluster') ? 'FILE_COPY' : 'WAL_LOG';
}

/** A database of the test's own, copied from the seeded template: its name and URL. */
export async function cloneTemplate(): Promise<{ name: string; url: string }> {
  const serverUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY ${cloneStrategy()}`);
  await admin.end();
  return { name, url: withDatabase(serverUrl, name) };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client(serverUrl);
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}

export function basic(email: string, token: string): string {
  return `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
}

/** Signs a demo user in and returns the Authorization header for its calls. */
export async function login(app: TestApp, email: string, password = 'demo-password') {
  const response = await app.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  const state = response.json() as { token: string; account_id: number; user_id: number; email: string };
  return { ...state, authorization: basic(email, state.token) };
}

export type Session = Awaited<ReturnType<typeof login>>;

/** A demo user's e-mail address (signed in with the demo password), or an address and its password. */
export type Credentials = string | { email: string; password: string };

export type UseTestAppOptions<Name extends string> = {
  /** The sessions the file's tests use, by the name they use: `{ admin: 'admin@northwind.example' }`. */
  logins?: Record<Name, Credentials>;
  /**
   * The app's options, or a function that computes them in beforeAll, after the hooks registered before this
   * call have run (a fake server the app must know the address of).
   */
  app?: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>);
};

/**
 * The file's app: built once in a beforeAll hook, with the `logins` signed in, and closed in an afterAll hook.
 * `t` and each session are the objects the hooks fill in, the same throughout the file: read them inside
 * tests and hooks, not at the top of the file.
 *
 *     const { t, sessions: { admin } } = useTestApp({ logins: { admin: 'admin@northwind.example' } });
 */
export function useTestApp<const Name extends string = never>(
  options: UseTestAppOptions<Name> = {},
): { t: TestApp; sessions: Record<Name, Session> } {
  const logins = (options.logins ?? {}) as Record<Name, Credentials>;
  const names = Object.keys(logins) as Name[];
  const t = {} as TestApp;
  const sessions = Object.fromEntries(names.map((name) => [name, {}])) as Record<Name, Session>;
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(typeof options.app === 'function' ? await options.app() : options.app);
    Object.assign(t, built);
    for (const name of names) {
      const credentials = logins[name];
      const { email, password } = typeof credentials === 'string' ? { email: credentials } : credentials;
      Object.assign(sessions[name], await login(built, email, password));
    }
  });
  afterAll(async () => {
    await built?.close();
  });
  return { t, sessions };
}

type Payload = Record<string, unknown>;

/** Short calls to the API, signed in as `session` when one is given. */
export function client(app: TestApp, session?: Pick<Session, 'authorization'> | null) {
  const headers = session ? { authorization: session.authorization } : {};
  return {
    get: (url: string) => app.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: Payload) => app.app.inject({ method: 'POST', url, headers, payload }),
    put: (url: string, payload?: Payload) => app.app.inject({ method: 'PUT', url, headers, payload }),
    patch: (url: string, payload?: Payload) => app.app.inject({ method: 'PATCH', url, headers, payload }),
    delete: (url: string) => app.app.inject({ method: 'DELETE', url, headers }),
  };
}
