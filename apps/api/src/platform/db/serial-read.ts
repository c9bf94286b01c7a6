import { sql } from 'drizzle-orm';
import type { Database } from './client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A read planned without parallel workers (decisions 0095, 0175), for reads of a few thousand rows that one process
 * answers in milliseconds from memory, where the planner's costs (every page a random read) start workers, which
 * on a busy machine made such a read wait several times as long. The setting lasts for the read's transaction only.
 */
export function withoutParallelWorkers<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return read(tx);
  });
}
