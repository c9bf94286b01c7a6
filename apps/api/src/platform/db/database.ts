import type { Config } from '../../config';
import { connect, type Database } from './client';
import { type EmbeddedLog, startEmbeddedPostgres } from './embedded';

/** `replica`: DATABASE_REPLICA_URL's standby, when set. */
export type DatabaseHandle = { db: Database; replica?: Database; url: string; close: () => Promise<void> };

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under the data directory. */
export async function openDatabase(config: Config, log: EmbeddedLog = {}): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('No database');
  const db = connect(url);
  // The standby serves the screens' lag-tolerant reads too (decisions 0162, 0173): a pool the size of the primary's.
  const replica = config.databaseReplicaUrl ? connect(config.databaseReplicaUrl) : undefined;
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
