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
import { hashSecret, newSecret, verifyPassword } from '../../platform/auth/tokens';
import { isUniqueViolation } from '../../platform/db/query-errors';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import {
  addressChangeMail,
  addressChangeToTakenAddressMail,
  type Brand,
  invitationMail,
  invitationToTakenAddressMail,
} from '../../platform/mail/templates';
import type { NewUserRow, UserRow, UsersRepo } from './users.repo';

/** Invitation links stay valid for a week: people do not always read e-mail the same day. */
const INVITATION_TTL_MINUTES = 7 * 24 * 60;

/** A change of address waits a week for the new address to confirm it, as long as an invitation (decision 0072). */
const ADDRESS_CHANGE_TTL_DAYS = 7;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    account_id: row.accountId,
    profile_name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    pending_email: pendingAddressOf(row),
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
  publicUrl: string;
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
  publicUrl,
}: UsersDeps) {
  const addressOwnerLinks = { login: `${publicUrl}/login`, forgotPassword: `${publicUrl}/forgot-password` };

  /**
   * Stores an invitation. An address that a user of another account owns is stored held for it (decision 0071);
   * the unique index decides a race with another account taking the address at the same moment.
   */
  async function insertInvitation(values: Omit<NewUserRow, 'addressHeldElsewhere'>): Promise<UserRow> {
    const addressHeldElsewhere = await repo.emailTaken(values.email);
    try {
      return await repo.insert({ ...values, addressHeldElsewhere });
    } catch (error) {
      if (addressHeldElsewhere || !isUniqueViolation(error, 'users_email_key')) throw error;
      return repo.insert({ ...values, addressHeldElsewhere: true });
    }
  }

  /**
   * A change of address waits for the new address to confirm it (decision 0072). An address another account's user
   * owns answers the same: it shows as pending, never confirms, and only its owner is told. Another change replaces
   * a pending one.
   */
  async function addressChangeTo(caller: Caller, existing: UserRow, email: string) {
    // The edit form sends the address it shows: the current one leaves a pending change as it is.
    if (email.toLowerCase() === existing.email.toLowerCase()) return undefined;
    // The admin sees their own account's users: an address already among them is theirs to know about.
    if (await repo.emailInAccount(caller.accountId, email, existing.id)) throw emailConflict();
    const token = (await repo.emailTaken(email, existing.id)) ? undefined : newSecret();
    const expiresAt = new Date(Date.now() + ADDRESS_CHANGE_TTL_DAYS * 24 * 60 * 60 * 1000);
    const brand = await brandFor(caller.accountId);
    return {
      values: {
        pendingEmail: email,
        pendingEmailTokenHash: token ? hashSecret(token) : null,
        pendingEmailExpiresAt: expiresAt,
      },
      notify: async () =>
        mailer.send(
          token
            ? await addressChangeMail(
                email,
                `${publicUrl}/login?email_change_token=${encodeURIComponent(token)}`,
                ADDRESS_CHANGE_TTL_DAYS,
                brand,
              )
            : await addressChangeToTakenAddressMail(
                email,
                await accountName(caller.accountId),
                addressOwnerLinks,
                brand,
              ),
        ),
    };
  }

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

    /** Who a partner's setup link goes to (decision 0144): the account's owner, if active. */
    accountOwner: (accountId: number): Promise<{ id: number; email: string } | undefined> =>
      repo.accountOwner(accountId),

    /** Whether a user (not a shadow user) already has the address. */
    emailTaken: (email: string) => repo.emailTaken(email),

    /** The account's own active users (setup progress: a teammate invited). */
    teammatesCount: (accountId: number) => repo.teammatesCount(accountId),

    async list(caller: Caller, query: UsersQuery) {
      const accountId = await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(accountId, query, pageWindow(query));
      return { rows: rows.map(toUser), total };
    },

    async get(caller: Caller, id: number): Promise<User> {
      // Object-level: a user reads their own profile without user read (the route is open to any session).
      if (id !== caller.userId) assertCan(caller, 'user', 'read');
      return toUser(await findInAccount(caller, id));
    },

    /**
     * POST /users: invites a user. An address another account's user has answers the same (decision 0071): the
     * invitation stays pending without the address, and only the address owner hears that it is taken.
     */
    async create(caller: Caller, input: UserCreate): Promise<User> {
      assertMayAssign(caller, input.user_type_id);
      // The admin sees their own account's users: an address already among them is theirs to know about.
      if (await repo.emailInAccount(caller.accountId, input.email)) throw emailConflict();
      const row = await insertInvitation({
        accountId: caller.accountId,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        userTypeId: input.user_type_id,
      });
      const inviter = await findInAccount(caller, caller.userId);
      const inviterName = `${inviter.firstName} ${inviter.lastName}`;
      const account = await accountName(caller.accountId);
      const brand = await brandFor(caller.accountId);
      await mailer.send(
        row.addressHeldElsewhere
          ? await invitationToTakenAddressMail(row.email, inviterName, account, addressOwnerLinks, brand)
          : await invitationMail(row.email, inviterName, account, await resetLink(row, INVITATION_TTL_MINUTES), brand),
      );
      return toUser(row);
    },

    async patch(caller: Caller, id: number, input: UserPatch): Promise<User> {
      const self = id === caller.userId;
      const changesOnlyName = Object.keys(input).every((key) => key === 'first_name' || key === 'last_name');
      // Depends on the body and the object: oneself may change only their name without user update.
      if (!(self && changesOnlyName)) assertCan(caller, 'user', 'update');
      const existing = await findInAccount(caller, id);
      assertMayAssign(caller, input.user_type_id);
      if (existing.isAccountOwner && (input.active === false || (input.user_type_id ?? 1) !== USER_TYPE_ID.admin)) {
        throw unprocessable('account_owner', 'The account owner stays an active Admin.');
      }
      if (self && input.active === false) throw unprocessable('self', 'You cannot deactivate yourself.');
      const addressChange =
        input.email === undefined ? undefined : await addressChangeTo(caller, existing, input.email);
      const row = await repo.update(caller.accountId, id, {
        firstName: input.first_name,
        lastName: input.last_name,
        userTypeId: input.user_type_id,
        active: input.active,
        ...addressChange?.values,
      });
      if (!row) throw notFound('User not found');
      await addressChange?.notify();
      // A deactivated user's sessions end for good: reactivating must not bring old tokens back.
      if (input.active === false) await endSessions(id);
      else if (row.userTypeId !== existing.userTypeId) await endShadowSessions(id);
      return toUser(row);
    },

    /** DELETE /users/{id} deactivates: history keeps its author, the user can no longer sign in. */
    async deactivate(caller: Caller, id: number): Promise<User> {
      const existing = await findInAccount(caller, id);
      if (existing.isAccountOwner) throw unprocessable('account_owner', 'The account owner cannot be deactivated.');
      if (id === caller.userId) throw unprocessable('self', 'You cannot deactivate yourself.');
      const row = await repo.update(caller.accountId, id, { active: false });
      if (!row) throw notFound('User not found');
      await endSessions(id);
      return toUser(row);
    },

    /**
     * PATCH /email_change: the link e-mailed to a new address. Its address becomes the user's; an address taken
     * meanwhile answers 409 to the person holding that mailbox.
     */
    async confirmAddressChange(token: string): Promise<{ email: string }> {
      try {
        const row = await repo.confirmAddressChange(hashSecret(token));
        if (!row) throw notFound('This link is invalid or has expired.');
        return { email: row.email };
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'users_account_email_key')) {
          throw emailConflict();
        }
        throw error;
      }
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

/** The address a change waits to confirm, while its week lasts. */
function pendingAddressOf(row: UserRow): string | null {
  return row.pendingEmail && row.pendingEmailExpiresAt && row.pendingEmailExpiresAt > new Date()
    ? row.pendingEmail
    : null;
}

function emailConflict() {
  return conflict('A user with that e-mail already exists', { email: ['A user with that e-mail already exists'] });
}

/** A wrong current password is bad input (422), not a lost session: a 401 would sign the user out. */
function unauthorizedPassword() {
  return unprocessable('wrong_password', 'Your current password is not correct.');
}

export type UsersService = ReturnType<typeof createUsersService>;
