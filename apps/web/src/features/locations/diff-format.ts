import type { DiffField, LocationDiff, OpenStatus, WeekHours } from '@repute/domain';
import { formatDisplayDate } from '@repute/domain/calendar-dates';
import { openStatusLabel, specialHoursText, weekHoursLines } from './detail-format';

export const DIFF_FIELD_LABELS: Record<DiffField, string> = {
  public_name: 'Public Name',
  address: 'Address',
  address_2: 'Address Line 2',
  city: 'City',
  state_code: 'State',
  zipcode: 'Zip Code',
  phone: 'Phone',
  website: 'Website',
  category_name: 'Category',
  open_status: 'Business Status',
  hours: 'Operating Hours',
  special_hours: 'Holiday Hours',
};

type SpecialEntry = { start_date: string; closed: boolean; is_24_hours: boolean; hours: WeekHours['monday']['hours'] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A diff value as lines of text: hours by day, holiday hours by date, the rest as it is. */
export function diffValueLines(field: DiffField, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return ['(none)'];
  if (field === 'open_status' && typeof value === 'string') return [openStatusLabel(value as OpenStatus)];
  if (field === 'hours' && isRecord(value)) {
    return weekHoursLines(value as WeekHours).map((line) => `${line.day}: ${line.text}`);
  }
  if (field === 'special_hours' && Array.isArray(value)) {
    if (value.length === 0) return ['(none)'];
    return (value as SpecialEntry[]).map(
      (entry) => `${formatDisplayDate(entry.start_date)}: ${specialHoursText(entry)}`,
    );
  }
  return [String(value)];
}

export type DiffRow = { field: DiffField; label: string; current: string[]; google: string[] };

/** The rows the Sync From Google modal shows: each changed field with this location's and Google's value. */
export function diffRows(diff: LocationDiff): DiffRow[] {
  return diff.changed_fields.map((field) => ({
    field,
    label: DIFF_FIELD_LABELS[field],
    current: diffValueLines(field, diff.target[field]),
    google: diffValueLines(field, diff.source[field]),
  }));
}
