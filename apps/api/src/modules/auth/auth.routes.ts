import { authStateSchema, idSchema, loginBodySchema } from '@repute/domain';
import { z } from 'zod';
import { authState } from '../../platform/auth/auth-state';
import { callerOf } from '../../platform/http/authenticate';
import { clientAddress } from '../../platform/http/client-address';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { TypedApp } from '../../platform/http/routing';
import type { AuthService } from './auth.service';

export function authRoutes(app: TypedApp, auth: AuthService): void {
  app.post(
    '/auth',
    {
      config: { rateLimits: RATE_LIMITS.login },
      schema: { tags: ['auth'], body: loginBodySchema, response: { 201: authStateSchema } },
    },
    async (request, reply) => {
      const { email, password, confirmation_token } = request.body;
      const caller = await auth.login(email, password, {
        address: clientAddress(request.ip),
        confirmationToken: confirmation_token,
      });
      return reply.status(201).send(authState(caller));
    },
  );

  app.get('/auth', { schema: { tags: ['auth'], response: { 200: authStateSchema } } }, async (request) =>
    authState(callerOf(request)),
  );

  app.delete('/auth', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await auth.logout(callerOf(request));
    return reply.status(204).send();
  });

  app.patch(
    '/confirm',
    {
      config: { rateLimits: RATE_LIMITS.token },
      schema: { tags: ['auth'], body: z.object({ confirmation_token: z.string().min(1) }) },
    },
    async (request) => {
      await auth.confirm(request.body.confirmation_token);
      return { confirmed: true };
    },
  );

  /** POST /confirm {state: 'resend'} sends the caller a new confirmation e-mail. */
  app.post(
    '/confirm',
    { schema: { tags: ['auth'], body: z.object({ state: z.literal('resend') }) } },
    async (request, reply) => {
      await auth.resendConfirmation(callerOf(request));
      return reply.status(202).send({ state: 'sent' });
    },
  );

  app.post(
    '/shadow_user/tokens',
    {
      schema: {
        tags: ['auth'],
        body: z.object({ child_account_id: idSchema }),
        response: { 201: authStateSchema },
      },
    },
    async (request, reply) => {
      const shadow = await auth.shadow(callerOf(request), request.body.child_account_id);
      return reply.status(201).send(authState(shadow));
    },
  );
}
