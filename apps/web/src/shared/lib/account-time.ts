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
