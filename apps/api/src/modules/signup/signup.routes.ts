import { authStateSchema, signupBodySchema } from '@repute/domain';
import { authState } from '../../platform/auth/auth-state';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { TypedApp } from '../../platform/http/routing';
import type { SignupService } from './signup.service';

export function signupRoutes(app: TypedApp, signup: SignupService): void {
  app.post(
    '/signup/user',
    {
      config: { access: 'public', rateLimits: RATE_LIMITS.signup },
      schema: { tags: ['auth'], body: signupBodySchema, response: { 201: authStateSchema } },
    },
    async (request, reply) => reply.status(201).send(authState(await signup.signup(request.body))),
  );
}
