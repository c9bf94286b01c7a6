import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/** The transaction the current call chain runs in, if a unit of work started one. */
const ambient = new AsyncLocalStorage<Database>();

/**
 * The database as repos see it: inside a unit of work every query goes to that work's transaction, elsewhere to
 * the pool. So a service can make several modules' writes one transaction without repos passing handles around.
 */
export function withAmbientTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const transaction = ambient.getStore();
      // The pool ($client) and anything else a transaction lacks stay the database's own.
      const source = transaction && property in transaction ? transaction : target;
      const value = Reflect.get(source, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/** Runs work in one transaction: repos built on withAmbientTransactions(db) all write in it, or none do. */
export type UnitOfWork = <T>(work: () => Promise<T>) => Promise<T>;

export function createUnitOfWork(db: Database): UnitOfWork {
  return (work) => db.transaction((transaction) => ambient.run(transaction as unknown as Database, work));
}

/** Runs work with every repo built on withAmbientTransactions reading `source` instead (a replica's pool). */
export function withAmbientSource<T>(source: Database, work: () => Promise<T>): Promise<T> {
  return ambient.run(source, work);
}

/** A statement drizzle has built and PostgreSQL may keep parsed: `execute` fills its placeholders. */
type Prepared<Result> = { execute: (values: Record<string, unknown>) => Promise<Result> };

/**
 * A statement of fixed shape, built once and named (drizzle's `.prepare(name)` with `sql.placeholder`s), for the
 * hottest reads (decision 0183): drizzle builds its SQL text once instead of on every call, and each pooled
 * connection parses it once, after which PostgreSQL may keep a generic plan. `prepare` builds it on the database as
 * repos see it (withAmbientTransactions), which binds it to where the call chain reads: on the pool it is built once,
 * on first use; inside a unit of work or on a replica (withAmbientSource) it is built again, to read there.
 */
export function preparedRead<Result>(
  prepare: () => Prepared<Result>,
): (values: Record<string, unknown>) => Promise<Result> {
  let onPool: Prepared<Result> | undefined;
  return (values) => {
    if (ambient.getStore()) return prepare().execute(values);
    onPool ??= prepare();
    return onPool.execute(values);
  };
}
