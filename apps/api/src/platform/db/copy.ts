import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from './client';

/** One query's rows as CSV lines that PostgreSQL writes, and their number once the last line is out. */
export type CsvCopy = { lines: Readable; rows: Promise<number> };

/** A parameter as a literal of the query's text: COPY is the one statement that takes no parameters. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  // pg's own quoting: quotes doubled, and an E'' string when there is a backslash, whatever the server's settings.
  if (typeof value === 'string') return pg.escapeLiteral(value);
  // In parentheses, so that a negative number after an operator can never read as a comment (`- -1`).
  if (typeof value === 'number' && Number.isFinite(value)) return `(${value})`;
  if (typeof value === 'boolean') return String(value);
  throw new Error(`a ${typeof value} parameter cannot be written into a COPY query`);
}

/** Drizzle's PostgreSQL SQL, with each parameter written where its placeholder would be. */
class LiteralDialect extends PgDialect {
  override escapeParam(_index: number, value?: unknown): string {
    return literal(value);
  }
}

const dialect = new LiteralDialect();

/**
 * The rows of `query` as CSV lines written by PostgreSQL itself (`COPY (…) TO STDOUT WITH (FORMAT csv)`): one pass
 * over the data, no row ever built in this process, so an export of a million reviews costs the process almost
 * nothing and keeps its memory flat (decision 0081). PostgreSQL's CSV is RFC 4180 as csv-stringify writes it: a
 * field with a comma, a quote, CR or LF is quoted and its quotes doubled, NULL is an empty field, and every line
 * ends with LF. Unlike csv-stringify it quotes an empty text (`""`): queries write empty texts as NULL.
 *
 * The connection is read only as fast as `lines` is read, so a slow reader holds PostgreSQL back through TCP
 * instead of piling up lines here. It goes back to the pool when COPY completes; a reader that stops early
 * (destroys `lines`) or an error closes it instead, as a connection left in the middle of a COPY cannot take the
 * next query.
 */
export async function copyCsv(db: Database, query: SQL): Promise<CsvCopy> {
  const { sql: text } = dialect.sqlToQuery(query);
  const client = await db.$client.connect();
  const lines = copyTo(`copy (${text}) to stdout with (format csv)`);
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const rows = new Promise<number>((resolve, reject) => {
    // pg tells the query when the server is ready for the next one: COPY's row count has arrived by then.
    Object.assign(lines, {
      handleReadyForQuery: () => {
        release();
        resolve(lines.rowCount);
      },
    });
    lines.on('error', (error) => {
      release(error);
      reject(error);
    });
    lines.on('close', () => {
      if (lines.readableEnded) return;
      const stopped = new Error('the CSV lines were not read to their end');
      release(stopped);
      reject(stopped);
    });
  });
  // Whoever stops reading early does not wait for the count; its rejection is not an unhandled one.
  rows.catch(() => undefined);
  client.query(lines);
  return { lines, rows };
}
