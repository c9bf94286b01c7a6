export type { AlertRaise, ArrivedReview } from './alert-events';
export { ALERT_QUEUES, ALERT_SWEEP_QUEUE, createAlertRaiser, type RaiseAlert, workAlerts } from './alerts.jobs';
export { createAlertNotifier } from './alerts.notify';
export { createAlertsRepo } from './alerts.repo';
export { alertsRoutes } from './alerts.routes';
export { createAlertsService } from './alerts.service';
export { createAlertSubscriptions } from './alerts.subscriptions';
