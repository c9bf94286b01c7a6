import { defineModule } from '../../platform/modules/module-definition';
import { createOidcSsoRepo } from './oidc-sso.repo';
import { oidcSsoRoutes } from './oidc-sso.routes';
import { createOidcSsoService } from './oidc-sso.service';

type OidcSsoDeps = Omit<Parameters<typeof createOidcSsoService>[0], 'repo'>;

export const oidcSsoModule = defineModule({
  name: 'oidc-sso',
  createRepos: (db) => createOidcSsoRepo(db),
  createServices: (repo, deps: OidcSsoDeps) => ({ oidcSso: createOidcSsoService({ ...deps, repo }) }),
  routes: (app, { oidcSso }) => oidcSsoRoutes(app, oidcSso),
});
