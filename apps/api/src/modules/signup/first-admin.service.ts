import { signupBodySchema } from '@repute/domain';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/tokens';
import { conflict } from '../../platform/errors';
import type { SignupRepo } from './signup.repo';

/** What `repute create-admin` asks for: the signup form's fields and rules. */
export const firstAdminInputSchema = signupBodySchema.pick({
  email: true,
  first_name: true,
  last_name: true,
  password: true,
  company_name: true,
});
export type FirstAdminInput = z.output<typeof firstAdminInputSchema>;

/**
 * An account and its Admin made by the operator (`repute create-admin`): how an install outside demo mode gets
 * its first user (decision 0020). Unlike a signup it is no trial, and the address needs no confirmation.
 */
export function createFirstAdminService({
  repo,
  emailTaken,
}: {
  repo: SignupRepo;
  /** Whether a user already has the address: the users module's answer. */
  emailTaken: (email: string) => Promise<boolean>;
}) {
  return {
    /** `values` parsed with firstAdminInputSchema. */
    async create(values: FirstAdminInput) {
      if (await emailTaken(values.email)) {
        throw conflict('A user with that e-mail already exists', { email: ['A user with that e-mail already exists'] });
      }
      return repo.createActiveAccount(values.company_name, {
        email: values.email,
        firstName: values.first_name,
        lastName: values.last_name,
        passwordHash: await hashPassword(values.password),
        confirmedAt: new Date(),
      });
    },
  };
}

export type FirstAdminService = ReturnType<typeof createFirstAdminService>;
