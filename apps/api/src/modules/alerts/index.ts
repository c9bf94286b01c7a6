export type { AlertRaise, ArrivedReview } from './alert-events';
export { ALERT_SWEEP_QUEUE, createAlertRaiser, type RaiseAlert } from './alerts.jobs';
export { alertsModule } from './alerts.module';
