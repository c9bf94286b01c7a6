import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { insightDismissals } from '../../platform/db/schema';

export function createInsightDismissalsRepo(db: Database) {
  return {
    /** The keys hidden now: dismissed for good, or snoozed until a later moment. */
    async hiddenKeys(accountId: number, now: Date): Promise<Set<string>> {
      const rows = await db
        .select({ key: insightDismissals.insightKey })
        .from(insightDismissals)
        .where(
          and(
            eq(insightDismissals.accountId, accountId),
            or(isNull(insightDismissals.hiddenUntil), gt(insightDismissals.hiddenUntil, now)),
          ),
        );
      return new Set(rows.map((row) => row.key));
    },

    async hide(accountId: number, key: string, hiddenUntil: Date | null, userId: number) {
      await db
        .insert(insightDismissals)
        .values({ accountId, insightKey: key, hiddenUntil, dismissedByUserId: userId })
        .onConflictDoUpdate({
          target: [insightDismissals.accountId, insightDismissals.insightKey],
          set: { hiddenUntil, dismissedByUserId: userId, createdAt: new Date() },
        });
    },
  };
}

export type InsightDismissalsRepo = ReturnType<typeof createInsightDismissalsRepo>;
