import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate, dropDatabase } from '../../../test/test-app';

/**
 * Citus on paper, checked by code (issue 33 §2, docs/citus.md, decisions 0162 and 0179): distributed by account_id, a
 * tenant table's rows and the rows they point to must live on the same node, which Citus can only promise when the
 * primary key and every foreign key between tenant tables carry account_id; and Citus enforces a unique index of a
 * distributed table only when it contains account_id. This reads the migrated test database's catalog and fails on a
 * table that breaks the rule and is not listed below with its reason.
 */

/**
 * Tables that are not distributed, each a copy on every node (Citus reference tables: small, read beside tenant rows,
 * written rarely). Most have no account_id; the few that name one are found before any account is known, and may
 * keep a unique index without it. Tenant tables may point to them. Countries, states, sources and categories are not
 * tables: they are reference data in the code (packages/domain).
 */
const REFERENCE_TABLES: Record<string, string> = {
  accounts:
    "the tenants themselves: one row each, read with every tenant's rows and across tenants (a partner's children, parent_id)",
  billing_plans: "the operator's plans; account_billing points to them",
  industry_benchmarks: 'one score per vertical, compared with every account',
  oidc_email_domains: 'which account signs in an e-mail domain: the login screen reads it before any account is known',
  signing_keys: "the install's link-signing key, read by every server",
  user_emails:
    "each owned address's user, one across the install (decision 0179): login reads it before any account is known",
  whitelabels:
    'one small row per white-label account, found by its custom domain (unique across the install) before any account is known',
};

/**
 * Tables without account_id that stay on the coordinator only (Citus local tables), like pg-boss's schema: the
 * servers' and workers' shared bookkeeping, never joined with tenant rows and pointed to by no tenant table.
 */
const COORDINATOR_TABLES: Record<string, string> = {
  attempt_counts: 'failed-login and reset counters by hashed address (decision 0113), before any account is known',
  billing_events: "the billing provider's webhook event ids already handled",
  oidc_login_attempts: 'single sign-ons under way, found by their state when the provider sends the browser back',
  mail_deliveries: 'message ids already handed to SMTP, so a retried job sends once (decision 0035)',
  send_rate_slots: "each channel's next free moment at its provider, shared by every worker (decision 0104)",
  staff_grants: "the operator's staff (decision 0159), read before the account they open is chosen",
  socket_io_attachments: "the socket.io PostgreSQL adapter's own table (realtime between servers)",
};

/**
 * Tenant tables still keyed without account_id, and why: none. 66 were when this check was written (issue 33);
 * migrations 0061, 0065 and 0067 moved them to keys that carry account_id (docs/citus.md). A table added here lets its
 * key and the foreign keys into and out of it pass; it must leave the list once fixed (the last test checks).
 */
const KEYED_WITHOUT_ACCOUNT: Record<string, string> = {};

type Table = { name: string; tenant: boolean; primaryKey: string[] };
type ForeignKey = { name: string; from: string; to: string; columns: string[]; referenced: string[] };
type UniqueIndex = { name: string; table: string; withAccount: boolean };

async function readTables(client: pg.Client): Promise<Table[]> {
  const { rows } = await client.query<Table>(
    `select c.relname as name,
      exists (select 1 from pg_attribute a
              where a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped) as tenant,
      coalesce((select array_agg(a.attname::text order by a.attnum)
                from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
                where k.conrelid = c.oid and k.contype = 'p'), '{}') as "primaryKey"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by 1`,
  );
  return rows;
}

