import { signUpUser } from '@repute/domain/contracts/signup';
import { route } from '../../platform/http/contract-route';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { SignupService } from './signup.service';

export function signupRoutes(app: ContractApp, signup: SignupService): void {
  route(app, signUpUser, { config: { rateLimits: RATE_LIMITS.signup } }, async (request, reply) =>
    reply.status(202).send(await signup.signup(request.body)),
  );
}
