import { RESET_TOKEN_TTL_MINUTES } from '@repute/domain';
import type { AttemptCounts, AttemptLimit } from '../../platform/auth/attempt-counts';
import { hashPassword, hashSecret, newSecret, verifyPassword } from '../../platform/auth/tokens';
import { notFound, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { type Brand, passwordResetMail } from '../../platform/mail/templates';
import { type AuthService, INVALID_LOGIN } from '../auth';
import type { PasswordsRepo } from './passwords.repo';

export type PasswordsDeps = {
  repo: PasswordsRepo;
  /** Where reset e-mails are counted per mailbox (decision 0113). */
  attempts: AttemptCounts;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: string;
  brandFor: (accountId: number) => Promise<Brand>;
};

/**
 * Reset e-mails one mailbox is sent in an hour, whoever asks (decision 0113). Past it a request answers as
 * always and sends nothing: the mailbox already holds that many links, each live for the hour
 * (RESET_TOKEN_TTL_MINUTES), so strangers asking never leave the owner without one. Who asks is limited per
 * (e-mail, address) and per address by the route (RATE_LIMITS.passwordsPost), never per e-mail.
 */
export const RESET_MAILS_PER_MAILBOX = { max: 10, windowMinutes: 60 } as const satisfies AttemptLimit;

export function createPasswordsService({ repo, attempts, auth, mailer, publicUrl, brandFor }: PasswordsDeps) {
  async function resetLink(user: { id: number; accountId: number }, ttlMinutes: number): Promise<string> {
    const token = newSecret();
    await repo.insertReset({
      accountId: user.accountId,
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return `${publicUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}`;
  }

  /** A new password ends every other session of the user. */
  async function changePassword(userId: number, password: string, keepTokenId?: number) {
    await repo.setPassword(userId, await hashPassword(password));
    await auth.endSessions(userId, keepTokenId);
  }

  return {
    resetLink,
    changePassword,

    /** POST /passwords {email}: answers the same whether or not the address exists, so it reveals nothing. */
    async startReset(email: string): Promise<void> {
      const sent = await attempts.count(`reset-mail:${email.trim().toLowerCase()}`, RESET_MAILS_PER_MAILBOX);
      if (sent > RESET_MAILS_PER_MAILBOX.max) return;
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      const link = await resetLink(user, RESET_TOKEN_TTL_MINUTES);
      await mailer.send(
        await passwordResetMail(user.email, link, RESET_TOKEN_TTL_MINUTES, await brandFor(user.accountId)),
      );
    },

    async checkResetToken(token: string): Promise<{ email: string }> {
      const reset = await repo.findLiveReset(hashSecret(token));
      if (!reset) throw notFound('This password reset link is invalid or has expired.');
      return { email: reset.email };
    },

    /** PATCH /passwords: spends the link once, however many requests present it at the same time. */
    async completeReset(token: string, password: string): Promise<void> {
      const userId = await repo.resetPassword(hashSecret(token), await hashPassword(password));
      if (userId === undefined) throw notFound('This password reset link is invalid or has expired.');
      await auth.endSessions(userId);
    },

    /**
     * The expired-password flow: the old password proves who it is, then the new one signs in. The old password
     * is a guess like a login's, limited the same way.
     */
    replaceExpired: (email: string, currentPassword: string, password: string, address: string) =>
      auth.guardPasswordGuess(email, address, async () => {
        const user = await repo.findUserByEmail(email);
        const valid = await verifyPassword(user?.passwordHash, currentPassword);
        if (!user || !valid) throw unauthorized(INVALID_LOGIN);
        await changePassword(user.id, password);
        return auth.login(email, password, { address });
      }),
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
