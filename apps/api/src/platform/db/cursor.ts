import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * The rows of one query in batches, through a server-side cursor: one plan and one pass over the data however
 * many rows, read `batchSize` at a time, so memory stays flat (exports of a million reviews). The query runs in a
 * read-only transaction on a connection of its own, so every batch reads the same snapshot. Rows come as
 * node-postgres parses them (timestamptz as Date, arrays as arrays): the query names its columns as the caller
 * wants them. Stopping early (break, an error) closes the cursor and gives the connection back.
 */
export async function* cursorBatches<Row>(db: Database, query: SQL, batchSize: number): AsyncGenerator<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await db.$client.connect();
  let broken: Error | undefined;
  let open = false;
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    open = true;
    await client.query(`declare batch_rows no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query(`fetch forward ${Math.trunc(batchSize)} from batch_rows`);
      if (rows.length > 0) yield rows as Row[];
      if (rows.length < batchSize) break;
    }
    await client.query('commit');
    open = false;
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // Stopped early by the reader: the cursor and its transaction end here.
    if (open && !broken) await client.query('rollback').catch(() => undefined);
    // A connection that failed mid-transaction is dropped rather than handed to the next query.
    client.release(broken);
  }
}
