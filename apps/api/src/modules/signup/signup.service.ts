import { type SignupBody, TRIAL_DAYS } from '@repute/domain';
import { hashPassword, hashSecret, newSecret } from '../../platform/auth/tokens';
import { conflict } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { type Brand, confirmationMail } from '../../platform/mail/templates';
import type { AuthService } from '../auth';
import type { SignupRepo } from './signup.repo';

export type SignupDeps = {
  repo: SignupRepo;
  /** Whether a user already has the address: the users module's answer. */
  emailTaken: (email: string) => Promise<boolean>;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: string;
  brand: Brand;
};

export function createSignupService({ repo, emailTaken, auth, mailer, publicUrl, brand }: SignupDeps) {
  return {
    /** POST /signup/user: a trial account and its owner, signed in, with a confirmation e-mail on its way. */
    async signup(input: SignupBody) {
      if (await emailTaken(input.email)) {
        throw conflict('A user with that e-mail already exists', { email: ['A user with that e-mail already exists'] });
      }
      const confirmationToken = newSecret();
      const created = await repo.createTrialAccount(
        input,
        await hashPassword(input.password),
        hashSecret(confirmationToken),
        TRIAL_DAYS,
      );
      const link = `${publicUrl}/login?confirmation_token=${encodeURIComponent(confirmationToken)}`;
      await mailer.send(confirmationMail(created.email, link, brand));
      return auth.issue(created.userId, created.accountId, created.email);
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
