import { wallClockIn } from '@repute/domain';

/**
 * Whether a daily digest is due: its time of day has come today in the account's time zone, and no digest went
 * out since that time today. A worker that was down at the time sends it when it is back, once.
 */
export function digestDue(digestTime: string, lastSentAt: Date | null, timeZone: string, now: Date): boolean {
  const today = wallClockIn(timeZone, now);
  if (today.time < digestTime) return false;
  if (lastSentAt === null) return true;
  const last = wallClockIn(timeZone, lastSentAt);
  return last.date < today.date || last.time < digestTime;
}
