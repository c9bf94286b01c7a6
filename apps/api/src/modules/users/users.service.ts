import {
  pageWindow,
  USER_TYPE_ID,
  type User,
  type UserCreate,
  type UserPatch,
  type UsersQuery,
  userTypeName,
} from '@repute/domain';
import { assertCan } from '../../platform/auth/access';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { verifyPassword } from '../../platform/auth/tokens';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { type Brand, invitationMail } from '../../platform/mail/templates';
import type { UserRow, UsersRepo } from './users.repo';

/** Invitation links stay valid for a week: people do not always read e-mail the same day. */
const INVITATION_TTL_MINUTES = 7 * 24 * 60;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    account_id: row.accountId,
    profile_name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    user_type: userTypeName(row.userTypeId) ?? 'Unknown',
    user_type_id: row.userTypeId,
    shadow_user_id: row.shadowUserId,
    active: row.active,
    invited: row.passwordHash === null,
    is_account_owner: row.isAccountOwner,
    created_at: row.createdAt.toISOString(),
  };
}

export type UsersDeps = {
  repo: UsersRepo;
  mailer: Mailer;
  resetLink: (user: { id: number; accountId: number }, ttlMinutes: number) => Promise<string>;
  changePassword: (userId: number, password: string, keepTokenId?: number) => Promise<void>;
  /** Revokes every session of a user, shadow sessions in child accounts included. */
  endSessions: (userId: number) => Promise<void>;
  /** Revokes a user's shadow sessions in child accounts, which copied the user's type of their time. */
  endShadowSessions: (userId: number) => Promise<void>;
  accountName: (accountId: number) => Promise<string>;
  brandFor: (accountId: number) => Promise<Brand>;
};

export function createUsersService({
  repo,
  mailer,
  resetLink,
  changePassword,
  endSessions,
  endShadowSessions,
  accountName,
  brandFor,
}: UsersDeps) {
  async function findInAccount(caller: Caller, id: number): Promise<UserRow> {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('User not found');
    return row;
  }

  /** Only an Admin may hand out or take away the Admin user type. */
  function assertMayAssign(caller: Caller, userTypeId: number | undefined) {
    if (userTypeId === USER_TYPE_ID.admin && caller.userTypeId !== USER_TYPE_ID.admin) {
      throw unprocessable('user_type_not_allowed', 'Only an Admin can make another user an Admin.');
    }
  }

  return {
    /**
     * The account's active users among these ids and addresses, with their user type: who may receive a
     * scheduled export, and what each may read.
     */
    activeMembers: async (accountId: number, wanted: { ids?: number[]; emails?: string[] }) =>
      (await repo.activeMembers(accountId, wanted)).map(toUser),

    /** Whether a user (not a shadow user) already has the address. */
    emailTaken: (email: string) => repo.emailTaken(email),

    /** The account's own active users (setup progress: a teammate invited). */
    teammatesCount: (accountId: number) => repo.teammatesCount(accountId),

    async list(caller: Caller, query: UsersQuery) {
      assertCan(caller, 'user', 'read');
      const accountId = await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(accountId, query, pageWindow(query));
      return { rows: rows.map(toUser), total };
    },

    async get(caller: Caller, id: number): Promise<User> {
      if (id !== caller.userId) assertCan(caller, 'user', 'read');
      return toUser(await findInAccount(caller, id));
    },

    async create(caller: Caller, input: UserCreate): Promise<User> {
      assertCan(caller, 'user', 'create');
      assertMayAssign(caller, input.user_type_id);
      if (await repo.emailTaken(input.email)) {
        throw conflict('A user with that e-mail already exists', { email: ['A user with that e-mail already exists'] });
      }
      const row = await repo.insert({
        accountId: caller.accountId,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        userTypeId: input.user_type_id,
      });
      const link = await resetLink(row, INVITATION_TTL_MINUTES);
      const inviter = await findInAccount(caller, caller.userId);
      await mailer.send(
        await invitationMail(
          row.email,
          `${inviter.firstName} ${inviter.lastName}`,
          await accountName(caller.accountId),
          link,
          await brandFor(caller.accountId),
        ),
      );
      return toUser(row);
    },

    async patch(caller: Caller, id: number, input: UserPatch): Promise<User> {
      const self = id === caller.userId;
      const changesOnlyName = Object.keys(input).every((key) => key === 'first_name' || key === 'last_name');
      if (!(self && changesOnlyName)) assertCan(caller, 'user', 'update');
      const existing = await findInAccount(caller, id);
      assertMayAssign(caller, input.user_type_id);
      if (existing.isAccountOwner && (input.active === false || (input.user_type_id ?? 1) !== USER_TYPE_ID.admin)) {
        throw unprocessable('account_owner', 'The account owner stays an active Admin.');
      }
      if (self && input.active === false) throw unprocessable('self', 'You cannot deactivate yourself.');
      if (input.email && (await repo.emailTaken(input.email, id))) {
        throw conflict('A user with that e-mail already exists', { email: ['A user with that e-mail already exists'] });
      }
      const row = await repo.update(caller.accountId, id, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        userTypeId: input.user_type_id,
        active: input.active,
      });
      if (!row) throw notFound('User not found');
      // A deactivated user's sessions end for good: reactivating must not bring old tokens back.
      if (input.active === false) await endSessions(id);
      else if (row.userTypeId !== existing.userTypeId) await endShadowSessions(id);
      return toUser(row);
    },

    /** DELETE /users/{id} deactivates: history keeps its author, the user can no longer sign in. */
    async deactivate(caller: Caller, id: number): Promise<User> {
      assertCan(caller, 'user', 'delete');
      const existing = await findInAccount(caller, id);
      if (existing.isAccountOwner) throw unprocessable('account_owner', 'The account owner cannot be deactivated.');
      if (id === caller.userId) throw unprocessable('self', 'You cannot deactivate yourself.');
      const row = await repo.update(caller.accountId, id, { active: false });
      if (!row) throw notFound('User not found');
      await endSessions(id);
      return toUser(row);
    },

    /** PATCH /profiles/{id}: the caller's own name, and a password change that proves the current one. */
    async patchProfile(
      caller: Caller,
      id: number,
      input: { first_name?: string; last_name?: string; current_password?: string; password?: string },
    ): Promise<User> {
      if (id !== caller.userId || caller.isShadowing) throw notFound('Profile not found');
      const existing = await findInAccount(caller, id);
      if (input.password) {
        if (!input.current_password) {
          throw badRequest('Enter your current password', { current_password: ['Required'] });
        }
        if (!(await verifyPassword(existing.passwordHash, input.current_password))) {
          throw unauthorizedPassword();
        }
        await changePassword(id, input.password, caller.tokenId);
      }
      const row = await repo.update(caller.accountId, id, { firstName: input.first_name, lastName: input.last_name });
      if (!row) throw notFound('Profile not found');
      return toUser(row);
    },
  };
}

/** A wrong current password is bad input (422), not a lost session: a 401 would sign the user out. */
function unauthorizedPassword() {
  return unprocessable('wrong_password', 'Your current password is not correct.');
}

export type UsersService = ReturnType<typeof createUsersService>;
