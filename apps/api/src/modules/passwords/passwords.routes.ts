import {
  authStateSchema,
  expiredPasswordChangeSchema,
  passwordChangeSchema,
  passwordResetStartSchema,
} from '@repute/domain';
import { z } from 'zod';
import { authState } from '../../platform/auth/auth-state';
import { clientAddress } from '../../platform/http/client-address';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { TypedApp } from '../../platform/http/routing';
import type { PasswordsService } from './passwords.service';

const publicLimited = { rateLimits: RATE_LIMITS.token } as const;

/**
 * A body with current_password is the expired-password change and must validate as one: without the
 * never-branch, a mismatching confirmation fell through to {email} and started a reset instead of a 400.
 */
const postBody = z.union([
  expiredPasswordChangeSchema,
  passwordResetStartSchema.extend({ current_password: z.never().optional() }),
]);

export function passwordsRoutes(app: TypedApp, passwords: PasswordsService): void {
  /** POST /passwords: {email} starts a reset; {email, current_password, password, ...} replaces an expired one. */
  app.post(
    '/passwords',
    {
      config: { rateLimits: RATE_LIMITS.passwordsPost },
      schema: { tags: ['passwords'], body: postBody },
    },
    async (request, reply) => {
      const body = request.body;
      const address = clientAddress(request.ip);
      if ('password' in body) {
        const caller = await passwords.replaceExpired(body.email, body.current_password, body.password, address);
        return reply.status(200).send(authStateSchema.parse(authState(caller)));
      }
      await passwords.startReset(body.email);
      return reply.status(202).send({ message: 'If that address has an account, a reset link is on its way.' });
    },
  );

  app.get(
    '/passwords',
    {
      config: publicLimited,
      schema: {
        tags: ['passwords'],
        querystring: z.object({ reset_password_token: z.string().min(1), nonce: z.string().optional() }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => passwords.checkResetToken(request.query.reset_password_token),
  );

  app.patch(
    '/passwords',
    { config: publicLimited, schema: { tags: ['passwords'], body: passwordChangeSchema } },
    async (request) => {
      await passwords.completeReset(request.body.reset_password_token, request.body.password);
      return { message: 'Your password has been changed.' };
    },
  );
}
