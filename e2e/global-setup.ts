import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../apps/api/src/platform/db/embedded';
import { skipDurability } from '../apps/api/src/platform/db/throwaway-cluster';
import { freePort } from '../apps/api/src/platform/net/free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000);

/**
 * Starts the real product once for the whole run, as `npm start` does (migrations, demo seed, server and
 * worker, the built web app) on a free port, against a PostgreSQL cluster of its own given as DATABASE_URL
 * so that tests can also look at the database. Tests read E2E_BASE_URL, E2E_DATABASE_URL and E2E_DATA_DIR
 * (mail lands in its outbox/).
 */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-e2e-'));
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its cluster inside.
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dataDir, 'cluster'));
  await skipDurability(database.url);
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/bin/repute.mjs'), 'all'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REPUTE_DATA_DIR: path.join(dataDir, 'app'),
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      // fixtures.ts signUp() names each sign-up's client in X-Forwarded-For, as a proxy in front would.
      TRUST_PROXY: 'loopback',
      // The webhooks spec's receiver listens on this machine (decision 0153).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitUntilServing(server);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = database.url;
  process.env.E2E_DATA_DIR = path.join(dataDir, 'app');
  return async () => {
    await stop(server);
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

function waitUntilServing(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Repute is running at (\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.on('exit', () => resolve());
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 30_000).unref();
  });
}
