import type { PoolClient, QueryConfig } from 'pg';
import type { Harness } from './harness';

export type ExplainedStatement = { statement: string; ms: number };

/**
 * The database's own time for one request: the statements `request` sends (through the app's pool, or a transaction
 * of it) are recorded, then each read is run again under EXPLAIN ANALYZE (without per-node timing, which costs time
 * of its own), in a transaction with the settings its own transaction had made (a read planned without parallel
 * workers is explained so), whose execution time leaves out the network, the driver and JSON: the ceiling the
 * request's latency cannot go under, whatever the machine's load adds to the rest.
 */
export async function explainRequest(harness: Harness, request: () => Promise<unknown>): Promise<ExplainedStatement[]> {
  const pool = harness.db.$client;
  const explained: ExplainedStatement[] = [];
  for (const { text, values, settings } of await recordReads(harness, request)) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const setting of settings) await client.query(setting);
      const { rows } = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
        `explain (analyze, timing off, format json) ${text}`,
        values,
      );
      const ms = rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? 0;
      explained.push({ statement: text.replace(/\s+/g, ' ').trim().slice(0, 70), ms });
    } finally {
      await client.query('rollback');
      client.release();
    }
  }
  return explained;
}

/**
 * A statement as sent, with the `set local` statements its transaction sent before it (none outside one), and the
 * driver's whole query config (row mode, type parsers) for sending it again as the app did.
 */
export type RecordedStatement = { text: string; values: unknown[]; settings: string[]; config: QueryConfig };

type Query = (config: string | QueryConfig, values?: unknown[], ...rest: unknown[]) => unknown;

/** The reads (select, with) `request` sends through the app's pool or a connection checked out of it, as sent. */
export async function recordReads(harness: Harness, request: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const sent = await recordStatements(harness, request);
  return sent.filter((statement) => /^\s*(select|with)\b/i.test(statement.text));
}

/** Every statement `request` sends (transactions' begin, settings and commit too), in the order sent. */
export async function recordStatements(
  harness: Harness,
  request: () => Promise<unknown>,
): Promise<RecordedStatement[]> {
  const pool = harness.db.$client;
  const sent: RecordedStatement[] = [];
  const recording =
    (query: Query, target: object, settings: string[] | null): Query =>
    (config, values, ...rest) => {
      const text = typeof config === 'string' ? config : config.text;
      const given = values ?? (typeof config === 'string' ? [] : (config.values ?? []));
      if (settings && /^\s*set\s+local\b/i.test(text)) settings.push(text);
      const sentConfig = typeof config === 'string' ? { text } : config;
      sent.push({
        text,
        values: given as unknown[],
        settings: [...(settings ?? [])],
        config: { ...sentConfig, values: given as unknown[] },
      });
      return query.call(target, config, values, ...rest);
    };
  const query = pool.query;
  const connect = pool.connect;
  const checkedOut: { client: PoolClient; query: PoolClient['query']; release: PoolClient['release'] }[] = [];
  const restore = ({ client, query: own, release }: (typeof checkedOut)[number]) => {
    client.query = own;
    client.release = release;
  };
  pool.query = recording(query as Query, pool, null) as typeof pool.query;
  // A transaction's statements go through a client of its own: drizzle checks one out with the promise form.
  pool.connect = (async (...args: unknown[]) => {
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown).apply(pool, args);
    const client = await (connect as () => Promise<PoolClient>).call(pool);
    const own = { client, query: client.query, release: client.release };
    checkedOut.push(own);
    client.query = recording(client.query as Query, client, []) as typeof client.query;
    // Back in the pool, the client answers pool.query (recorded there) and its transaction's settings are gone.
    client.release = ((...args: Parameters<PoolClient['release']>) => {
      restore(own);
      return own.release.apply(client, args);
    }) as PoolClient['release'];
    return client;
  }) as typeof pool.connect;
  try {
    await request();
  } finally {
    pool.query = query;
    pool.connect = connect;
    for (const own of checkedOut) restore(own);
  }
  return sent;
}
