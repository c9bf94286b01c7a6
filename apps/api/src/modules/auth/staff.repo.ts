import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/list-query';
import { accounts, ownsAddress, staffGrants, users } from '../../platform/db/schema';

/** How many accounts the staff screen's search shows at once: narrow it by typing. */
const ACCOUNTS_SHOWN = 50;

/** The operator's staff grants (decision 0159) and what the staff screen reads of any account. */
export function createStaffRepo(db: Database) {
  return {
    async isStaff(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: staffGrants.userId })
        .from(staffGrants)
        .innerJoin(users, eq(users.id, staffGrants.userId))
        .where(and(eq(staffGrants.userId, userId), eq(users.active, true)));
      return row !== undefined;
    },

    /** Grants staff to the user who owns an address: false when nobody does. */
    async grant(email: string): Promise<boolean> {
      const [user] = await db.select({ id: users.id }).from(users).where(ownsAddress(email));
      if (!user) return false;
      await db.insert(staffGrants).values({ userId: user.id }).onConflictDoNothing();
      return true;
    },

    /** Ends a grant, and with it every impersonation session it opened: false when there was none. */
    async revoke(email: string): Promise<boolean> {
      const owner = db.select({ id: users.id }).from(users).where(ownsAddress(email));
      const removed = await db
        .delete(staffGrants)
        .where(sql`${staffGrants.userId} in (${owner})`)
        .returning({ userId: staffGrants.userId });
      return removed.length > 0;
    },

    async list() {
      return db
        .select({ email: users.email, grantedAt: staffGrants.grantedAt })
        .from(staffGrants)
        .innerJoin(users, eq(users.id, staffGrants.userId))
        .orderBy(asc(users.email));
    },

    async accounts(keywords: string | undefined) {
      return db
        .select({ id: accounts.id, name: accounts.name, status: accounts.status })
        .from(accounts)
        .where(keywords ? sql`${accounts.name} ilike ${`%${escapeLike(keywords)}%`}` : undefined)
        .orderBy(asc(accounts.name), asc(accounts.id))
        .limit(ACCOUNTS_SHOWN);
    },

    async accountExists(accountId: number): Promise<boolean> {
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      return row !== undefined;
    },

    /** An account's real users (active, not a partner's stand-in): the people a staff member may act as. */
    async accountUsers(accountId: number, userId?: number) {
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          userTypeId: users.userTypeId,
        })
        .from(users)
        .where(
          and(
            eq(users.accountId, accountId),
            eq(users.active, true),
            isNull(users.shadowUserId),
            userId === undefined ? undefined : eq(users.id, userId),
          ),
        )
        .orderBy(asc(users.email));
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
