import { ALERT_KIND_LABELS } from '@repute/domain';
import type { AlertsRepo } from './alerts.repo';

/**
 * The alerts list of the public unsubscribe pages: an alert by the id and recipient its signed link names (the
 * unsubscribe module checked the signature). Another address than the alert's own finds nothing.
 */
export function createAlertSubscriptions(repo: AlertsRepo) {
  async function find(id: number, email: string) {
    const alert = await repo.withRecipient(id);
    return alert && alert.email.toLowerCase() === email.toLowerCase() ? alert : undefined;
  }
  return {
    async describe(id: number, email: string) {
      const alert = await find(id, email);
      return (
        alert && {
          accountId: alert.accountId,
          description: `${ALERT_KIND_LABELS[alert.kind]} alert`,
          subscribed: alert.subscribed,
          // Alerts go to the account's users only.
          signs_in: true,
        }
      );
    },
    async setSubscribed(id: number, email: string, subscribed: boolean) {
      const alert = await find(id, email);
      if (!alert) return false;
      await repo.setSubscribed(alert.id, subscribed);
      return true;
    },
  };
}
