import { ALERT_KIND_LABELS } from '@repute/domain';
import type { Brand } from '../../platform/mail/brand';
import { type MailBlock, renderMail, type Unsubscribe } from '../../platform/mail/render';
import type { AlertRow, EventSummary } from './alerts.repo';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** One alert's e-mail: its events at once, or a day's worth as the digest. Always with its unsubscribe. */
export function alertMail(
  to: string,
  alert: Pick<AlertRow, 'kind' | 'delivery'>,
  events: EventSummary[],
  { brand, unsubscribe, settingsUrl }: { brand: Brand; unsubscribe: Unsubscribe; settingsUrl: string },
) {
  const label = ALERT_KIND_LABELS[alert.kind];
  const digest = alert.delivery === 'daily_digest';
  const [only] = events;
  const subject = digest
    ? `Your daily digest: ${plural(events.length, 'alert')} for ${label.toLowerCase()}`
    : events.length === 1 && only
      ? only.title
      : `${plural(events.length, 'alert')} for ${label.toLowerCase()}`;
  const blocks: MailBlock[] = events.flatMap((event) => [
    { paragraph: `${event.title}\n${event.detail}` },
    { button: { label: 'Open in the dashboard', url: event.url } },
  ]);
  blocks.push({
    paragraph: `You get this e-mail because of your "${label}" alert. Change your alerts in Settings: ${settingsUrl}`,
  });
  return renderMail({ to, subject, heading: digest ? `${label}: today's digest` : label, blocks, unsubscribe }, brand);
}
