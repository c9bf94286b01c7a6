/** The wall-clock date and time in a time zone, as 'YYYY-MM-DD' and 'YYYY-MM-DDTHH:mm'. */
export function localNow(timeZone: string, now: Date = new Date()): { today: string; nowLocal: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  const today = `${part('year')}-${part('month')}-${part('day')}`;
  return { today, nowLocal: `${today}T${part('hour')}:${part('minute')}` };
}
