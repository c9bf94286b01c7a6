import type { KeywordSearch, PageWindow, PREFERENCE_TYPES, SavedFilterConfig } from '@repute/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { keywordsCondition } from '../../platform/db/list-query';
import { userPreferences } from '../../platform/db/schema';

export type UserPreferenceRow = typeof userPreferences.$inferSelect;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

/** Whose preferences: every query is scoped by account and user. */
export type Owner = { accountId: number; userId: number };

type ListOptions = { preferenceType: PreferenceType; name?: string; search?: KeywordSearch };

/** PostgreSQL's unique_violation, as pg reports it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  const cause =
    error && typeof error === 'object' && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  return code(error) === '23505' || code(cause) === '23505';
}

const nameIs = (name: string) => sql`lower(${userPreferences.name}) = lower(${name.trim()})`;

export function createUserPreferencesRepo(db: Database) {
  const owned = (owner: Owner) =>
    and(eq(userPreferences.accountId, owner.accountId), eq(userPreferences.userId, owner.userId));

  async function find(owner: Owner, id: number) {
    const [row] = await db
      .select()
      .from(userPreferences)
      .where(and(owned(owner), eq(userPreferences.id, id)));
    return row;
  }

  return {
    find,

    /** Sorted by name, ignoring case (spec 000 §7). */
    async list(owner: Owner, options: ListOptions, { limit, offset }: PageWindow) {
      const where = and(
        owned(owner),
        eq(userPreferences.preferenceType, options.preferenceType),
        options.name === undefined ? undefined : nameIs(options.name),
        keywordsCondition([userPreferences.name], options.search),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(userPreferences)
          .where(where)
          .orderBy(asc(sql`lower(${userPreferences.name})`), asc(userPreferences.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(userPreferences).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async nameTaken(owner: Owner, preferenceType: PreferenceType, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: userPreferences.id })
        .from(userPreferences)
        .where(
          and(
            owned(owner),
            eq(userPreferences.preferenceType, preferenceType),
            nameIs(name),
            exceptId === undefined ? undefined : ne(userPreferences.id, exceptId),
          ),
        );
      return Boolean(row);
    },

    /** Answers undefined when the name is taken (the unique index decides under concurrent saves). */
    async insert(owner: Owner, values: { preferenceType: PreferenceType; name: string; config: SavedFilterConfig }) {
      const [row] = await db
        .insert(userPreferences)
        .values({ ...owner, ...values })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Answers 'name_taken' when another of the user's preferences holds the new name. */
    async update(
      owner: Owner,
      id: number,
      values: { name?: string; config?: SavedFilterConfig; appliedAt?: Date },
    ): Promise<UserPreferenceRow | undefined | 'name_taken'> {
      try {
        const [row] = await db
          .update(userPreferences)
          .set({ ...values, updatedAt: new Date() })
          .where(and(owned(owner), eq(userPreferences.id, id)))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'name_taken';
        throw error;
      }
    },

    async remove(owner: Owner, id: number) {
      const [row] = await db
        .delete(userPreferences)
        .where(and(owned(owner), eq(userPreferences.id, id)))
        .returning();
      return row;
    },
  };
}

export type UserPreferencesRepo = ReturnType<typeof createUserPreferencesRepo>;
