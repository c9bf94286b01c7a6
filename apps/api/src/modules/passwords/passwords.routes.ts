import { authStateSchema } from '@repute/domain';
import { completePasswordReset, lookUpResetToken, resetOrReplacePassword } from '@repute/domain/contracts/passwords';
import { authState } from '../../platform/auth/auth-state';
import { clientAddress } from '../../platform/http/client-address';
import { route } from '../../platform/http/contract-route';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { PasswordsService } from './passwords.service';

const publicLimited = { config: { rateLimits: RATE_LIMITS.token } } as const;

export function passwordsRoutes(app: ContractApp, passwords: PasswordsService): void {
  /** POST /passwords: {email} starts a reset; {email, current_password, password, ...} replaces an expired one. */
  route(app, resetOrReplacePassword, { config: { rateLimits: RATE_LIMITS.passwordsPost } }, async (request, reply) => {
    const body = request.body;
    const address = clientAddress(request.ip);
    if ('password' in body) {
      const caller = await passwords.replaceExpired(body.email, body.current_password, body.password, address);
      return reply.status(200).send(authStateSchema.parse(authState(caller)));
    }
    await passwords.startReset(body.email);
    return reply.status(202).send({ message: 'If that address has an account, a reset link is on its way.' });
  });

  route(app, lookUpResetToken, publicLimited, async (request) =>
    passwords.checkResetToken(request.query.reset_password_token),
  );

  route(app, completePasswordReset, publicLimited, async (request) => {
    await passwords.completeReset(request.body.reset_password_token, request.body.password);
    return { message: 'Your password has been changed.' };
  });
}
