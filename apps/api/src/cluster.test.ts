import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isRunning, type SpawnedServer, startRepute, stopRepute } from '../test/spawn-server';
import { cloneTemplate, dropDatabase } from '../test/test-app';
import { freePort } from './platform/net/free-port';

/** The Node processes a process started (cluster workers), from /proc. */
async function childNodeProcesses(pid: number): Promise<number[]> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(' ').filter(Boolean);
  const nodes: number[] = [];
  for (const child of children) {
    const command = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '');
    if (command.startsWith(process.execPath)) nodes.push(Number(child));
  }
  return nodes;
}

describe('WEB_CONCURRENCY', () => {
  let database: { name: string; url: string } | undefined;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    database = await cloneTemplate();
  });

  afterAll(async () => {
    await stopRepute(server);
    if (database) await dropDatabase(inject('databaseUrl'), database.name);
  });

  it('answers on one port from that many server processes, and stops them all', { timeout: 180_000 }, async () => {
    const port = await freePort();
    server = await startRepute('server', {
      DATABASE_URL: database?.url,
      PORT: String(port),
      WEB_CONCURRENCY: '2',
    });
    const pid = server.process.pid ?? 0;
    const workers = await childNodeProcesses(pid);
    expect(workers).toHaveLength(2);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@northwind.example', password: 'demo-password' }),
    });
    expect(login.status).toBe(201);
    const { email, token } = (await login.json()) as { email: string; token: string };
    const authorization = `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
    // A session made by one process is good on every process: nothing about it lives in process memory.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/auth`, { headers: { authorization } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));

    await stopRepute(server);
    const running = () => workers.filter((worker) => isRunning(worker));
    while (running().length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running()).toEqual([]);
  });
});
