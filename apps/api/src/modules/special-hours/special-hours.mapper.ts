import type { SpecialHours } from '@repute/domain';
import type { SpecialHoursRow } from './special-hours.repo';

export function toSpecialHours(row: SpecialHoursRow): SpecialHours {
  return {
    id: row.id,
    account_id: row.accountId,
    location_id: row.locationId,
    start_date: row.startDate,
    closed: row.closed,
    is_24_hours: row.is24Hours,
    hours: row.hours,
  };
}
