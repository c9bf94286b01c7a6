import type { Config } from '../../config';
import { connect, type Database } from './client';
import { type EmbeddedLog, startEmbeddedPostgres } from './embedded';

export type DatabaseHandle = { db: Database; url: string; close: () => Promise<void> };

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under the data directory. */
export async function openDatabase(config: Config, log: EmbeddedLog = {}): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('No database');
  const db = connect(url);
  return {
    db,
    url,
    close: async () => {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
