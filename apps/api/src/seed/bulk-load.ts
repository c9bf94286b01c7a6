import type pg from 'pg';

/** Seconds each phase after the load took, for the bench to print. */
export type RebuildPhases = {
  /** Rebuilding the secondary indexes set aside. */
  indexes: number;
  /** Statistics of the loaded tables, so that the foreign keys' checks are planned as joins. */
  analyse: number;
  /** Adding the foreign keys back NOT VALID and validating them: one join a key, the post-load check. */
  foreignKeys: number;
};

type Index = { name: string; definition: string };
type ForeignKey = { table: string; name: string; definition: string };

/** Memory for one index build: the whole sort of a 10M-row btree, and GIN's pending lists, without spilling. */
const MAINTENANCE_WORK_MEM = '1GB';
/** Memory a statement's transition tables and sorts keep before spilling: a chunk of the caller's rows. */
const WORK_MEM = '256MB';
/** Workers a parallel index build may take beside its leader. */
const PARALLEL_MAINTENANCE_WORKERS = 2;

/** Seconds since `started` (a performance.now() reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * Standard bulk-load practice for `tables`, inside the caller's transaction on `client`: their secondary indexes
 * (those no constraint owns) and their own foreign keys are set aside while `load` fills them, then the indexes are
 * rebuilt once (sorted, in parallel) and the foreign keys added back NOT VALID and validated, each by one join of
 * the loaded rows against the table it references. Row by row, those foreign keys cost a lookup and a row lock
 * per row (ten million reviews held 30 million of them, and each pending-analysis row locked its review);
 * validation checks the very same rows, so a row the load got wrong still fails the transaction. Primary keys,
 * NOT NULL, CHECK and the unique indexes (rebuilt) hold as always; the triggers still fire (the counts they keep
 * are part of the data).
 */
export async function bulkLoad<Loaded>(
  client: pg.PoolClient,
  tables: string[],
  load: () => Promise<Loaded>,
): Promise<{ loaded: Loaded } & RebuildPhases> {
  await client.query(`set local maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
  await client.query(`set local max_parallel_maintenance_workers = ${PARALLEL_MAINTENANCE_WORKERS}`);
  await client.query(`set local work_mem = '${WORK_MEM}'`);
  const foreignKeys = await ownForeignKeys(client, tables);
  for (const key of foreignKeys) await client.query(`alter table ${key.table} drop constraint ${key.name}`);
  const indexes = await secondaryIndexes(client, tables);
  for (const index of indexes) await client.query(`drop index ${index.name}`);

  const loaded = await load();

  let started = performance.now();
  for (const index of indexes) await client.query(index.definition);
  const phases: RebuildPhases = { indexes: secondsSince(started), analyse: 0, foreignKeys: 0 };

  started = performance.now();
  await client.query(`analyze ${tables.join(', ')}`);
  phases.analyse = secondsSince(started);

  started = performance.now();
  for (const key of foreignKeys) {
    await client.query(`alter table ${key.table} add constraint ${key.name} ${key.definition} not valid`);
    await client.query(`alter table ${key.table} validate constraint ${key.name}`);
  }
  phases.foreignKeys = secondsSince(started);
  return { loaded, ...phases };
}

/** The tables' indexes that no constraint owns (primary keys stay: the triggers' upserts and other tables' keys need them). */
async function secondaryIndexes(client: pg.PoolClient, tables: string[]): Promise<Index[]> {
  const { rows } = await client.query<Index>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any($1::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  return rows;
}

/** The validated foreign keys the tables hold (not those pointing at them: a load does not check those). */
async function ownForeignKeys(client: pg.PoolClient, tables: string[]): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select conrelid::regclass::text as table, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and convalidated and conrelid = any($1::regclass[])
    order by conrelid, conname`,
    [tables],
  );
  return rows;
}
