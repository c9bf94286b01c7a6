import { signupAnswerSchema, signupBodySchema } from '../auth';
import { endpoint } from './endpoint';

/** Answers the same whether or not the address had an account: the next step is in the e-mail (decision 0019). */
export const signUpUser = endpoint({
  method: 'POST',
  path: '/signup/user',
  body: signupBodySchema,
  responses: { 202: signupAnswerSchema },
  tags: ['auth'],
});
