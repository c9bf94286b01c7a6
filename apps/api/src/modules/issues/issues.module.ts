import { defineModule } from '../../platform/modules/module-definition';
import { issuesRoutes } from './issues.routes';
import { createIssuesService } from './issues.service';

export const issuesModule = defineModule({
  name: 'issues',
  createServices: (_repos, { locations }: { locations: Parameters<typeof createIssuesService>[0] }) => ({
    issues: createIssuesService(locations),
  }),
  routes: (app, { issues }) => issuesRoutes(app, issues),
});
