import { DEFAULT_ACCOUNT_SETTINGS, type SignupBody, USER_TYPE_ID } from '@repute/domain';
import type { Database } from '../../platform/db/client';
import { accountSettings, accounts, users } from '../../platform/db/schema';

export function createSignupRepo(db: Database) {
  return {
    /** The trial account, its default settings and its owner, all or nothing. */
    async createTrialAccount(
      input: SignupBody,
      passwordHash: string,
      confirmationTokenHash: string,
      trialDays: number,
    ) {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [account] = await tx
          .insert(accounts)
          .values({
            name: input.company_name,
            status: 'trial',
            trialStartedAt: now,
            trialEndedAt: new Date(now.getTime() + trialDays * 86_400_000),
            accountVerticalName: input.account_vertical_name ?? null,
            segment: 'smb',
          })
          .returning({ id: accounts.id });
        if (!account) throw new Error('account not stored');
        await tx
          .insert(accountSettings)
          .values(
            Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([code, value]) => ({ accountId: account.id, code, value })),
          );
        const [owner] = await tx
          .insert(users)
          .values({
            accountId: account.id,
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            userTypeId: USER_TYPE_ID.admin,
            passwordHash,
            isAccountOwner: true,
            confirmationTokenHash,
          })
          .returning({ id: users.id, email: users.email });
        if (!owner) throw new Error('owner not stored');
        return { accountId: account.id, userId: owner.id, email: owner.email };
      });
    },
  };
}

export type SignupRepo = ReturnType<typeof createSignupRepo>;
