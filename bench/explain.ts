import type { QueryConfig } from 'pg';
import type { Harness } from './harness';

export type ExplainedStatement = { statement: string; ms: number };

/**
 * The database's own time for one request: the statements `request` sends (through the app's pool) are recorded,
 * then each read is run again under EXPLAIN ANALYZE (without per-node timing, which costs time of its own), whose
 * execution time leaves out the network, the driver and JSON: the ceiling the request's latency cannot go under,
 * whatever the machine's load adds to the rest.
 */
export async function explainRequest(harness: Harness, request: () => Promise<unknown>): Promise<ExplainedStatement[]> {
  const pool = harness.db.$client;
  const explained: ExplainedStatement[] = [];
  for (const { text, values } of await recordReads(harness, request)) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
      `explain (analyze, timing off, format json) ${text}`,
      values,
    );
    const ms = rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? 0;
    explained.push({ statement: text.replace(/\s+/g, ' ').trim().slice(0, 70), ms });
  }
  return explained;
}

export type RecordedStatement = { text: string; values: unknown[] };

/** The reads (select, with) `request` sends through the app's pool, as sent. */
export async function recordReads(harness: Harness, request: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const pool = harness.db.$client;
  const sent: RecordedStatement[] = [];
  const query = pool.query;
  pool.query = ((config: string | QueryConfig, values?: unknown[], ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    sent.push({ text, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    return (query as (...args: unknown[]) => unknown).call(pool, config, values, ...rest);
  }) as typeof pool.query;
  try {
    await request();
  } finally {
    pool.query = query;
  }
  return sent.filter((statement) => /^\s*(select|with)\b/i.test(statement.text));
}
