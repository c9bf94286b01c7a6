import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { stdSerializers } from 'pino';

function inChain<T extends Error>(error: Error, kind: abstract new (...args: never[]) => T): T | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof kind) return current;
  }
  return undefined;
}

/** The call stack without the message line(s) above it, which repeat the message we are hiding. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The log's `err` serializer. A failed query's error carries the caller's values (e-mail addresses, password
 * hashes, token hashes) in drizzle's message and `params`, and in PostgreSQL's message and detail ("Key
 * (lower(email))=(…) already exists", "invalid input syntax for type integer: "…""). For those the log keeps the
 * statement, PostgreSQL's error code and the constraint, table and column it names, never a value. Any other
 * error is logged as pino logs it.
 */
export function serializeError(error: Error): SerializedError {
  const query = inChain(error, DrizzleQueryError);
  const database = inChain(error, pg.DatabaseError);
  if (!query && !database) return stdSerializers.err(error);
  return {
    type: query ? 'DrizzleQueryError' : 'DatabaseError',
    message: query ? `Failed query: ${query.query}` : 'Database error',
    code: database?.code,
    constraint: database?.constraint,
    table: database?.table,
    column: database?.column,
    stack: framesOf(query ?? database ?? error),
  };
}

/** Whether a query failed on the named unique index (two requests creating the same thing at once). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const database = error instanceof Error ? inChain(error, pg.DatabaseError) : undefined;
  return database?.code === '23505' && database.constraint === constraint;
}
