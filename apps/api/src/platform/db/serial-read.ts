import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** A transaction of the database, as a read runs in one. */
export type ReadTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A read planned without parallel workers (decisions 0095, 0175), for reads of a few thousand rows that one process
 * answers in milliseconds from memory, where the planner's costs (every page a random read) start workers, which
 * on a busy machine made such a read wait several times as long. The setting lasts for the read's transaction only.
 */
export function withoutParallelWorkers<T>(db: Database, read: (tx: ReadTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return read(tx);
  });
}

/**
 * Room for a bitmap of one exact entry per page (decision 0181): with the default 4 MB a bitmap of more than about
 * 50,000 pages turns lossy, and every row of a lossy page is checked again against the index's expression. For the
 * review search that expression computes the review's words and weeks, which at ten million reviews made a common
 * word's month 13 s instead of 0.5 s. 32 MB holds some 400,000 pages exactly; a read takes only what it needs.
 */
const EXACT_BITMAP_WORK_MEM = '32MB';

/** Within a read's transaction: bitmaps stay exact up to EXACT_BITMAP_WORK_MEM. */
export async function keepBitmapsExact(tx: ReadTransaction): Promise<void> {
  await tx.execute(sql.raw(`set local work_mem = '${EXACT_BITMAP_WORK_MEM}'`));
}
