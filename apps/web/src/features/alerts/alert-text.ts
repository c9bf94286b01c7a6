import type { Alert } from '@repute/domain';
import { ALERT_KIND_LABELS } from '@repute/domain/alerts';

const hoursText = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} ${hours === 24 ? 'day' : 'days'}` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** One line that says what an alert tells of, where and when ("New reviews at or below 2 stars · …"). */
export function alertSummary(alert: Alert, names: { locations: Map<number, string>; groups: Map<number, string> }) {
  const what =
    alert.kind === 'new_review'
      ? alert.max_rating === null
        ? 'New reviews of every rating'
        : alert.max_rating === 0
          ? 'New reviews without a rating'
          : `New reviews at or below ${alert.max_rating} ${alert.max_rating === 1 ? 'star' : 'stars'}`
      : alert.kind === 'awaiting_response'
        ? `Reviews without a response after ${hoursText(alert.wait_hours ?? 0)}`
        : ALERT_KIND_LABELS.response_failed;
  const scope = [
    ...alert.location_ids.map((id) => names.locations.get(id) ?? `Location ${id}`),
    ...alert.group_ids.map((id) => `${names.groups.get(id) ?? `Group ${id}`} (group)`),
  ];
  const where = scope.length === 0 ? 'All locations' : scope.join(', ');
  const when = alert.delivery === 'immediately' ? 'Immediately' : `Daily digest at ${alert.digest_time}`;
  return { what, where, when };
}

export { hoursText };
