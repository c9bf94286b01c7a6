import type { ScoreInput, ScoreWeights } from '@repute/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { industryBenchmarks, locationCustomTargets, performanceSettings } from '../../platform/db/schema';

export type TargetRecord = Partial<Record<ScoreInput, number | null>>;

export type SettingsRow = {
  targets: TargetRecord | null;
  targetWeights: Partial<ScoreWeights> | null;
  customWeights: ScoreWeights | null;
  targetsUpdatedBy: number | null;
  updatedAt: Date;
};

export type CustomTargetRow = {
  id: number;
  accountId: number;
  locationId: number;
  targets: TargetRecord;
  createdAt: Date;
  updatedAt: Date;
};

export type BenchmarkRow = { verticalId: string; score: number; accountCount: number | null; source: string };

/** Location Performance's own tables: target settings and custom weights, custom targets, imported benchmarks. */
export function createPerformanceRepo(db: Database) {
  const customColumns = {
    id: locationCustomTargets.id,
    accountId: locationCustomTargets.accountId,
    locationId: locationCustomTargets.locationId,
    targets: locationCustomTargets.targets,
    createdAt: locationCustomTargets.createdAt,
    updatedAt: locationCustomTargets.updatedAt,
  };

  return {
    async settings(accountId: number): Promise<SettingsRow | undefined> {
      const [row] = await db
        .select({
          targets: performanceSettings.targets,
          targetWeights: performanceSettings.targetWeights,
          customWeights: performanceSettings.customWeights,
          targetsUpdatedBy: performanceSettings.targetsUpdatedBy,
          updatedAt: performanceSettings.updatedAt,
        })
        .from(performanceSettings)
        .where(eq(performanceSettings.accountId, accountId));
      return row as SettingsRow | undefined;
    },

    async saveTargets(accountId: number, userId: number, targets: TargetRecord, weights: Partial<ScoreWeights>) {
      const values = { targets, targetWeights: weights, targetsUpdatedBy: userId, updatedAt: new Date() };
      await db
        .insert(performanceSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: performanceSettings.accountId, set: values });
    },

    async saveCustomWeights(accountId: number, weights: ScoreWeights | null) {
      const values = { customWeights: weights, updatedAt: new Date() };
      await db
        .insert(performanceSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: performanceSettings.accountId, set: values });
    },

    async customTargets(accountId: number, locationIds?: number[]): Promise<CustomTargetRow[]> {
      const where = locationIds?.length
        ? and(eq(locationCustomTargets.accountId, accountId), inArray(locationCustomTargets.locationId, locationIds))
        : eq(locationCustomTargets.accountId, accountId);
      return (await db
        .select(customColumns)
        .from(locationCustomTargets)
        .where(where)
        .orderBy(asc(locationCustomTargets.id))) as CustomTargetRow[];
    },

    async customTarget(accountId: number, id: number): Promise<CustomTargetRow | undefined> {
      const [row] = await db
        .select(customColumns)
        .from(locationCustomTargets)
        .where(and(eq(locationCustomTargets.accountId, accountId), eq(locationCustomTargets.id, id)));
      return row as CustomTargetRow | undefined;
    },

    /** Creates the location's custom targets, or returns undefined when it has them already (409). */
    async createCustomTarget(accountId: number, locationId: number, targets: TargetRecord) {
      const [row] = await db
        .insert(locationCustomTargets)
        .values({ accountId, locationId, targets })
        .onConflictDoNothing()
        .returning(customColumns);
      return row as CustomTargetRow | undefined;
    },

    async updateCustomTarget(accountId: number, id: number, targets: TargetRecord) {
      const [row] = await db
        .update(locationCustomTargets)
        .set({ targets, updatedAt: new Date() })
        .where(and(eq(locationCustomTargets.accountId, accountId), eq(locationCustomTargets.id, id)))
        .returning(customColumns);
      return row as CustomTargetRow | undefined;
    },

    async deleteCustomTarget(accountId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(locationCustomTargets)
        .where(and(eq(locationCustomTargets.accountId, accountId), eq(locationCustomTargets.id, id)))
        .returning({ id: locationCustomTargets.id });
      return rows.length > 0;
    },

    async benchmark(verticalId: string): Promise<BenchmarkRow | undefined> {
      const [row] = await db
        .select({
          verticalId: industryBenchmarks.verticalId,
          score: industryBenchmarks.score,
          accountCount: industryBenchmarks.accountCount,
          source: industryBenchmarks.source,
        })
        .from(industryBenchmarks)
        .where(eq(industryBenchmarks.verticalId, verticalId));
      return row;
    },

    /** An operator's import: each vertical's row replaced, in one transaction. */
    async importBenchmarks(rows: BenchmarkRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const values = {
            score: row.score,
            accountCount: row.accountCount,
            source: row.source,
            importedAt: sql`now()`,
          };
          await tx
            .insert(industryBenchmarks)
            .values({ verticalId: row.verticalId, ...values })
            .onConflictDoUpdate({ target: industryBenchmarks.verticalId, set: values });
        }
      });
    },
  };
}

export type PerformanceRepo = ReturnType<typeof createPerformanceRepo>;
