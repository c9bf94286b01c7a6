import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { runReputeCommand } from '../test/spawn-server';
import { loadConfig } from './config';
import { freePort } from './platform/net/free-port';
import { run } from './runtime';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-first-admin-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A new, empty database (no migrations, no demo data) on the test run's server. */
async function emptyDatabase(): Promise<string> {
  const serverUrl = inject('databaseUrl');
  const name = `first_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return withDatabase(serverUrl, name);
}

async function count(url: string, table: 'users' | 'accounts'): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

function environment(databaseUrl: string, port = 0) {
  return {
    DATABASE_URL: databaseUrl,
    DEMO_MODE: 'false',
    PORT: String(port),
    LOG_LEVEL: 'silent' as const,
    REPUTE_DATA_DIR: dataDir,
  };
}

/** Runs `repute create-admin` with these arguments and this stdin; answers its exit code and output. */
function createAdmin(databaseUrl: string, args: string[], input = '') {
  return runReputeCommand(['create-admin', ...args], environment(databaseUrl), input);
}

describe('an install outside demo mode (DEMO_MODE=false)', () => {
  it('starts on an empty database with no users and says how to make the first admin', async () => {
    const url = await emptyDatabase();
    const running = await run(loadConfig(environment(url)), 'all', { seedWhenEmpty: true });
    try {
      expect(running.needsFirstAdmin).toBe(true);
      expect(await count(url, 'users')).toBe(0);
      expect(await count(url, 'accounts')).toBe(0);
    } finally {
      await running.stop();
    }
  });

  it('gets a working admin from `repute create-admin`, with flags or answers to its prompts', async () => {
    const url = await emptyDatabase();
    const byFlags = await createAdmin(url, [
      '--email',
      'ada@lovelace.example',
      '--first-name',
      'Ada',
      '--last-name',
      'Lovelace',
      '--account',
      'Lovelace Clinics',
      '--password',
      'analytical-engine',
    ]);
    expect(byFlags.stderr).toBe('');
    expect(byFlags.code).toBe(0);
    expect(byFlags.stdout).toContain('Created the Admin ada@lovelace.example of the account "Lovelace Clinics"');

    // Each run starts a Node process with tsx; the three after the first are independent of each other.
    const [byPrompts, taken, short] = await Promise.all([
      createAdmin(url, [], 'grace@hopper.example\nGrace\nHopper\nHopper Dental\ncobol-compiler\n'),
      createAdmin(url, [], 'ADA@lovelace.example\nAda\nAgain\nOther\nanother-password\n'),
      createAdmin(url, ['--password', 'short'], 'x@y.example\nX\nY\nZ\n'),
    ]);
    expect(byPrompts.code).toBe(0);
    expect(byPrompts.stdout).toContain('Password (8 or more characters): ');
    expect(byPrompts.stdout).not.toContain('cobol-compiler');

    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('A user with that e-mail already exists');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('password: Password must be at least 8 characters');
    expect(await count(url, 'users')).toBe(2);

    const port = await freePort();
    const running = await run(loadConfig(environment(url, port)), 'server', { seedWhenEmpty: true });
    try {
      expect(running.needsFirstAdmin).toBe(false);
      const api = `http://127.0.0.1:${port}/api`;
      const login = await fetch(`${api}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@lovelace.example', password: 'analytical-engine' }),
      });
      expect(login.status).toBe(201);
      const state = await login.json();
      expect(state).toMatchObject({ user_type_id: 1, isAccountOwner: true, account_active: true });
      const authorization = `Basic ${Buffer.from(`${state.email}:${state.token}`).toString('base64')}`;
      const invited = await fetch(`${api}/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          email: 'colleague@lovelace.example',
          first_name: 'Col',
          last_name: 'League',
          user_type_id: 3,
        }),
      });
      expect(invited.status).toBe(201);
      const account = await (await fetch(`${api}/accounts/${state.account_id}`, { headers: { authorization } })).json();
      expect(account).toMatchObject({ name: 'Lovelace Clinics', status: 'active' });
    } finally {
      await running.stop();
    }
  }, 180_000);
});
