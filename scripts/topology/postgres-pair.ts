import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../apps/api/src/platform/net/free-port';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (`apt-get install postgresql` on bookworm); PG_BIN names another build's bin directory. */
export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type PostgresPair = {
  /** The primary's superuser address, database `postgres`. */
  primaryUrl: string;
  /** The hot standby's, fed by streaming replication from the primary. */
  replicaUrl: string;
  /** `pg_ctl stop -m fast` on the primary: every connection is terminated (57P01), new ones are refused. */
  stopPrimary: () => Promise<void>;
  startPrimary: () => Promise<void>;
  stop: () => Promise<void>;
};

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` user. */
async function asPostgres(command: string, args: string[]): Promise<string> {
  const binary = path.join(POSTGRES_BIN, command);
  const [file, argv] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  try {
    return (await run(file, argv, { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/** Settings appended to a cluster's postgresql.conf: later lines win over initdb's and pg_basebackup's copy. */
async function configure(dataDir: string, port: number): Promise<void> {
  await appendFile(
    path.join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'max_connections = 200',
      // A throwaway cluster: durability costs time and guards nothing here.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      '',
    ].join('\n'),
  );
}

async function start(dataDir: string): Promise<void> {
  await asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '120', 'start']);
}

/**
 * A primary and a streaming-replication hot standby under `directory`, each on a free port of 127.0.0.1, trusted
 * without a password (loopback only, for tests).
 */
export async function startPostgresPair(directory: string): Promise<PostgresPair> {
  if (!existsSync(path.join(POSTGRES_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 was not found in ${POSTGRES_BIN}: install Debian's (apt-get install -y postgresql) or set PG_BIN.`,
    );
  }
  const primaryDir = path.join(directory, 'primary');
  const replicaDir = path.join(directory, 'replica');
  await mkdir(directory, { recursive: true });
  if (process.getuid?.() === 0) {
    await chmod(directory, 0o755);
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(directory, Number(stdout), Number(group));
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  await asPostgres('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '-N']);
  await configure(primaryDir, primaryPort);
  await start(primaryDir);
  const stops = [() => asPostgres('pg_ctl', ['-D', primaryDir, '-m', 'immediate', '-w', 'stop'])];
  const stop = async () => {
    for (const stopOne of [...stops].reverse()) await stopOne().catch(() => {});
  };
  try {
    // -R writes standby.signal and the primary's address: the copy starts as a hot standby that streams from it.
    await asPostgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    await configure(replicaDir, replicaPort);
    await start(replicaDir);
    stops.push(() => asPostgres('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopPrimary: async () => {
      await asPostgres('pg_ctl', ['-D', primaryDir, '-m', 'fast', '-w', 'stop']);
    },
    startPrimary: () => start(primaryDir),
    stop,
  };
}
