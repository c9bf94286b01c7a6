import { can, permissionsFor, type UserTypeId } from '@repute/domain';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import type { Brand } from '../../platform/mail/brand';
import type { Mailer } from '../../platform/mail/mail.jobs';
import type { UnsubscribeLinks } from '../../platform/mail/unsubscribe-links';
import { type AlertEvent, type AlertRaise, eventsFor, waitingEvent } from './alert-events';
import { alertMail } from './alert-mail';
import type { AlertsRepo, AlertWithRecipient, EventSummary } from './alerts.repo';
import { digestDue } from './digest-time';

export type AlertNotifierDeps = {
  repo: AlertsRepo;
  unitOfWork: UnitOfWork;
  mailer: Mailer;
  links: Pick<UnsubscribeLinks, 'linksFor'>;
  brandFor: (accountId: number) => Promise<Brand>;
  publicUrl: string;
  now?: () => Date;
};

/**
 * Someone who may still read the account's alerts: an active user whose type holds ALERT read. The e-mail then
 * carries only the account's locations the alert covers (the repo resolves them within the account).
 */
const mayReceive = (alert: AlertWithRecipient) =>
  alert.userActive && can(permissionsFor(alert.userTypeId as UserTypeId), 'alert', 'read');

/** Turns raised events into e-mails: at once, or kept for the alert's daily digest. */
export function createAlertNotifier({
  repo,
  unitOfWork,
  mailer,
  links,
  brandFor,
  publicUrl,
  now = () => new Date(),
}: AlertNotifierDeps) {
  async function send(alert: AlertWithRecipient, events: EventSummary[]) {
    const message = await alertMail(alert.email, alert, events, {
      brand: await brandFor(alert.accountId),
      unsubscribe: await links.linksFor('alerts', alert.id, alert.email),
      settingsUrl: `${publicUrl}/settings/alerts`,
    });
    await mailer.send(message);
  }

  /**
   * Records the events and, for an immediate alert, writes its e-mail to the mail outbox in the same transaction:
   * an event is told once however often the job that raises it runs.
   */
  async function tell(alert: AlertWithRecipient, events: AlertEvent[]) {
    if (events.length === 0) return;
    await unitOfWork(async () => {
      const fresh = await repo.recordEvents(alert, events);
      if (alert.delivery !== 'immediately' || fresh.length === 0) return;
      await send(
        alert,
        fresh.map((event) => event.summary),
      );
      await repo.markSent(
        alert.accountId,
        fresh.map((event) => event.id),
      );
    });
  }

  async function coveredNames(alert: AlertWithRecipient) {
    return new Map((await repo.locationsCovered(alert)).map((location) => [location.id, location.name]));
  }

  return {
    async raise(raise: AlertRaise) {
      const kind = raise.type === 'response_failed' ? 'response_failed' : 'new_review';
      for (const alert of await repo.subscribedOfKind(raise.accountId, kind)) {
        if (!mayReceive(alert)) continue;
        const locationName = (await coveredNames(alert)).get(raise.locationId);
        if (locationName === undefined) continue;
        await tell(alert, eventsFor(alert, raise, locationName, publicUrl));
      }
    },

    /** Reviews that crossed an alert's waiting time without a response since the last sweep. */
    async sweepWaiting() {
      for (const alert of await repo.subscribedOfKindEverywhere('awaiting_response')) {
        if (!mayReceive(alert) || alert.waitHours === null) continue;
        const names = await coveredNames(alert);
        const waiting = await repo.reviewsWaiting(alert, [...names.keys()], alert.waitHours, now());
        const waitHours = alert.waitHours;
        await tell(
          alert,
          waiting.map((review) => waitingEvent(review, waitHours, names.get(review.locationId) ?? '', publicUrl)),
        );
      }
    },

    /** Daily digests whose time of day has come in their account's time zone. */
    async sendDueDigests() {
      for (const alert of await repo.digestsWaiting()) {
        if (alert.digestTime === null) continue;
        const timeZone = await repo.timeZoneOf(alert.accountId);
        if (!digestDue(alert.digestTime, alert.lastDigestAt, timeZone, now())) continue;
        await unitOfWork(async () => {
          const events = await repo.takeWaitingEvents(alert);
          if (events.length === 0) return;
          if (mayReceive(alert)) {
            await send(
              alert,
              events.map((event) => event.summary),
            );
          }
          await repo.markSent(
            alert.accountId,
            events.map((event) => event.id),
          );
          await repo.markDigestSent(alert);
        });
      }
    },
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
