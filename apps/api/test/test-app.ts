import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app/build-app';
import { startJobQueues } from '../src/app/workers';
import type { Config } from '../src/config';
import { type Connectors, createConnectors } from '../src/connectors/connectors';
import type { OauthClientConfig, OauthProviderUrls } from '../src/modules/integrations';
import { connect, type Database } from '../src/platform/db/client';
import { workMail } from '../src/platform/mail/mail.jobs';
import { createMailTransport } from '../src/platform/mail/transport';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

export type TestApp = BuiltApp & { db: Database; url: string; close: () => Promise<void> };

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
};

/** A port nothing listens on: tests never reach the real NPI registry. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9/api/';

/** A fresh database cloned from the seeded template, and the real app (with a mail worker when smtpUrl is given). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const db = connect(url, 5);
  const boss = await startJobQueues(url, options.smtpUrl ? 'worker' : 'server', () => {});
  const transport = options.smtpUrl ? createMailTransport(options.smtpUrl, '') : undefined;
  if (transport) await workMail(boss, transport);
  const logLevel = options.logLevel ?? (options.logStream ? 'trace' : 'silent');
  const built = await buildApp({
    db,
    boss,
    config: { publicUrl: 'http://repute.test', logLevel, ...options.oauth?.config },
    oauthProviderUrls: options.oauth?.urls,
    webDist: null,
    logStream: options.logStream,
    connectors: { ...createConnectors({ demoMode: true, npiRegistryUrl: UNREACHABLE_URL }), ...options.connectors },
  });
  await built.app.ready();
  return {
    ...built,
    db,
    url,
    close: async () => {
      await built.app.close();
      transport?.close();
      await boss.stop({ graceful: false, close: true });
      await db.$client.end();
      const cleanup = new pg.Client(serverUrl);
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
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
