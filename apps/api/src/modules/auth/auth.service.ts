import { type AccountStatus, isActiveAccount, isUserTypeId, permissionsFor } from '@repute/domain';
import type { AttemptCounts } from '../../platform/auth/attempt-counts';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope, type ParentView } from '../../platform/auth/scope';
import { createSessionCache } from '../../platform/auth/session-cache';
import { hashSecret, newSecret, verifyPassword } from '../../platform/auth/tokens';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { AppError, notFound, unauthorized } from '../../platform/errors';
import type { LinkSigner } from '../../platform/mail/link-signer';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { type Brand, confirmationMail } from '../../platform/mail/templates';
import { auditPeopleOf, type RecordAudit } from '../audit-log';
import type { AuthRepo, SessionRow } from './auth.repo';
import { createLoginFailures } from './login-failures';
import { createSsoLinks } from './sso-links';

export type AuthDeps = {
  repo: AuthRepo;
  /** Where failed logins are counted (decision 0113). */
  attempts: AttemptCounts;
  mailer: Mailer;
  publicUrl: string;
  brandFor: (accountId: number) => Promise<Brand>;
  /** Whether an account is a child of a (parent) account: the accounts module's answer. */
  isChildOf: ParentView['isChildOf'];
  /** A session ends after this many days unused, and this many days after sign-in (decision 0018). */
  sessionDays: { idle: number; lifetime: number };
  /** Told the ids of sessions that just ended, so that their realtime sockets close at once. */
  sessionsEnded?: (tokenIds: number[]) => Promise<void>;
  /** Signs the one-time sign-in links of partners (decision 0145). */
  linkSigner: Pick<LinkSigner, 'sign' | 'verify'>;
  /** A sign-in link is marked used in the transaction that makes its session. */
  unitOfWork: UnitOfWork;
  /** False when BILLING=off: every account is active, whatever its status or trial (decision 0134). */
  billingOn?: boolean;
  /** Writes sign-ins and impersonations to the account's audit log (decision 0158). */
  recordAudit?: RecordAudit;
};

/** The sign-ins the audit log records (decision 0158), in the account signed in to. */
export type SignInEvent =
  | 'login.password'
  | 'login.sso_link'
  | 'login.shadow'
  | 'impersonation.start'
  | 'impersonation.end';

/** What a session is issued with besides its user: its marks, its maker, and an impersonation's staff and end. */
export type IssueFlags = {
  isShadowing?: boolean;
  isImpersonated?: boolean;
  issuedByTokenId?: number;
  impersonatorUserId?: number | null;
  expiresAt?: Date | null;
};

