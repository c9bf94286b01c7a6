import { RESET_TOKEN_TTL_MINUTES } from '@repute/domain';
import { hashPassword, hashSecret, newSecret, verifyPassword } from '../../platform/auth/tokens';
import { notFound, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { type Brand, passwordResetMail } from '../../platform/mail/templates';
import { type AuthService, INVALID_LOGIN } from '../auth';
import type { PasswordsRepo } from './passwords.repo';

export type PasswordsDeps = {
  repo: PasswordsRepo;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: string;
  brandFor: (accountId: number) => Promise<Brand>;
};

export function createPasswordsService({ repo, auth, mailer, publicUrl, brandFor }: PasswordsDeps) {
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

    /** The expired-password flow: the old password proves who it is, then the new one signs in. */
    async replaceExpired(email: string, currentPassword: string, password: string) {
      const user = await repo.findUserByEmail(email);
      const valid = await verifyPassword(user?.passwordHash, currentPassword);
      if (!user || !valid) throw unauthorized(INVALID_LOGIN);
      await changePassword(user.id, password);
      return auth.login(email, password);
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
