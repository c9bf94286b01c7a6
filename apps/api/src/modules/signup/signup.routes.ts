import { signupAnswerSchema, signupBodySchema } from '@repute/domain';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { TypedApp } from '../../platform/http/routing';
import type { SignupService } from './signup.service';

export function signupRoutes(app: TypedApp, signup: SignupService): void {
  app.post(
    '/signup/user',
    {
      config: { rateLimits: RATE_LIMITS.signup },
      schema: { tags: ['auth'], body: signupBodySchema, response: { 202: signupAnswerSchema } },
    },
    async (request, reply) => reply.status(202).send(await signup.signup(request.body)),
  );
}