/** Sessions are refreshed in the database at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 60_000;

const DAY_MS = 86_400_000;

export const INVALID_LOGIN = 'Invalid e-mail or password';

export function createAuthService({
  repo,
  attempts,
  mailer,
  publicUrl,
  brandFor,
  isChildOf,
  sessionDays,
  sessionsEnded = async () => {},
  linkSigner,
  unitOfWork,
  billingOn = true,
  recordAudit = async () => {},
}: AuthDeps) {
  // Inert until the server hears PostgreSQL's session notices (build-app.ts): tools and workers keep nothing.
  const sessionCache = createSessionCache<SessionRow>();
  const loginFailures = createLoginFailures(attempts);
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  async function end(revoked: Promise<number[]>): Promise<void> {
    const tokenIds = await revoked;
    if (tokenIds.length > 0) await sessionsEnded(tokenIds);
  }

  /** A session the cache holds is still live by the clock: unused and issued within their limits. */
  function stillLive(row: SessionRow): boolean {
    return (
      row.lastUsedAt > daysAgo(sessionDays.idle) &&
      row.issuedAt > daysAgo(sessionDays.lifetime) &&
      (row.expiresAt === null || row.expiresAt.getTime() > Date.now())
    );
  }

  async function sessionOf(token: string, email: string): Promise<SessionRow | undefined> {
    const tokenHash = hashSecret(token);
    const key = `${tokenHash}:${email}`;
    const cached = sessionCache.get(key);
    if (cached && stillLive(cached)) return cached;
    if (cached) sessionCache.forget(key);
    const generation = sessionCache.generation();
    const row = await repo.findSession(tokenHash, email, {
      usedSince: daysAgo(sessionDays.idle),
      issuedSince: daysAgo(sessionDays.lifetime),
      now: new Date(),
    });
    if (row) sessionCache.keep(key, row, generation);
    return row;
  }

  async function callerFor(token: string, email: string): Promise<Caller | undefined> {
    const row = await sessionOf(token, email);
    if (!row) return undefined;
    if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await repo.touchToken(row.tokenId);
      // The cached row is this process's own record of the session: it now says what the database says.
      row.lastUsedAt = new Date();
    }
    return callerOf(row, token);
  }

  function callerOf(row: Omit<SessionRow, 'lastUsedAt' | 'issuedAt' | 'expiresAt'>, token: string): Caller | undefined {
    if (!isUserTypeId(row.userTypeId)) return undefined;
    const accountStatus = row.accountStatus as AccountStatus;
    return {
      tokenId: row.tokenId,
      token,
      userId: row.userId,
      accountId: row.accountId,
      email: row.email,
      userTypeId: row.userTypeId,
      permissions: permissionsFor(row.userTypeId),
      accountStatus,
      accountActive: isActiveAccount({ status: accountStatus, trial_ended_at: row.accountTrialEndedAt }, billingOn),
      parentAccountId: row.parentAccountId,
      isParent: row.isParent,
      isShadowing: row.isShadowing,
      isImpersonated: row.isImpersonated,
      impersonator:
        row.impersonatorUserId === null ? null : { userId: row.impersonatorUserId, email: row.impersonatorEmail ?? '' },
      isAccountOwner: row.isAccountOwner,
      isWhitelabel: row.isWhitelabel,
      accountTimeZone: row.accountTimeZone,
    };
  }

  async function issue(userId: number, accountId: number, email: string, flags: IssueFlags = {}): Promise<Caller> {
    const token = newSecret();
    await repo.insertToken({ accountId, userId, tokenHash: hashSecret(token), ...flags });
    const caller = await callerFor(token, email);
    if (!caller) throw new Error('issued token does not resolve');
    return caller;
  }

  /** Signs in with e-mail and password, optionally confirming the e-mail address at the same time. */
  async function signIn(email: string, password: string, confirmationToken?: string): Promise<Caller> {
    const user = await repo.findActiveUserByEmail(email);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) throw unauthorized(INVALID_LOGIN);
    const confirming = Boolean(confirmationToken && user.confirmationTokenHash === hashSecret(confirmationToken));
    // An address waiting for confirmation signs in with its link only: otherwise signing up with someone's
    // address and then signing in would tell whether the address already had an account (decision 0019).
    if (!user.confirmedAt && user.confirmationTokenHash && !confirming) throw unauthorized(INVALID_LOGIN);
    if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() <= Date.now()) {
      throw new AppError(403, 'password_expired', 'Your password has expired. Please choose a new one.');
    }
    if (confirming) await repo.confirmUser(user.id);
    return issue(user.id, user.accountId, user.email);
  }

  /** A shadow session in a child account, made from (and living only as long as) the partner's session. */
  const issueShadow = (shadowUserId: number, accountId: number, email: string, issuedByTokenId: number) =>
    issue(shadowUserId, accountId, email, { isShadowing: true, issuedByTokenId });

  /** A sign-in, in the audit log of the account signed in to, naming the staff member behind an impersonation. */
  async function recordSignIn(caller: Caller, event: SignInEvent, requestId?: string): Promise<void> {
    await recordAudit({
      accountId: caller.accountId,
      ...auditPeopleOf(caller),
      action: event,
      resource: 'session',
      resourceId: null,
      requestId: requestId ?? null,
    });
  }

  return {
    authenticate: callerFor,
    sessionCache,
    sso: createSsoLinks({ repo, unitOfWork, linkSigner, publicUrl, isChildOf, issueShadow }),

    /**
     * The caller a worker acts as on a user's behalf (a scheduled export is built as its owner), with no session
     * (token id 0): undefined when the user is gone or deactivated.
     */
    async callerOfUser(userId: number): Promise<Caller | undefined> {
      const row = await repo.findActiveUser(userId);
      return row ? callerOf({ ...row, tokenId: 0, impersonatorUserId: null, impersonatorEmail: null }, '') : undefined;
    },
    issue,

    /**
     * A password guess for `email` from the client `address`, limited by its failures (login-failures.ts): for
     * every call that checks a password someone typed.
     */
    guardPasswordGuess: loginFailures.guard,

    /** POST /auth: e-mail and password from the client `address`, optionally confirming the e-mail address. */
    login: (
      email: string,
      password: string,
      { address, confirmationToken }: { address: string; confirmationToken?: string | undefined },
    ): Promise<Caller> => loginFailures.guard(email, address, () => signIn(email, password, confirmationToken)),

    /** DELETE /auth: ends the session and the shadow sessions made from it (decision 0113). */
    logout: (caller: Caller) => end(repo.revokeToken(caller.tokenId)),

    /**
     * Ends every session of a user (deactivation, a new password), shadow sessions in child accounts included,
     * except the one that asked when given.
     */
    endSessions: (userId: number, keepTokenId?: number) => end(repo.revokeUserTokens(userId, keepTokenId)),

    /** Ends a user's shadow sessions in child accounts (a new user type: the next shadow session copies it). */
    endShadowSessions: (userId: number) => end(repo.revokeShadowTokens(userId)),

    /** PATCH /confirm: the link from the confirmation e-mail. */
    async confirm(confirmationToken: string): Promise<void> {
      const user = await repo.findUserByConfirmationHash(hashSecret(confirmationToken));
      if (!user) throw notFound('This confirmation link is invalid or has already been used.');
      await repo.confirmUser(user.id);
    },

    /** POST /confirm {state: 'resend'}: a fresh confirmation link e-mailed to the caller. */
    async resendConfirmation(caller: Caller): Promise<void> {
      const token = newSecret();
      await repo.setConfirmationHash(caller.userId, hashSecret(token));
      const link = `${publicUrl}/login?confirmation_token=${encodeURIComponent(token)}`;
      await mailer.send(await confirmationMail(caller.email, link, await brandFor(caller.accountId)));
    },

    /**
     * POST /shadow_user/tokens: a parent-account user views a child account as a stand-in user, for as long as
     * the caller's session lives and the child stays the caller's account's child (decision 0113).
     */
    async shadow(caller: Caller, childAccountId: number) {
      await accountInScope(caller, childAccountId, { isChildOf, childrenOnly: true });
      const shadowUserId = await repo.findOrCreateShadowUser(childAccountId, caller.userId);
      const shadow = await issue(shadowUserId, childAccountId, caller.email, {
        isShadowing: true,
        isImpersonated: caller.isImpersonated,
        issuedByTokenId: caller.tokenId,
        // A staff member impersonating a partner stays named, and bound to the same end, in the child account.
        impersonatorUserId: caller.impersonator?.userId ?? null,
        expiresAt: caller.isImpersonated ? await repo.expiryOf(caller.tokenId) : null,
      });
      await recordSignIn(shadow, 'login.shadow');
      return shadow;
    },

    recordSignIn,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
