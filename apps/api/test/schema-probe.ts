import { is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * Creates the drizzle TS schema's tables, as their declarations say, in an empty PostgreSQL schema (namespace) of
 * the database, so that PostgreSQL itself spells their types, defaults, index expressions and predicates: the
 * migrated tables and these can then be read from the catalog alike and compared (catalog-shape.ts).
 */
export async function createTablesAsDeclared(client: pg.Client, namespace: string, tables: PgTable[]): Promise<void> {
  await client.query(`CREATE SCHEMA ${quote(namespace)}`);
  // Unqualified names land in the namespace; the database's own functions (public) stay callable.
  await client.query(`SET LOCAL search_path TO ${quote(namespace)}, public`);
  const configs = tables.map(getTableConfig);
  for (const table of configs) await client.query(createTable(table));
  for (const table of configs) for (const statement of createIndexes(table)) await client.query(statement);
  // Last: a foreign key needs the table it points at.
  for (const table of configs) for (const statement of addForeignKeys(table)) await client.query(statement);
}

type TableConfig = ReturnType<typeof getTableConfig>;

const dialect = new PgDialect();

function createTable(table: TableConfig): string {
  const parts = table.columns.map(columnDefinition);
  for (const key of table.primaryKeys) parts.push(`PRIMARY KEY (${columnList(key.columns)})`);
  for (const unique of table.uniqueConstraints) {
    const nulls = unique.nullsNotDistinct ? ' NULLS NOT DISTINCT' : '';
    parts.push(`${constraintName(unique.getName())}UNIQUE${nulls} (${columnList(unique.columns)})`);
  }
  return `CREATE TABLE ${quote(table.name)} (${parts.join(', ')})`;
}

function columnDefinition(column: PgColumn): string {
  const parts = [quote(column.name), column.getSQLType()];
  if (column.generated) parts.push(`GENERATED ALWAYS AS (${expression(column.generated.as)}) STORED`);
  if (column.generatedIdentity) {
    parts.push(`GENERATED ${column.generatedIdentity.type === 'always' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`);
  }
  if (column.primary) parts.push('PRIMARY KEY');
  if (column.notNull) parts.push('NOT NULL');
  // A default of the column's own (a value or sql``) is the database's; $defaultFn runs in JavaScript and is not.
  if (column.default !== undefined) parts.push(`DEFAULT ${defaultValue(column)}`);
  if (column.isUnique) {
    const nulls = column.uniqueType === 'not distinct' ? ' NULLS NOT DISTINCT' : '';
    parts.push(`${constraintName(column.uniqueName)}UNIQUE${nulls}`);
  }
  return parts.join(' ');
}

/** The default as drizzle sends a value of the column: its driver value as a literal PostgreSQL casts. */
function defaultValue(column: PgColumn): string {
  if (is(column.default, SQL)) return expression(column.default);
  return literal(column.mapToDriverValue(column.default));
}

function createIndexes(table: TableConfig): string[] {
  return table.indexes.map(({ config }) => {
    const keys = config.columns.map((key) => {
      if (!is(key, IndexedColumn)) return `(${expression(key)})`;
      // drizzle's reading of an indexed column, as drizzle-kit writes it: ascending and nulls last unless said
      // otherwise, so `.desc()` alone is DESC NULLS LAST (PostgreSQL's DESC alone puts nulls first).
      const { order, nulls, opClass } = key.indexConfig;
      const nullsOrder = order !== 'desc' && nulls !== 'first' ? '' : `NULLS ${nulls === 'first' ? 'FIRST' : 'LAST'}`;
      return [quote(key.name ?? ''), opClass, order === 'desc' ? 'DESC' : '', nullsOrder].filter(Boolean).join(' ');
    });
    const unique = config.unique ? 'UNIQUE ' : '';
    const where = config.where ? ` WHERE ${expression(config.where)}` : '';
    return `CREATE ${unique}INDEX ${config.name ? quote(config.name) : ''} ON ${quote(table.name)} USING ${config.method} (${keys.join(', ')})${where}`;
  });
}

function addForeignKeys(table: TableConfig): string[] {
  return table.foreignKeys.map((key) => {
    const { columns, foreignTable, foreignColumns } = key.reference();
    const actions = `ON DELETE ${(key.onDelete ?? 'no action').toUpperCase()} ON UPDATE ${(key.onUpdate ?? 'no action').toUpperCase()}`;
    return `ALTER TABLE ${quote(table.name)} ADD FOREIGN KEY (${columnList(columns)}) REFERENCES ${quote(getTableConfig(foreignTable).name)} (${columnList(foreignColumns)}) ${actions}`;
  });
}

/** An sql`` of the schema as PostgreSQL text: columns by their bare names (as in an index), values as literals. */
function expression(value: unknown): string {
  if (!is(value, SQL)) throw new Error(`Expected an sql\`\` expression, got ${String(value)}`);
  const { sql, params } = dialect.sqlToQuery(value, 'indexes');
  return sql.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);
}

/** A constraint's name when declared; PostgreSQL names it otherwise. */
function constraintName(name: string | undefined): string {
  return name ? `CONSTRAINT ${quote(name)} ` : '';
}

function columnList(columns: PgColumn[]): string {
  return columns.map((column) => quote(column.name)).join(', ');
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
