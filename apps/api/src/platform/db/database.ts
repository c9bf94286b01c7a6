import type { Config } from '../../config';
import { connect, type Database } from './client';
import { type EmbeddedLog, startEmbeddedPostgres } from './embedded';

/** `replica`: DATABASE_REPLICA_URL's standby, when set. */
export type DatabaseHandle = { db: Database; replica?: Database; url: string; close: () => Promise<void> };

/** The standby serves export jobs only: a few connections are plenty. */
const REPLICA_POOL_SIZE = 4;

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under the data directory. */
export async function openDatabase(config: Config, log: EmbeddedLog = {}): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('No database');
  const db = connect(url);
  const replica = config.databaseReplicaUrl ? connect(config.databaseReplicaUrl, REPLICA_POOL_SIZE) : undefined;
  return {
    db,
    replica,
    url,
    close: async () => {
      await replica?.$client.end();
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
