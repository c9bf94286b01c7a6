import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenApiDocument,
  type Operation,
  operationsOf,
  type ProbeRequest,
  requestsFor,
} from '../../test/openapi-requests';
import {
  distinctiveTexts,
  fingerprint,
  ownCorpus,
  readTenantSchema,
  rowIdsOf,
  type TenantSchema,
} from '../../test/tenant-data';
import { client, createTestApp, login, type Session, type TestApp } from '../../test/test-app';

/**
 * One account scope (ARCHITECTURE §3: another account's data is 404): every operation of the OpenAPI
 * document, aimed at another account by a user of one account, answers nothing of it and changes nothing of
 * it. Routes come from the document and tables from the database's catalogue, so a new module's routes and
 * tables are covered without editing this test.
 */
const TARGET = 'Northwind Dental';
const CALLERS = [
  // Another tenant.
  'owner@bluebird.example',
  // A parent (partner) account: its parent views open its children (Bluebird, Harbor), never Northwind.
  'partner@summit.example',
];

/**
 * The string literals of the product's own source (packages/domain and the API without its tests and demo
 * seed): texts it ships, such as state and category names, are everyone's, so finding one is no leak.
 */
async function shippedTexts(): Promise<Set<string>> {
  const roots = ['../../../../packages/domain/src/', '../'].map((root) =>
    fileURLToPath(new URL(root, import.meta.url)),
  );
  const files = await Promise.all(
    roots.map(async (root) =>
      (await readdir(root, { recursive: true }))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split(path.sep).includes('seed'))
        .map((file) => path.join(root, file)),
    ),
  );
  const source = (await Promise.all(files.flat().map((file) => readFile(file, 'utf8')))).join('\n');
  return new Set([...source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)].map((match) => match[1] ?? match[2] ?? ''));
}

let t: TestApp;
let schema: TenantSchema;
let operations: Operation[];
let target: { accountId: number; rows: Map<string, number>; texts: { raw: string; escaped: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf((await client(t).get('/api/docs/json')).json() as OpenApiDocument);
  schema = await readTenantSchema(t.db);
  const [account] = (await t.db.execute(sql`select id from accounts where name = ${TARGET}`)).rows;
  const accountId = Number(account?.id);
  const shipped = await shippedTexts();
  const texts = (await distinctiveTexts(t.db, schema, accountId)).filter((text) => !shipped.has(text));
  target = {
    accountId,
    rows: await rowIdsOf(t.db, schema, accountId),
    texts: texts.map((raw) => ({ raw, escaped: JSON.stringify(raw).slice(1, -1) })),
  };
});
afterAll(() => t.close());

function holdsTargetAccountId(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsTargetAccountId);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, inner]) => (key === 'account_id' && inner === target.accountId) || holdsTargetAccountId(inner),
  );
}

/** What of the target account an answer holds: its distinctive texts, and rows carrying its account_id. */
function leaksIn(response: LightMyRequestResponse, callersOwn: string): string[] {
  const text = `${response.headers.location ?? ''}\n${response.body}`;
  const found = target.texts
    .filter(({ raw, escaped }) => (text.includes(escaped) || text.includes(raw)) && !callersOwn.includes(raw))
    .map((x) => x.raw);
  if (String(response.headers['content-type']).includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = undefined;
    }
    if (holdsTargetAccountId(body)) found.push(`a row with account_id ${target.accountId}`);
  }
  return found;
}

type Outcome = ProbeRequest & { status: number; leaks: string[] };

/** Sends every probe as `email`; a route that ends the session (DELETE /auth) just means signing in again. */
async function walk(email: string): Promise<Outcome[]> {
  let session: Session = await login(t, email);
  const own = { accountId: session.account_id, rows: await rowIdsOf(t.db, schema, session.account_id) };
  const callersOwn = await ownCorpus(t.db, schema, session.account_id);
  const outcomes: Outcome[] = [];
  for (const operation of operations) {
    for (const probe of requestsFor(operation, schema, { target, own })) {
      const send = () =>
        t.app.inject({
          method: probe.override ? 'POST' : probe.method,
          url: probe.url,
          headers: {
            authorization: session.authorization,
            ...(probe.override ? { 'x-http-method-override': probe.method } : {}),
          },
          ...(probe.payload === undefined ? {} : { payload: probe.payload as Record<string, unknown> }),
        });
      let response = await send();
      if (response.statusCode === 401 && (await client(t, session).get('/api/auth')).statusCode === 401) {
        session = await login(t, email);
        response = await send();
      }
      outcomes.push({ ...probe, status: response.statusCode, leaks: leaksIn(response, callersOwn) });
    }
  }
  return outcomes;
}

const describeOutcome = (outcome: Outcome) =>
  `${outcome.override ? `POST (${outcome.method})` : outcome.method} ${outcome.url} ${JSON.stringify(outcome.payload ?? '')} → ${outcome.status}`;

describe('one account scope: no route reaches another account', () => {
  it("knows the target account's data when it sees it", async () => {
    expect(target.texts.map((text) => text.raw)).toContain(TARGET);
    const admin = await login(t, 'admin@northwind.example');
    for (const url of ['/api/locations', '/api/users', '/api/reviews', `/api/accounts/${target.accountId}`]) {
      expect(leaksIn(await client(t, admin).get(url), ''), url).not.toEqual([]);
    }
  });

  it.each(CALLERS)(
    '%s gets nothing of Northwind Dental from any route, with its ids in the path, query or body',
    async (email) => {
      const before = await fingerprint(t.db, schema, target.accountId);
      const outcomes = await walk(email);
      const after = await fingerprint(t.db, schema, target.accountId);

      // Every operation of the document was called; PUT, PATCH and DELETE also as POST with the override header.
      const sentAs = (operation: string) => [
        ...new Set(outcomes.filter((o) => o.operation === operation).map((o) => (o.override ? 'override' : 'own'))),
      ];
      expect
        .soft(operations.map(({ method, path: route }) => [`${method} ${route}`, sentAs(`${method} ${route}`)]))
        .toEqual(
          operations.map(({ method, path: route }) => [
            `${method} ${route}`,
            ['PUT', 'PATCH', 'DELETE'].includes(method) ? ['own', 'override'] : ['own'],
          ]),
        );
      expect.soft(outcomes.some((outcome) => outcome.variant === 'account')).toBe(true);
      expect.soft(outcomes.filter((outcome) => outcome.status >= 500).map(describeOutcome)).toEqual([]);
      expect
        .soft(outcomes.filter((outcome) => outcome.leaks.length > 0).map((o) => `${describeOutcome(o)}: ${o.leaks}`))
        .toEqual([]);
      // A route that takes an account id refuses another account's: it does not act on the caller's instead.
      expect
        .soft(outcomes.filter((outcome) => outcome.variant === 'account' && outcome.status < 400).map(describeOutcome))
        .toEqual([]);
      expect.soft(after).toEqual(before);
    },
    120_000,
  );
});
