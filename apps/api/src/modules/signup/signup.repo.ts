import { DEFAULT_ACCOUNT_SETTINGS, type SignupBody, USER_TYPE_ID } from '@repute/domain';
import type { Database } from '../../platform/db/client';
import { accountSettings, accounts, users } from '../../platform/db/schema';

type AccountValues = Omit<typeof accounts.$inferInsert, 'id'>;

/** The owner of a new account: an Admin, either confirmed already or with a confirmation link to follow. */
export type OwnerValues = {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
} & ({ confirmationTokenHash: string } | { confirmedAt: Date });

export function createSignupRepo(db: Database) {
  /** An account, its default settings and its owner, all or nothing. */
  function createAccountWithOwner(account: AccountValues, owner: OwnerValues) {
    return db.transaction(async (tx) => {
      const [created] = await tx.insert(accounts).values(account).returning({ id: accounts.id });
      if (!created) throw new Error('account not stored');
      await tx
        .insert(accountSettings)
        .values(
          Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([code, value]) => ({ accountId: created.id, code, value })),
        );
      const [stored] = await tx
        .insert(users)
        .values({ ...owner, accountId: created.id, userTypeId: USER_TYPE_ID.admin, isAccountOwner: true })
        .returning({ id: users.id, email: users.email });
      if (!stored) throw new Error('owner not stored');
      return { accountId: created.id, userId: stored.id, email: stored.email };
    });
  }

  return {
    /** A signup: a trial account whose owner confirms the address with the e-mailed link. */
    createTrialAccount(input: SignupBody, passwordHash: string, confirmationTokenHash: string, trialDays: number) {
      const now = new Date();
      return createAccountWithOwner(
        {
          name: input.company_name,
          status: 'trial',
          trialStartedAt: now,
          trialEndedAt: new Date(now.getTime() + trialDays * 86_400_000),
          accountVerticalName: input.account_vertical_name ?? null,
          segment: 'smb',
        },
        {
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          confirmationTokenHash,
        },
      );
    },

    /** The operator's first admin (`repute create-admin`): an active account, no trial, the address confirmed. */
    createActiveAccount(
      accountName: string,
      owner: Omit<OwnerValues, 'confirmationTokenHash'> & { confirmedAt: Date },
    ) {
      return createAccountWithOwner({ name: accountName, status: 'active', segment: 'smb' }, owner);
    },
  };
}

export type SignupRepo = ReturnType<typeof createSignupRepo>;
