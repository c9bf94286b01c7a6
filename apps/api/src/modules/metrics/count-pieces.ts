import { addDays, compareDates, daysInRange, endOfMonth, type IsoDate, startOfMonth } from '@repute/domain';

/** A range of whole months or of days of the per-location counts, added (1) or taken away (-1). */
export type CountPiece = { period: 'month' | 'day'; from: IsoDate | null; to: IsoDate; sign: 1 | -1 };

/**
 * The window [from, to] (both days included; from null for all time) as whole months of
 * location_review_monthly_counts plus or minus days of location_review_daily_counts. A partial month at either
 * end is read from whichever is shorter: its days inside the window, or the whole month less its days outside
 * (a window ending today takes the whole month less the days to come, which have no reviews). So a window of
 * any length reads its months and at most about a month of days, whatever its ends.
 */
export function countPieces(from: IsoDate | null, to: IsoDate): CountPiece[] {
  const lastMonth = startOfMonth(to);
  const afterEnd = (): CountPiece[] =>
    to === endOfMonth(to) ? [] : [{ period: 'day', from: addDays(to, 1), to: endOfMonth(to), sign: -1 }];
  if (from === null) return [{ period: 'month', from: null, to: lastMonth, sign: 1 }, ...afterEnd()];
  const firstMonth = startOfMonth(from);
  if (firstMonth === lastMonth) {
    const inside = daysInRange(from, to);
    const outside = daysInRange(firstMonth, from) - 1 + daysInRange(to, endOfMonth(to)) - 1;
    if (inside <= outside) return [{ period: 'day', from, to, sign: 1 }];
    const before: CountPiece[] =
      from === firstMonth ? [] : [{ period: 'day', from: firstMonth, to: addDays(from, -1), sign: -1 }];
    return [{ period: 'month', from: firstMonth, to: firstMonth, sign: 1 }, ...before, ...afterEnd()];
  }
  const pieces: CountPiece[] = [];
  let monthsFrom = firstMonth;
  if (from !== firstMonth) {
    const inside = daysInRange(from, endOfMonth(from));
    if (inside <= daysInRange(firstMonth, from) - 1) {
      pieces.push({ period: 'day', from, to: endOfMonth(from), sign: 1 });
      monthsFrom = addDays(endOfMonth(from), 1);
    } else pieces.push({ period: 'day', from: firstMonth, to: addDays(from, -1), sign: -1 });
  }
  let monthsTo = lastMonth;
  if (to !== endOfMonth(to)) {
    const inside = daysInRange(lastMonth, to);
    if (inside < daysInRange(to, endOfMonth(to)) - 1) {
      pieces.push({ period: 'day', from: lastMonth, to, sign: 1 });
      monthsTo = startOfMonth(addDays(lastMonth, -1));
    } else pieces.push(...afterEnd());
  }
  if (compareDates(monthsFrom, monthsTo) <= 0)
    pieces.push({ period: 'month', from: monthsFrom, to: monthsTo, sign: 1 });
  return pieces;
}
