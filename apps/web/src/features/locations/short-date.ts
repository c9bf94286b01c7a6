import { isRealDate } from '@repute/domain/iso-date';

/**
 * Reads a date typed as MM/DD/YY (spec 001 §5), M/D/YYYY or YYYY-MM-DD and answers YYYY-MM-DD, or null.
 * Two-digit years are this century.
 */
export function parseShortDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    const typedYear = Number(us[3]);
    [year, month, day] = [us[3]?.length === 2 ? 2000 + typedYear : typedYear, Number(us[1]), Number(us[2])];
  } else return null;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isRealDate(date) ? date : null;
}

/** Today and now on this device's clock, as the holiday-hours rules take them. */
export function localClock(now: Date = new Date()): { today: string; nowLocal: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { today, nowLocal: `${today}T${pad(now.getHours())}:${pad(now.getMinutes())}` };
}
