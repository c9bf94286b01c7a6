import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort } from '../../apps/api/src/platform/net/free-port';
import { runReputeCommand, type SpawnedServer, startRepute, stopRepute } from '../../apps/api/test/spawn-server';
import { type PostgresPair, startPostgresPair } from './postgres-pair';

export const BUCKET = 'repute-files';
const DATABASE = 'repute';

export type Topology = {
  /** The primary's address of the app's database, as DATABASE_URL has it. */
  databaseUrl: string;
  /** The same database on the hot standby. */
  replicaUrl: string;
  s3Endpoint: string;
  postgres: Pick<PostgresPair, 'stopPrimary' | 'startPrimary'>;
  /** The two `repute server` processes' ports: A, then B. */
  serverPorts: [number, number];
  servers: SpawnedServer[];
  workers: (SpawnedServer | undefined)[];
  /** Starts worker `index` (0 or 1) again, after a test killed it. */
  startWorker: (index: number) => Promise<SpawnedServer>;
  stop: () => Promise<void>;
};

export type TopologyOptions = {
  /** Where the workers send e-mail; unset, they log it (the app's default). */
  smtpUrl?: string;
  /** Extra environment for all four processes. */
  env?: NodeJS.ProcessEnv;
};

/**
 * Repute as several machines run it: PostgreSQL 15 primary plus a hot standby, files in an S3-compatible bucket
 * (s3rver), two `repute server` and two `repute worker` processes. Every process gets a data directory of its own,
 * so nothing they share can pass through local disk.
 */
export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'repute-topology-'));
  // As root, PostgreSQL runs as the postgres user, which must reach its clusters inside.
  await chmod(directory, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [() => rm(directory, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of [...cleanups].reverse()) await cleanup().catch(() => {});
  };
  try {
    const postgres = await startPostgresPair(path.join(directory, 'postgres'));
    cleanups.push(postgres.stop);
    const admin = new pg.Client(postgres.primaryUrl);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    const databaseUrl = withDatabase(postgres.primaryUrl, DATABASE);
    const replicaUrl = withDatabase(postgres.replicaUrl, DATABASE);

    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(directory, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = (await s3.run()) as AddressInfo;
    cleanups.push(() => s3.close());
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;

    const shared: NodeJS.ProcessEnv = {
      DATABASE_URL: databaseUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      LOG_LEVEL: 'warn',
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    };
    const seeded = await runReputeCommand(['seed'], { ...shared, REPUTE_DATA_DIR: path.join(directory, 'seed') });
    if (seeded.code !== 0) throw new Error(`repute seed failed:\n${seeded.stdout}${seeded.stderr}`);

    const serverPorts: [number, number] = [await freePort(), await freePort()];
    const servers: SpawnedServer[] = [];
    const workers: (SpawnedServer | undefined)[] = [undefined, undefined];
    cleanups.push(async () => {
      await Promise.all([...servers, ...workers].map((process) => stopRepute(process)));
    });
    const startWorker = async (index: number) => {
      const worker = await startRepute('worker', {
        ...shared,
        REPUTE_DATA_DIR: path.join(directory, `worker-${index}`),
      });
      workers[index] = worker;
      return worker;
    };
    // One at a time: four processes loading the app at once on a small machine start slower than in a row.
    for (const [index, port] of serverPorts.entries()) {
      servers.push(
        await startRepute('server', {
          ...shared,
          PORT: String(port),
          REPUTE_DATA_DIR: path.join(directory, `server-${index}`),
        }),
      );
    }
    for (const index of [0, 1]) await startWorker(index);
    return { databaseUrl, replicaUrl, s3Endpoint, postgres, serverPorts, servers, workers, startWorker, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
