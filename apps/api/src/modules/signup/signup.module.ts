import { defineModule } from '../../platform/modules/module-definition';
import { createSignupRepo } from './signup.repo';
import { signupRoutes } from './signup.routes';
import { createSignupService } from './signup.service';

type SignupDeps = Omit<Parameters<typeof createSignupService>[0], 'repo'>;

export const signupModule = defineModule({
  name: 'signup',
  createRepos: (db) => createSignupRepo(db),
  createServices: (repo, deps: SignupDeps) => ({ signup: createSignupService({ ...deps, repo }) }),
  routes: (app, { signup }) => signupRoutes(app, signup),
});
