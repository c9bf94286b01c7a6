import {
  keywordSearchOf,
  type PageWindow,
  sortTermsOf,
  type USER_SORT_FIELDS,
  USER_TYPE_ID,
  type UsersQuery,
} from '@repute/domain';
import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { keywordsCondition, orderByOf, relevanceOrder } from '../../platform/db/list-query';
import { ownsAddress, users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const SORTABLE: Record<(typeof USER_SORT_FIELDS)[number], AnyPgColumn> = {
  name: users.lastName,
  last_name: users.lastName,
  first_name: users.firstName,
  email: users.email,
  user_type_id: users.userTypeId,
  created_at: users.createdAt,
};

export function createUsersRepo(db: Database) {
  async function find(accountId: number, id: number) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.id, id)));
    return row;
  }

  return {
    async list(accountId: number, query: UsersQuery, { limit, offset }: PageWindow) {
      const search = keywordSearchOf(query);
      const where = and(
        eq(users.accountId, accountId),
        query.include_shadow_users ? undefined : isNull(users.shadowUserId),
        keywordsCondition([users.firstName, users.lastName, users.email], search),
      );
      const fallback = search
        ? [relevanceOrder(sql`${users.firstName} || ' ' || ${users.lastName}`, search), asc(users.lastName)]
        : [asc(users.lastName), asc(users.firstName)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...orderByOf(sortTermsOf(query), SORTABLE, fallback), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    find,

    /** The account's owner (a real user, active), if it has one. */
    async accountOwner(accountId: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.accountId, accountId),
            eq(users.isAccountOwner, true),
            eq(users.active, true),
            isNull(users.shadowUserId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The account's active users (not shadow users) among these ids and e-mail addresses. */
    async activeMembers(accountId: number, { ids = [], emails = [] }: { ids?: number[]; emails?: string[] }) {
      if (ids.length === 0 && emails.length === 0) return [];
      const lowered = emails.map((email) => email.toLowerCase());
      return db
        .select()
        .from(users)
        .where(
          and(
            eq(users.accountId, accountId),
            eq(users.active, true),
            isNull(users.shadowUserId),
            or(
              ids.length > 0 ? inArray(users.id, ids) : undefined,
              lowered.length > 0 ? inArray(sql`lower(${users.email})`, lowered) : undefined,
            ),
          ),
        );
    },

    /** Whether a user owns the address: holds it for sign-in, in any account (decision 0071). */
    async emailTaken(email: string, exceptId?: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(ownsAddress(email));
      return Boolean(row && row.id !== exceptId);
    },

    /** Whether a user of the account (not a shadow user) has the address, pending invitations included. */
    async emailInAccount(accountId: number, email: string, exceptId?: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.accountId, accountId), sql`lower(${users.email}) = lower(${email})`, isNull(users.shadowUserId)),
        );
      return Boolean(row && row.id !== exceptId);
    },

    /** The account's own active users; shadow users stand in for a parent account's users and do not count. */
    async teammatesCount(accountId: number) {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.active, true), isNull(users.shadowUserId)));
      return row?.value ?? 0;
    },

    /** The addresses of the account's active admins (billing's dunning e-mails go to them). */
    async adminEmails(accountId: number) {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            eq(users.accountId, accountId),
            eq(users.active, true),
            eq(users.userTypeId, USER_TYPE_ID.admin),
            isNull(users.shadowUserId),
          ),
        );
      return rows.map((row) => row.email);
    },

    async insert(values: NewUserRow) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user not stored');
      return row;
    },

    /**
     * Completes a change of address whose token is still valid: the pending address becomes the address. A unique
     * index refuses it if the address was taken meanwhile.
     */
    async confirmAddressChange(tokenHash: string) {
      const [row] = await db
        .update(users)
        .set({
          email: sql`${users.pendingEmail}`,
          pendingEmail: null,
          pendingEmailTokenHash: null,
          pendingEmailExpiresAt: null,
        })
        .where(and(eq(users.pendingEmailTokenHash, tokenHash), gt(users.pendingEmailExpiresAt, sql`now()`)))
        .returning();
      return row;
    },

    async update(accountId: number, id: number, values: Partial<typeof users.$inferInsert>) {
      // Drizzle refuses an UPDATE without values (a password-only profile change, an empty PATCH).
      if (Object.values(values).every((value) => value === undefined)) return find(accountId, id);
      const [row] = await db
        .update(users)
        .set(values)
        .where(and(eq(users.accountId, accountId), eq(users.id, id)))
        .returning();
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
