import { DEFAULT_ACCOUNT_SETTINGS, USER_TYPE_ID } from '@repute/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accountSettings, accounts, users } from '../../platform/db/schema';

export type FirstAdminRow = {
  accountName: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
};

export function createFirstAdminRepo(db: Database) {
  return {
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row !== undefined;
    },

    /** An active account, its default settings and its owner, an Admin whose address counts as confirmed. */
    async create(input: FirstAdminRow) {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ name: input.accountName, status: 'active', segment: 'smb' })
          .returning({ id: accounts.id });
        if (!account) throw new Error('account not stored');
        await tx
          .insert(accountSettings)
          .values(
            Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([code, value]) => ({ accountId: account.id, code, value })),
          );
        const [admin] = await tx
          .insert(users)
          .values({
            accountId: account.id,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            userTypeId: USER_TYPE_ID.admin,
            passwordHash: input.passwordHash,
            isAccountOwner: true,
            confirmedAt: new Date(),
          })
          .returning({ id: users.id });
        if (!admin) throw new Error('admin not stored');
        return { accountId: account.id, userId: admin.id };
      });
    },
  };
}

export type FirstAdminRepo = ReturnType<typeof createFirstAdminRepo>;
