import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client';

/**
 * What the database says about its tenants, read from the catalogue (information_schema, pg_constraint), so
 * that a new module's tables are included without naming them: every tenant table carries account_id.
 */
export type TenantSchema = {
  /** Tables with an account_id column. */
  tenantTables: string[];
  /** Tables whose rows have an id of their own: accounts, and the tenant tables with an id column. */
  idTables: string[];
  /**
   * Foreign keys by their one column besides account_id: column name → the table it references (account_id →
   * accounts, location_id → locations through (account_id, location_id), decisions 0174 and 0179).
   */
  references: Map<string, string>;
  /** Text columns of each tenant table and of accounts. */
  textColumns: Map<string, string[]>;
};

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

export async function readTenantSchema(db: Database): Promise<TenantSchema> {
  const columns = await rows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
        from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const columnsOf = new Map<string, typeof columns>();
  for (const column of columns) columnsOf.set(column.table, [...(columnsOf.get(column.table) ?? []), column]);
  const has = (table: string, name: string) => columnsOf.get(table)?.some((column) => column.column === name);
  const tenantTables = [...columnsOf.keys()].filter((table) => has(table, 'account_id'));
  const idTables = ['accounts', ...tenantTables.filter((table) => has(table, 'id'))];

  const keys = await rows<{ column: string; target: string }>(
    db,
    sql`select a.attname as "column", c.confrelid::regclass::text as "target"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and (cardinality(c.conkey) = 1 or (cardinality(c.conkey) = 2 and a.attname <> 'account_id'
            and exists (select 1 from pg_attribute o
                        where o.attrelid = c.conrelid and o.attnum = any (c.conkey) and o.attname = 'account_id')))
        order by a.attname`,
  );
  const references = new Map<string, string>();
  for (const key of keys) if (!references.has(key.column)) references.set(key.column, key.target);

  const textColumns = new Map<string, string[]>();
  for (const table of ['accounts', ...tenantTables]) {
    const text = (columnsOf.get(table) ?? []).filter((column) => ['text', 'character varying'].includes(column.type));
    textColumns.set(
      table,
      text.map((column) => column.column),
    );
  }
  return { tenantTables, idTables, references, textColumns };
}

/** An account's own rows of a table (aliased `t`): accounts by id, every other table by account_id. */
const ownedBy = (table: string, accountId: number) =>
  table === 'accounts' ? sql`t.id = ${accountId}` : sql`t.account_id = ${accountId}`;

/** The first row id of the account in each table that has ids (accounts: the account itself). */
export async function rowIdsOf(db: Database, schema: TenantSchema, accountId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const table of schema.idTables) {
    const [row] = await rows<{ id: number }>(
      db,
      sql`select t.id from ${sql.identifier(table)} t where ${ownedBy(table, accountId)} order by t.id limit 1`,
    );
    if (row) ids.set(table, Number(row.id));
  }
  return ids;
}

/** A fingerprint of every row the account owns, table by table: any insert, update or delete changes it. */
export async function fingerprint(db: Database, schema: TenantSchema, accountId: number) {
  const prints: Record<string, string> = {};
  for (const table of ['accounts', ...schema.tenantTables]) {
    // A sum of row hashes: independent of row order, so no sort of a large table's rows.
    const [row] = await rows<{ n: number; digest: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as digest
          from ${sql.identifier(table)} t where ${ownedBy(table, accountId)}`,
    );
    prints[table] = `${row?.n} rows, ${row?.digest}`;
  }
  return prints;
}

/**
 * Texts that only this account has (its name, location names, e-mail addresses, review texts, ...): the text
 * values of its rows that no other account's row of the same table holds, at least `minLength` long, the
 * `perColumn` most frequent of each column. Found in an answer to another account's user, they are a leak.
 */
export async function distinctiveTexts(
  db: Database,
  schema: TenantSchema,
  accountId: number,
  { minLength = 6, perColumn = 40 } = {},
): Promise<string[]> {
  const texts = new Set<string>();
  for (const [table, columns] of schema.textColumns) {
    if (columns.length === 0) continue;
    const cells = sql.join(
      columns.map((column) => sql`(${column}::text, t.${sql.identifier(column)}::text)`),
      sql`, `,
    );
    const found = await rows<{ value: string }>(
      db,
      sql`with cells as (
            select ${ownedBy(table, accountId)} as mine, cell.name, cell.value
            from ${sql.identifier(table)} t cross join lateral (values ${cells}) as cell(name, value)
            where length(cell.value) >= ${minLength}
          ), owned as (
            select name, value, row_number() over (partition by name order by count(*) desc, value) as rank
            from cells where mine group by name, value
          )
          select value from owned
          where rank <= ${perColumn} and not exists (select 1 from cells other where not other.mine and other.value = owned.value)`,
    );
    for (const { value } of found) texts.add(value);
  }
  return [...texts];
}

/**
 * Every text the account's own rows hold, joined: a caller is shown its own data, so another account's text
 * that is part of it (a word such as "question" in its own reviews) proves no leak.
 */
export async function ownCorpus(db: Database, schema: TenantSchema, accountId: number): Promise<string> {
  const parts: string[] = [];
  for (const [table, columns] of schema.textColumns) {
    if (columns.length === 0) continue;
    const cells = sql.join(
      columns.map((column) => sql`coalesce(t.${sql.identifier(column)}::text, '')`),
      sql` || e'\n' || `,
    );
    const [row] = await rows<{ text: string | null }>(
      db,
      sql`select string_agg(${cells}, e'\n') as text from ${sql.identifier(table)} t where ${ownedBy(table, accountId)}`,
    );
    if (row?.text) parts.push(row.text);
  }
  return parts.join('\n');
}
