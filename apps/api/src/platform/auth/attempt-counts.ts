import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attemptCounts } from '../db/schema';
import { hashSecret } from './tokens';

/** At most `max` attempts in a window of `windowMinutes`, counted from the window's first attempt. */
export type AttemptLimit = { max: number; windowMinutes: number };

/** Expired counts removed by each new count: enough to keep up with any rate of new keys, bounded work. */
const PRUNE_BATCH = 100;

/**
 * Attempts counted per key over fixed windows in PostgreSQL, so that every server process shares them (failed
 * logins, reset e-mails; decision 0113). Keys are hashed: they hold e-mail addresses strangers typed.
 */
export function createAttemptCounts(db: Database) {
  const keyHash = (key: string) => hashSecret(key);

  return {
    /** Seconds until `key` is under its limit again; 0 when it is under it now. */
    async waitSeconds(key: string, limit: AttemptLimit): Promise<number> {
      const [row] = await db
        .select({
          wait: sql<number>`ceil(extract(epoch from ${attemptCounts.windowEndsAt} - now()))::int`,
          count: attemptCounts.count,
        })
        .from(attemptCounts)
        .where(sql`${attemptCounts.keyHash} = ${keyHash(key)} and ${attemptCounts.windowEndsAt} > now()`);
      return row && row.count >= limit.max ? Math.max(row.wait, 1) : 0;
    },

    /** Counts one attempt (a new window when the last one is over); answers the count in the window. */
    async count(key: string, limit: AttemptLimit): Promise<number> {
      const windowEnds = sql`now() + make_interval(mins => ${limit.windowMinutes})`;
      const over = sql`${attemptCounts.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(attemptCounts)
        .values({ keyHash: keyHash(key), count: 1, windowEndsAt: windowEnds })
        .onConflictDoUpdate({
          target: attemptCounts.keyHash,
          set: {
            count: sql`case when ${over} then 1 else ${attemptCounts.count} + 1 end`,
            windowEndsAt: sql`case when ${over} then excluded.window_ends_at else ${attemptCounts.windowEndsAt} end`,
          },
        })
        .returning({ count: attemptCounts.count });
      await db
        .delete(attemptCounts)
        .where(
          sql`${attemptCounts.keyHash} in (${db
            .select({ keyHash: attemptCounts.keyHash })
            .from(attemptCounts)
            .where(lt(attemptCounts.windowEndsAt, sql`now()`))
            .limit(PRUNE_BATCH)})`,
        );
      return row?.count ?? 1;
    },

    async clear(key: string): Promise<void> {
      await db.delete(attemptCounts).where(sql`${attemptCounts.keyHash} = ${keyHash(key)}`);
    },
  };
}

export type AttemptCounts = ReturnType<typeof createAttemptCounts>;
