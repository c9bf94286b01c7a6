/** The date ("2026-11-24") and time of day ("18:05") an instant shows in a time zone. */
function localParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Whether a daily digest is due: its time of day has come today in the account's time zone, and no digest went
 * out since that time today. A worker that was down at the time sends it when it is back, once.
 */
export function digestDue(digestTime: string, lastSentAt: Date | null, timeZone: string, now: Date): boolean {
  const today = localParts(now, timeZone);
  if (today.time < digestTime) return false;
  if (lastSentAt === null) return true;
  const last = localParts(lastSentAt, timeZone);
  return last.date < today.date || last.time < digestTime;
}
