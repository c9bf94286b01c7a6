import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

/** What pg-boss needs to write a job on a connection it does not own (its `db` option). */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** `$1`-style text and its values as one drizzle query, each value a single parameter (arrays are not spread). */
function positional(text: string, values: readonly unknown[]): SQL {
  const query = sql.empty();
  text.split(/\$(\d+)/).forEach((part, index) => {
    query.append(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
  });
  return query;
}

/**
 * Runs pg-boss's SQL on `db` as repos see it (withAmbientTransactions): inside a unit of work a job is written in
 * that work's transaction, so it exists exactly when what caused it does (the transactional outbox).
 */
export function ambientSqlExecutor(db: Database): SqlExecutor {
  return { executeSql: (text, values = []) => db.execute(positional(text, values)) };
}
