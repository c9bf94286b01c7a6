import { is } from 'drizzle-orm';
import { integer, PgTable, pgTable, serial, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readShape, type Shape } from '../../../test/catalog-shape';
import { createTablesAsDeclared } from '../../../test/schema-probe';
import { shapeDifferences } from '../../../test/shape-differences';
import { cloneTemplate, dropDatabase } from '../../../test/test-app';
import * as schema from './schema';

/**
 * The SQL migrations make the database; the drizzle TS schema is the typed view the queries are written against
 * (decision 0125). This compares the two, so a migration without its TS change (or the reverse) fails here and
 * not in a query at run time: the migrated test database's catalog against the same tables created from the TS
 * declarations in a scratch namespace of it, so that PostgreSQL spells both sides.
 */

const SCHEMA_TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);
const PROBE = 'declared_schema';

/** Tables of the migrations that no query of ours reads, so the TS schema leaves them out, and why. */
const UNDECLARED_TABLES: Record<string, string> = {
  socket_io_attachments: "the socket.io PostgreSQL adapter's own (migration 0000); only the library reads it",
};

/**
 * The database's shape as the TS schema can declare it: without UNDECLARED_TABLES, without the covering columns of
 * indexes and keys (INCLUDE, migrations 0004, 0006, 0032, 0035, 0036), which drizzle cannot declare and which decide
 * only whether a scan is index-only, never what a query answers, and without the column list of a composite foreign
 * key's ON DELETE SET NULL (x_id) (migration 0065: account_id is never nulled), which drizzle's 'set null' cannot
 * spell either; the key's columns, table and action are still compared.
 */
function declarable(shape: Shape): Shape {
  return new Map(
    [...shape]
      .filter(([table]) => !(table in UNDECLARED_TABLES))
      .map(([table, parts]) => [
        table,
        new Map(
          [...parts].map(([part, definition]) => [
            part,
            definition.replace(/ INCLUDE \([^)]*\)/, '').replace(/ SET NULL \([^)]*\)/, ' SET NULL'),
          ]),
        ),
      ]),
  );
}

let client: pg.Client;
let database: string;

beforeAll(async () => {
  const clone = await cloneTemplate();
  database = clone.name;
  client = new pg.Client(clone.url);
  await client.connect();
});

afterAll(async () => {
  await client.end();
  await dropDatabase(inject('databaseUrl'), database);
});

/** Runs `change` (DDL for the test) in a transaction that is rolled back, then compares; the database is unchanged. */
async function differences(tables: PgTable[], change?: string): Promise<string[]> {
  await client.query('BEGIN');
  try {
    if (change) await client.query(change);
    await createTablesAsDeclared(client, PROBE, tables);
    return shapeDifferences(declarable(await readShape(client, 'public')), await readShape(client, PROBE));
  } finally {
    await client.query('ROLLBACK');
  }
}

describe('the drizzle TS schema and the migrated database', () => {
  it('have the same tables, columns (type, nullability, default), primary keys, indexes and foreign keys', async () => {
    expect(await differences(SCHEMA_TABLES)).toEqual([]);
  });

  it('differ when a migration adds a column the TS schema does not declare', async () => {
    expect(await differences(SCHEMA_TABLES, 'ALTER TABLE tags ADD COLUMN colour text')).toEqual([
      'tags column colour: in the database (text), not in the TS schema',
    ]);
  });

  it('differ when the TS schema declares a column no migration creates', async () => {
    const declared = pgTable('drift_example', {
      id: serial('id').primaryKey(),
      count: integer('count').notNull().default(0),
      note: text('note'),
    });
    const created = 'CREATE TABLE drift_example (id serial PRIMARY KEY, count integer NOT NULL DEFAULT 0)';
    expect(await differences([...SCHEMA_TABLES, declared], created)).toEqual([
      'drift_example column note: in the TS schema (text), not in the database',
    ]);
  });
});
