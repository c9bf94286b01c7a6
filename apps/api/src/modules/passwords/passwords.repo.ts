import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ownsAddress, passwordResets, users } from '../../platform/db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function writePassword(tx: Transaction, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, passwordExpiresAt: null, confirmedAt: sql`coalesce(${users.confirmedAt}, now())` })
    .where(eq(users.id, userId));
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export function createPasswordsRepo(db: Database) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(ownsAddress(email), eq(users.active, true)));
      return row;
    },

    async insertReset(values: { accountId: number; userId: number; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(values);
    },

    /** A reset that is unused and not expired, with its user's e-mail. */
    async findLiveReset(tokenHash: string) {
      const [row] = await db
        .select({ id: passwordResets.id, userId: users.id, accountId: users.accountId, email: users.email })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            eq(users.active, true),
          ),
        );
      return row;
    },

    /** Sets the password, spends every open reset link of the user and confirms the address. */
    async setPassword(userId: number, passwordHash: string) {
      await db.transaction((tx) => writePassword(tx, userId, passwordHash));
    },

    /**
     * Spends a live reset link and sets its user's password, in one transaction. The UPDATE claims the link: of
     * any number of requests spending it at once, one finds it unused and the others wait on its row lock, then
     * find it used. Answers the user's id, or undefined when the link was not live.
     */
    async resetPassword(tokenHash: string, passwordHash: string): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
              inArray(passwordResets.userId, tx.select({ id: users.id }).from(users).where(eq(users.active, true))),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!claimed) return undefined;
        await writePassword(tx, claimed.userId, passwordHash);
        return claimed.userId;
      });
    },
  };
}

export type PasswordsRepo = ReturnType<typeof createPasswordsRepo>;
