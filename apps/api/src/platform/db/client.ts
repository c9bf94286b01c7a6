import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function connect(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one (a transaction between two statements, a LISTEN connection): pg-pool takes its idle
  // listener off a client while it is lent, and an 'error' nobody listens to ends the process (57P01 on a
  // restart). The holder still learns of the loss: its next query fails, and the client is dropped on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema });
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
  // Every table, including those of migrations written after 0020, tells the response caches of its changes.
  await db.$client.query('select attach_data_change_notices()');
}