/** Foreign keys with their columns in key order, paired: columns[i] points to referenced[i]. */
async function readForeignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select k.conname as name, k.conrelid::regclass::text as "from", k.confrelid::regclass::text as "to",
      array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.i) as columns,
      array(select a.attname::text from unnest(k.confkey) with ordinality u(attnum, i)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum order by u.i) as referenced
    from pg_constraint k join pg_namespace n on n.oid = k.connamespace
    where n.nspname = 'public' and k.contype = 'f'
    order by 2, 1`,
  );
  return rows;
}

/** Unique indexes other than primary keys, and whether account_id is one of their key columns (not INCLUDE). */
async function readUniqueIndexes(client: pg.Client): Promise<UniqueIndex[]> {
  const { rows } = await client.query<UniqueIndex>(
    `select i.relname as name, c.relname as table,
      exists (select 1 from generate_series(0, x.indnkeyatts - 1) k(i)
              join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[k.i]
              where a.attname = 'account_id') as "withAccount"
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and x.indisunique and not x.indisprimary
    order by 1`,
  );
  return rows;
}

/** What breaks co-location by account_id in the catalog, one line each; `listed` are the known breaches let pass. */
async function distributionBreaches(client: pg.Client, listed: Record<string, string>): Promise<string[]> {
  const tables = await readTables(client);
  const kind = (name: string) =>
    name in REFERENCE_TABLES
      ? 'reference'
      : name in COORDINATOR_TABLES
        ? 'coordinator'
        : tables.find((table) => table.name === name)?.tenant
          ? 'tenant'
          : 'unclassified';
  const breaches: string[] = [];
  for (const table of tables) {
    const tableKind = kind(table.name);
    if (tableKind === 'unclassified') {
      breaches.push(`${table.name}: no account_id, and not listed as a reference or coordinator table`);
    } else if (tableKind === 'tenant' && !table.primaryKey.includes('account_id') && !(table.name in listed)) {
      breaches.push(`${table.name}: primary key (${table.primaryKey.join(', ')}) without account_id`);
    }
  }
  for (const key of await readForeignKeys(client)) {
    const [from, to] = [kind(key.from), kind(key.to)];
    if (to === 'coordinator') breaches.push(`${key.name}: ${key.from} points to ${key.to}, a coordinator table`);
    else if (from !== 'tenant' && to === 'tenant') {
      breaches.push(`${key.name}: ${from} table ${key.from} points to tenant table ${key.to}`);
    } else if (from === 'tenant' && to === 'tenant') {
      const position = key.columns.indexOf('account_id');
      const paired = position >= 0 && key.referenced[position] === 'account_id';
      if (!paired && !(key.from in listed) && !(key.to in listed)) {
        breaches.push(
          `${key.name}: ${key.from} (${key.columns.join(', ')}) → ${key.to} without account_id on both sides`,
        );
      }
    }
  }
  for (const index of await readUniqueIndexes(client)) {
    if (kind(index.table) === 'tenant' && !index.withAccount) {
      breaches.push(`${index.name}: unique index of tenant table ${index.table} without account_id`);
    }
  }
  return breaches;
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

/** The breaches after `change` (DDL for the test), in a transaction rolled back: the database is unchanged. */
async function breachesAfter(change: string, listed = KEYED_WITHOUT_ACCOUNT): Promise<string[]> {
  await client.query('BEGIN');
  try {
    await client.query(change);
    return await distributionBreaches(client, listed);
  } finally {
    await client.query('ROLLBACK');
  }
}

describe('distribution by account_id (Citus on paper)', () => {
  it('every table is a tenant table keyed and linked by account_id, a reference table or a coordinator table', async () => {
    expect(await distributionBreaches(client, KEYED_WITHOUT_ACCOUNT)).toEqual([]);
  });

  it('fails on a new tenant table keyed by id alone, and on its foreign key to another tenant table', async () => {
    expect(
      await breachesAfter(`CREATE TABLE notes (
        id serial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES accounts (id),
        owner integer,
        setting text,
        CONSTRAINT notes_setting_fk FOREIGN KEY (owner, setting) REFERENCES account_settings (account_id, code)
      )`),
    ).toEqual([
      'notes: primary key (id) without account_id',
      'notes_setting_fk: notes (owner, setting) → account_settings without account_id on both sides',
    ]);
  });

  it('passes a new tenant table keyed by (account_id, id) with composite foreign keys', async () => {
    expect(
      await breachesAfter(`CREATE TABLE notes (
        account_id integer NOT NULL REFERENCES accounts (id),
        id serial,
        setting text NOT NULL,
        PRIMARY KEY (account_id, id),
        FOREIGN KEY (account_id, setting) REFERENCES account_settings (account_id, code)
      )`),
    ).toEqual([]);
  });

  it('fails on a table without account_id that is not listed, and on a pointer from it to a tenant table', async () => {
    expect(
      await breachesAfter(`CREATE TABLE stray (
        id serial PRIMARY KEY,
        owner_account integer,
        user_id integer,
        FOREIGN KEY (owner_account, user_id) REFERENCES users (account_id, id)
      )`),
    ).toEqual([
      'stray: no account_id, and not listed as a reference or coordinator table',
      'stray_owner_account_user_id_fkey: unclassified table stray points to tenant table users',
    ]);
  });

  it('fails on a unique index of a tenant table without account_id, not on one with it or of a reference table', async () => {
    expect(
      await breachesAfter(`CREATE UNIQUE INDEX tags_id_key ON tags (id);
        CREATE UNIQUE INDEX tags_id_account_key ON tags (id, account_id);
        CREATE UNIQUE INDEX tags_id_covering_key ON tags (id) INCLUDE (account_id);
        CREATE UNIQUE INDEX whitelabels_support_email_key ON whitelabels (support_email) WHERE support_email IS NULL`),
    ).toEqual([
      'tags_id_covering_key: unique index of tenant table tags without account_id',
      'tags_id_key: unique index of tenant table tags without account_id',
    ]);
  });

  it('lists only tables that still break the rule, so that the list shrinks as they are fixed', async () => {
    const stillBreaking = (await readTables(client))
      .filter((table) => table.tenant && !table.primaryKey.includes('account_id'))
      .map((table) => table.name)
      // A table with account_id may still be a reference or coordinator table, found before its account is known.
      .filter((name) => !(name in REFERENCE_TABLES) && !(name in COORDINATOR_TABLES));
    expect(Object.keys(KEYED_WITHOUT_ACCOUNT).sort()).toEqual(stillBreaking.sort());
  });
});
