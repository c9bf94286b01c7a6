import {
  confirmAddress,
  createSsoLink,
  getAuth,
  logIn,
  logOut,
  resendConfirmation,
  shadowAccount,
  ssoLogIn,
} from '@repute/domain/contracts/auth';
import { authState } from '../../platform/auth/auth-state';
import { callerOf } from '../../platform/http/authenticate';
import { clientAddress } from '../../platform/http/client-address';
import { route } from '../../platform/http/contract-route';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { AuthService } from './auth.service';

export function authRoutes(app: ContractApp, auth: AuthService): void {
  // Sign-ins are recorded in the account signed in to (decision 0158), as events rather than as writes.
  const signIn = { audit: 'explicit' } as const;

  route(app, logIn, { config: { rateLimits: RATE_LIMITS.login, ...signIn } }, async (request, reply) => {
    const { email, password, confirmation_token } = request.body;
    const caller = await auth.login(email, password, {
      address: clientAddress(request.ip),
      confirmationToken: confirmation_token,
    });
    await auth.recordSignIn(caller, 'login.password', request.id);
    return reply.status(201).send(authState(caller));
  });

  route(app, getAuth, async (request) => authState(callerOf(request)));

  route(app, logOut, async (request, reply) => {
    await auth.logout(callerOf(request));
    return reply.status(204).send();
  });

  route(app, confirmAddress, { config: { rateLimits: RATE_LIMITS.token } }, async (request) => {
    await auth.confirm(request.body.confirmation_token);
    return { confirmed: true };
  });

  /** POST /confirm {state: 'resend'} sends the caller a new confirmation e-mail. */
  route(app, resendConfirmation, async (request, reply) => {
    await auth.resendConfirmation(callerOf(request));
    return reply.status(202).send({ state: 'sent' });
  });

  route(app, createSsoLink, async (request, reply) =>
    reply.status(201).send(await auth.sso.create(callerOf(request), request.body.child_account_id)),
  );

  route(app, ssoLogIn, { config: { rateLimits: RATE_LIMITS.token, ...signIn } }, async (request, reply) => {
    const caller = await auth.sso.logIn(request.body.token);
    await auth.recordSignIn(caller, 'login.sso_link', request.id);
    return reply.status(201).send(authState(caller));
  });

  route(app, shadowAccount, async (request, reply) => {
    const shadow = await auth.shadow(callerOf(request), request.body.child_account_id);
    return reply.status(201).send(authState(shadow));
  });
}
