import { type SignupAnswer, type SignupBody, TRIAL_DAYS } from '@repute/domain';
import { hashPassword, hashSecret, newSecret } from '../../platform/auth/tokens';
import { isUniqueViolation } from '../../platform/db/query-errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { type Brand, confirmationMail, signupAttemptMail } from '../../platform/mail/templates';
import type { SignupRepo } from './signup.repo';

export type SignupDeps = {
  repo: SignupRepo;
  /** Whether a user already has the address: the users module's answer. */
  emailTaken: (email: string) => Promise<boolean>;
  mailer: Mailer;
  publicUrl: string;
  brand: Brand;
};

export function createSignupService({ repo, emailTaken, mailer, publicUrl, brand }: SignupDeps) {
  /** The address has an account: tell its owner, change nothing. */
  async function warnOwner(email: string) {
    await mailer.send(await signupAttemptMail(email, `${publicUrl}/login`, `${publicUrl}/forgot-password`, brand));
  }

  return {
    /**
     * POST /signup/user: a trial account and its owner, who signs in with the e-mailed confirmation link. For an
     * address that has an account it answers the same and e-mails that address instead, so signup does not tell
     * who has an account (decision 0019). The password is hashed either way: the answer takes as long.
     */
    async signup(input: SignupBody): Promise<SignupAnswer> {
      const answer: SignupAnswer = { email: input.email, state: 'sent' };
      const passwordHash = await hashPassword(input.password);
      if (await emailTaken(input.email)) {
        await warnOwner(input.email);
        return answer;
      }
      const confirmationToken = newSecret();
      try {
        const created = await repo.createTrialAccount(input, passwordHash, hashSecret(confirmationToken), TRIAL_DAYS);
        const link = `${publicUrl}/login?confirmation_token=${encodeURIComponent(confirmationToken)}`;
        await mailer.send(await confirmationMail(created.email, link, brand));
      } catch (error) {
        // Two signups with one new address at once: the second finds it taken, as it would a moment later.
        if (!isUniqueViolation(error, 'users_email_key')) throw error;
        await warnOwner(input.email);
      }
      return answer;
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
