import { defineModule } from '../../platform/modules/module-definition';
import { createAuthRepo } from './auth.repo';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createImpersonation } from './impersonation';
import { impersonationRoutes } from './impersonation.routes';
import { createStaffRepo } from './staff.repo';

type AuthDeps = Omit<Parameters<typeof createAuthService>[0], 'repo'>;

export const authModule = defineModule({
  name: 'auth',
  createRepos: (db) => ({ auth: createAuthRepo(db), staff: createStaffRepo(db) }),
  createServices: (repos, deps: AuthDeps) => {
    const auth = createAuthService({ ...deps, repo: repos.auth });
    const impersonation = createImpersonation({
      staff: repos.staff,
      issue: auth.issue,
      endSession: auth.logout,
      recordSignIn: auth.recordSignIn,
    });
    return { auth, impersonation };
  },
  routes: (app, { auth, impersonation }) => {
    authRoutes(app, auth);
    impersonationRoutes(app, impersonation);
  },
});
