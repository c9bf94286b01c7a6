import { dateTimeFormat } from '@repute/domain/intl-formats';

/**
 * Dates and times as people read them, always in the account's time zone (its days are the filters' days),
 * never the browser's: everyone of an account sees the same day and hour wherever they are.
 */
export function formatDay(iso: string, timeZone: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

export function formatDateTime(iso: string, timeZone: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** The zone as people name it ("Eastern Time"), or its id where the browser has no name for it. */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  const parts = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A time of day of the account ("09:30") with its zone: "09:30 Eastern Time". */
export function timeOfDayInZone(time: string, timeZone: string): string {
  return `${time} ${timeZoneName(timeZone)}`;
}
