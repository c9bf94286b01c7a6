import { authStateSchema, signupBodySchema } from '@repute/domain';
import type { TypedApp } from '../../server/routing';
import { AUTH_RATE_LIMIT } from '../auth/auth.routes';
import { authState } from '../auth/auth.service';
import type { SignupService } from './signup.service';

export function signupRoutes(app: TypedApp, signup: SignupService): void {
  app.post(
    '/signup/user',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: { tags: ['auth'], body: signupBodySchema, response: { 201: authStateSchema } },
    },
    async (request, reply) => reply.status(201).send(authState(await signup.signup(request.body))),
  );
}
