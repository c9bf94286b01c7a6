import { IMPERSONATION_MINUTES, type StaffAccount, type StaffAccountUser, type UserTypeId } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { notFound } from '../../platform/errors';
import type { IssueFlags, SignInEvent } from './auth.service';
import type { StaffRepo } from './staff.repo';

type ImpersonationDeps = {
  staff: StaffRepo;
  issue: (userId: number, accountId: number, email: string, flags: IssueFlags) => Promise<Caller>;
  endSession: (caller: Caller) => Promise<void>;
  recordSignIn: (caller: Caller, event: SignInEvent, requestId?: string) => Promise<void>;
};

/** What a caller without a staff grant hears from every staff route: nothing is there (decision 0159). */
const NOT_STAFF = 'Not found';

/**
 * The operator's staff open any account as one of its users (issue 31, decision 0159). Only from their own session:
 * a session that is itself an impersonation or a shadow is never staff, so an impersonation cannot be chained.
 */
export function createImpersonation({ staff, issue, endSession, recordSignIn }: ImpersonationDeps) {
  async function requireStaff(caller: Caller): Promise<void> {
    if (caller.isImpersonated || caller.isShadowing || !(await staff.isStaff(caller.userId))) {
      throw notFound(NOT_STAFF);
    }
  }

  return {
    /** GET /staff: whether the web app shows the caller the way in. */
    async isStaff(caller: Caller): Promise<boolean> {
      return !caller.isImpersonated && !caller.isShadowing && (await staff.isStaff(caller.userId));
    },

    async accounts(caller: Caller, keywords: string | undefined): Promise<StaffAccount[]> {
      await requireStaff(caller);
      return staff.accounts(keywords || undefined);
    },

    async accountUsers(caller: Caller, accountId: number): Promise<StaffAccountUser[]> {
      await requireStaff(caller);
      if (!(await staff.accountExists(accountId))) throw notFound('Account not found');
      const rows = await staff.accountUsers(accountId);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        profile_name: `${row.firstName} ${row.lastName}`.trim(),
        user_type_id: row.userTypeId as UserTypeId,
      }));
    },

    /**
     * POST /impersonations: a session as the chosen user, marked impersonated, naming the staff member, made from
     * the staff member's session (ending that one ends this) and ending by itself after IMPERSONATION_MINUTES.
     */
    async start(caller: Caller, accountId: number, userId: number, requestId: string): Promise<Caller> {
      await requireStaff(caller);
      const [user] = await staff.accountUsers(accountId, userId);
      if (!user) throw notFound('User not found');
      const session = await issue(user.id, accountId, user.email, {
        isImpersonated: true,
        impersonatorUserId: caller.userId,
        issuedByTokenId: caller.tokenId,
        expiresAt: new Date(Date.now() + IMPERSONATION_MINUTES * 60_000),
      });
      await recordSignIn(session, 'impersonation.start', requestId);
      return session;
    },

    /** DELETE /impersonation: ends the impersonation session that calls it. */
    async end(caller: Caller, requestId: string): Promise<void> {
      if (!caller.impersonator) throw notFound('No impersonation to end');
      await recordSignIn(caller, 'impersonation.end', requestId);
      await endSession(caller);
    },
  };
}

export type Impersonation = ReturnType<typeof createImpersonation>;
