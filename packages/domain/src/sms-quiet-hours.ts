import { addDays, instantIn, isKnownTimeZone, todayIn, wallClockIn } from './calendar-dates';

/** Issue 15 §2: no SMS outside 8 am to 9 pm in the recipient's time zone (decision 0090). */
export const SMS_WINDOW_OPENS = '08:00';
export const SMS_WINDOW_CLOSES = '21:00';

/**
 * The time zones of each US state, DC and territory (by postal code). A state that spans several lists them all:
 * a recipient known only by their location's state may be in any of them, so a text waits until it is 8 am to
 * 9 pm in each (decision 0090).
 */
const US_STATE_TIME_ZONES: Record<string, string[]> = {
  AL: ['America/Chicago'],
  AK: ['America/Anchorage', 'America/Adak'],
  AZ: ['America/Phoenix', 'America/Denver'],
  AR: ['America/Chicago'],
  CA: ['America/Los_Angeles'],
  CO: ['America/Denver'],
  CT: ['America/New_York'],
  DE: ['America/New_York'],
  DC: ['America/New_York'],
  FL: ['America/New_York', 'America/Chicago'],
  GA: ['America/New_York'],
  HI: ['Pacific/Honolulu'],
  ID: ['America/Boise', 'America/Los_Angeles'],
  IL: ['America/Chicago'],
  IN: ['America/Indiana/Indianapolis', 'America/Chicago'],
  IA: ['America/Chicago'],
  KS: ['America/Chicago', 'America/Denver'],
  KY: ['America/New_York', 'America/Chicago'],
  LA: ['America/Chicago'],
  ME: ['America/New_York'],
  MD: ['America/New_York'],
  MA: ['America/New_York'],
  MI: ['America/Detroit', 'America/Menominee'],
  MN: ['America/Chicago'],
  MS: ['America/Chicago'],
  MO: ['America/Chicago'],
  MT: ['America/Denver'],
  NE: ['America/Chicago', 'America/Denver'],
  NV: ['America/Los_Angeles', 'America/Denver'],
  NH: ['America/New_York'],
  NJ: ['America/New_York'],
  NM: ['America/Denver'],
  NY: ['America/New_York'],
  NC: ['America/New_York'],
  ND: ['America/Chicago', 'America/Denver'],
  OH: ['America/New_York'],
  OK: ['America/Chicago'],
  OR: ['America/Los_Angeles', 'America/Boise'],
  PA: ['America/New_York'],
  RI: ['America/New_York'],
  SC: ['America/New_York'],
  SD: ['America/Chicago', 'America/Denver'],
  TN: ['America/Chicago', 'America/New_York'],
  TX: ['America/Chicago', 'America/Denver'],
  UT: ['America/Denver'],
  VT: ['America/New_York'],
  VA: ['America/New_York'],
  WA: ['America/Los_Angeles'],
  WV: ['America/New_York'],
  WI: ['America/Chicago'],
  WY: ['America/Denver'],
  PR: ['America/Puerto_Rico'],
  VI: ['America/St_Thomas'],
  GU: ['Pacific/Guam'],
  MP: ['Pacific/Saipan'],
  AS: ['Pacific/Pago_Pago'],
};

export type LocationPlace = { stateCode: string | null; country: string | null };

/** The zones a location's state spans; none outside the United States or without a known state. */
export function locationTimeZones(location: LocationPlace): string[] {
  if (location.country && location.country !== 'United States') return [];
  return US_STATE_TIME_ZONES[(location.stateCode ?? '').trim().toUpperCase()] ?? [];
}

/** Where a text's quiet hours are read: the recipient's own zone, else the location's, else the account's. */
export function smsTimeZones(
  recipientTimeZone: string | null,
  location: LocationPlace,
  accountTimeZone: string,
): string[] {
  if (recipientTimeZone && isKnownTimeZone(recipientTimeZone)) return [recipientTimeZone];
  const zones = locationTimeZones(location);
  return zones.length > 0 ? zones : [accountTimeZone];
}

/** Whether `at` is between 8:00 (included) and 21:00 (excluded) on the wall clock of every zone. */
export function inSmsWindow(timeZones: string[], at: Date): boolean {
  return timeZones.every((zone) => {
    const { time } = wallClockIn(zone, at);
    return time >= SMS_WINDOW_OPENS && time < SMS_WINDOW_CLOSES;
  });
}

/**
 * When a text may go: `now` inside the window, else the first moment after it when it is 8 am to 9 pm in every
 * zone. That moment is always some zone's 8 am (the windows' overlap starts when the last of them opens), so the
 * zones' next 8 ams, today to two days on, are the only candidates.
 */
export function smsWindowOpensAt(timeZones: string[], now: Date): Date {
  if (inSmsWindow(timeZones, now)) return now;
  const candidates = timeZones
    .flatMap((zone) => {
      const today = todayIn(zone, now);
      return [0, 1, 2].map((days) => instantIn(addDays(today, days), SMS_WINDOW_OPENS, zone));
    })
    .filter((candidate) => candidate.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  const opens = candidates.find((candidate) => inSmsWindow(timeZones, candidate));
  // Zones more than 13 hours apart have no common window: the first of their mornings is the least bad.
  return opens ?? candidates[0] ?? now;
}
