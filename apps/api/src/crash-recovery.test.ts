import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApi } from '../test/http-api';
import { isRunning, runReputeCommand, type SpawnedServer, startRepute, stopRepute } from '../test/spawn-server';
import { freePort } from './platform/net/free-port';

function pidOfPostgres(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The install's first admin (no demo data: seeding it would be most of this test's time). */
const ADMIN = { email: 'admin@crash.example', password: 'crash-password' };

async function signIn(port: number): Promise<string> {
  const login = await httpApi(port)('POST', '/api/auth', ADMIN);
  expect(login.status).toBe(201);
  return `Basic ${Buffer.from(`${login.body.email}:${login.body.token}`).toString('base64')}`;
}

/** Every tag name of the caller's account, page by page. */
async function tagNames(port: number, authorization: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page += 1) {
    const { status, body } = await httpApi(port, authorization)('GET', `/api/tags?per_page=100&page=${page}`);
    expect(status).toBe(200);
    const tags = (body._embedded as { tags: { name: string }[] }).tags;
    for (const tag of tags) names.add(tag.name);
    if (page >= (body._total_pages as number)) return names;
  }
}

describe('kill -9 of the server, then a new start', () => {
  let dataDir: string;
  let port: number;
  let first: SpawnedServer | undefined;
  let second: SpawnedServer | undefined;

  const environment = () => ({ REPUTE_DATA_DIR: dataDir, PORT: String(port), DEMO_MODE: 'false' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-crash-'));
    port = await freePort();
    const created = await runReputeCommand(
      ['create-admin', `--email=${ADMIN.email}`, `--password=${ADMIN.password}`].concat([
        '--first-name=Ada',
        '--last-name=Crash',
        '--account=Crash Clinics',
      ]),
      environment(),
    );
    expect(created.stderr).toBe('');
  }, 120_000);

  afterAll(async () => {
    await stopRepute(second);
    await stopRepute(first);
    // A failed run may leave the first server's PostgreSQL orphaned: stop it before removing its files.
    const orphan = pidOfPostgres(dataDir);
    if (orphan && isRunning(orphan)) process.kill(orphan, 'SIGINT');
    while (orphan && isRunning(orphan)) await new Promise((resolve) => setTimeout(resolve, 50));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops the orphaned PostgreSQL, says so, and keeps every acknowledged write', { timeout: 300_000 }, async () => {
    first = await startRepute('all', environment());
    const authorization = await signIn(port);
    const acknowledged: string[] = [];
    // Writes in flight when the process dies: four at a time, killed after the twentieth acknowledgement.
    const writer = async (lane: number) => {
      for (let i = 0; ; i += 1) {
        const name = `crash ${lane}-${i}`;
        const created = await httpApi(port, authorization)('POST', '/api/tags', { name }).catch(() => undefined);
        if (!created) return;
        expect(created.status).toBe(201);
        acknowledged.push(name);
        if (acknowledged.length === 20) first?.process.kill('SIGKILL');
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    await first.exited;
    const orphan = pidOfPostgres(dataDir);
    expect(orphan && isRunning(orphan)).toBe(true);

    second = await startRepute('all', environment());
    expect(second.output()).toContain(`Stopped PostgreSQL (PID ${orphan}) left running by a previous run`);
    const names = await tagNames(port, await signIn(port));
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  });

  it('tells a one-shot command beside the running server how to reach its database', { timeout: 120_000 }, async () => {
    const beside = await runReputeCommand(['migrate'], environment());
    expect(beside.code).toBe(1);
    expect(beside.stderr).toContain(
      `The PostgreSQL of ${path.join(dataDir, 'postgres')} is running for another Repute process`,
    );
    expect(beside.stderr).toMatch(/DATABASE_URL=postgres:\/\/repute:<password>@127\.0\.0\.1:\d+\/postgres/);
    expect(beside.stderr).not.toContain('    at ');
  });

  it('on SIGTERM answers the request in flight, stops PostgreSQL and exits 0 with nothing logged as an error', {
    timeout: 120_000,
  }, async () => {
    const running = second;
    if (!running) throw new Error('the second server is not running');
    const postgresPid = pidOfPostgres(dataDir);
    const body = JSON.stringify({ email: ADMIN.email, password: 'not-the-password' });
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const closed = once(socket, 'close');
    // Headers first; the server's "100 Continue" says the request is in its hands before the signal comes.
    socket.write(
      `POST /api/auth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await until(() => received.includes('100 Continue'));
    running.process.kill('SIGTERM');
    await until(() => running.output().includes('SIGTERM: shutting down'));
    // write, not end: a half-closed request is one Node aborts (httpAllowHalfOpen is off).
    socket.write(body);
    await closed;
    expect(received).toMatch(/HTTP\/1\.1 401 /);
    expect(await running.exited).toBe(0);
    second = undefined;
    expect(running.output()).not.toMatch(/"level":(50|60)/);
    expect(postgresPid && isRunning(postgresPid)).toBe(false);
  });

  it('names the cause when PostgreSQL will not start', { timeout: 60_000 }, async () => {
    await appendFile(path.join(dataDir, 'postgres', 'postgresql.conf'), '\nshared_buffers = plenty\n');
    const failed = startRepute('all', environment());
    await expect(failed).rejects.toThrow(/exited \(1\)/);
    const output = await failed.catch((error: Error) => error.message);
    expect(output).toContain('invalid value for parameter "shared_buffers": "plenty"');
    expect(output).not.toMatch(/^undefined$/m);
  });
});
