import { authStateSchema, loginBodySchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { type Brand, confirmationMail } from '../../platform/mail/templates';
import type { AccountsService } from '../accounts';
import { type AuthService, authState } from './auth.service';

export type AuthRoutesDeps = {
  auth: AuthService;
  accounts: AccountsService;
  mailer: Mailer;
  publicUrl: string;
  brandFor: (accountId: number) => Promise<Brand>;
};

/** Login is limited per address and client (spec 000 §7 /auth; ARCHITECTURE §3 429). */
export const AUTH_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export function authRoutes(app: TypedApp, { auth, accounts, mailer, publicUrl, brandFor }: AuthRoutesDeps): void {
  app.post(
    '/auth',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: { tags: ['auth'], body: loginBodySchema, response: { 201: authStateSchema } },
    },
    async (request, reply) => {
      const { email, password, confirmation_token } = request.body;
      const caller = await auth.login(email, password, confirmation_token);
      return reply.status(201).send(authState(caller));
    },
  );

  app.get(
    '/auth',
    { config: { access: 'session' }, schema: { tags: ['auth'], response: { 200: authStateSchema } } },
    async (request) => authState(callerOf(request)),
  );

  app.delete('/auth', { config: { access: 'session' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    await auth.logout(callerOf(request));
    return reply.status(204).send();
  });

  app.patch(
    '/confirm',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
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
    { config: { access: 'session' }, schema: { tags: ['auth'], body: z.object({ state: z.literal('resend') }) } },
    async (request, reply) => {
      const caller = callerOf(request);
      const token = await auth.newConfirmationToken(caller.userId);
      const link = `${publicUrl}/login?confirmation_token=${encodeURIComponent(token)}`;
      await mailer.send(confirmationMail(caller.email, link, await brandFor(caller.accountId)));
      return reply.status(202).send({ state: 'sent' });
    },
  );

  app.post(
    '/shadow_user/tokens',
    {
      schema: {
        tags: ['auth'],
        body: z.object({ child_account_id: z.coerce.number().int().positive() }),
        response: { 201: authStateSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const shadow = await auth.shadow(caller, request.body.child_account_id, accounts.isChildOf);
      return reply.status(201).send(authState(shadow));
    },
  );
}
