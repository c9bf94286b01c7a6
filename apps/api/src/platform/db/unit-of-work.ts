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
