import { defineModule } from '../../platform/modules/module-definition';
import { ALERT_QUEUES, workAlerts } from './alerts.jobs';
import { type AlertNotifierDeps, createAlertNotifier } from './alerts.notify';
import { createAlertsRepo } from './alerts.repo';
import { alertsRoutes } from './alerts.routes';
import { type AlertScopeChecks, createAlertsService } from './alerts.service';
import { createAlertSubscriptions } from './alerts.subscriptions';

type Deps = Omit<AlertNotifierDeps, 'repo' | 'now'> & { scope: AlertScopeChecks };

export const alertsModule = defineModule({
  name: 'alerts',
  createRepos: (db) => createAlertsRepo(db),
  createServices: (repo, deps: Deps) => ({
    alerts: createAlertsService({ repo, scope: deps.scope }),
    alertNotifier: createAlertNotifier({ ...deps, repo }),
    /** The alert e-mails' unsubscribe list. */
    alertSubscriptions: createAlertSubscriptions(repo),
  }),
  routes: (app, { alerts }) => alertsRoutes(app, alerts),
  queues: ALERT_QUEUES,
  // Raised alerts become e-mails; every minute, digests and waiting reviews.
  jobHandlers: (boss, { services }) => workAlerts(boss, services.alertNotifier),
});
