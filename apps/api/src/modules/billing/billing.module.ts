import { defineModule } from '../../platform/modules/module-definition';
import { createBillingRepo } from './billing.repo';
import { billingRoutes } from './billing.routes';
import { type BillingDeps, createBillingService } from './billing.service';
import { childTrialsRoutes } from './child-trials.routes';
import { createChildTrialsService } from './child-trials.service';
import { createSmsCredits } from './sms-credits';

export const billingModule = defineModule({
  name: 'billing',
  createRepos: (db) => createBillingRepo(db),
  createServices: (repo, deps: Omit<BillingDeps, 'repo'>) => ({
    billing: createBillingService({ ...deps, repo }),
    childTrials: createChildTrialsService({
      repo,
      unitOfWork: deps.unitOfWork,
      billingOn: deps.mode !== 'off',
      now: deps.now ?? (() => new Date()),
    }),
    smsCredits: createSmsCredits({ repo, billingOn: deps.mode !== 'off' }),
  }),
  routes: (app, { billing, childTrials }) => {
    billingRoutes(app, billing);
    childTrialsRoutes(app, childTrials);
  },
});
