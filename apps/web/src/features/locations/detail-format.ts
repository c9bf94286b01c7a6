import type { DayHours, Location, NpiResult, WeekHours } from '@repute/domain';
import { formatTime12, WEEK_DAYS } from '@repute/domain/hours';
import { OPEN_STATUS_LABELS } from '@repute/domain/locations';
import { DAY_LABELS } from './hours-form';
import { LOCATION_TEXT } from './messages';

/** '{name} ({external id})' or '{name} (No External ID)' (spec 001 §2). */
export function nameWithExternalId(location: Pick<Location, 'name' | 'external_id'>): string {
  return `${location.name} ${location.external_id ? `(${location.external_id})` : LOCATION_TEXT.noExternalId}`;
}

/** 'City, ST 98101' from whatever parts the location has. */
export function cityStateZip(location: Pick<Location, 'city' | 'state' | 'state_code' | 'zipcode'>): string {
  const region = [location.state_code || location.state, location.zipcode].filter(Boolean).join(' ');
  return [location.city, region].filter(Boolean).join(', ');
}

export function openStatusLabel(status: Location['open_status']): string {
  return OPEN_STATUS_LABELS[status];
}

/** How a day reads: 'Closed', 'Open 24 hours' or its ranges in 12-hour form. */
export function dayHoursText(day: Pick<DayHours, 'open' | 'is_24_hours' | 'hours'>): string {
  if (!day.open) return 'Closed';
  if (day.is_24_hours) return 'Open 24 hours';
  if (day.hours.length === 0) return 'Closed';
  return day.hours.map((range) => `${formatTime12(range.open_time)} - ${formatTime12(range.close_time)}`).join(', ');
}

export function weekHoursLines(week: WeekHours): { day: string; text: string }[] {
  return WEEK_DAYS.map((day) => ({ day: DAY_LABELS[day], text: dayHoursText(week[day]) }));
}

/** A holiday entry's hours: 'Closed', 'Open 24 hours' or the ranges. */
export function specialHoursText(entry: { closed: boolean; is_24_hours: boolean; hours: DayHours['hours'] }): string {
  if (entry.closed) return 'Closed';
  return dayHoursText({ open: true, is_24_hours: entry.is_24_hours, hours: entry.hours });
}

/** An NPI result's title: the provider's name and credential, or the organisation. */
export function npiTitle(result: NpiResult): string {
  const person = [result.first_name, result.middle_name, result.last_name].filter(Boolean).join(' ');
  const name = person || result.organization_name || result.number;
  return result.credential ? `${name}, ${result.credential}` : name;
}
