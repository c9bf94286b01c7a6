import { addDays, compareDates, type IsoDate, startOfMonth } from '@repute/domain';
import type { CountWindow, LocationCountReads, LocationCounts } from '../metrics';
import type { CompetitorWindow } from './competitor-window';
import { monthEnds } from './competitor-window';

const NONE: LocationCounts = { reviews: 0, rated: 0, ratingSum: 0, responded: 0, responseSeconds: 0 };

export function addCounts(a: LocationCounts | undefined, b: LocationCounts | undefined): LocationCounts {
  const left = a ?? NONE;
  const right = b ?? NONE;
  return {
    reviews: left.reviews + right.reviews,
    rated: left.rated + right.rated,
    ratingSum: left.ratingSum + right.ratingSum,
    responded: left.responded + right.responded,
    responseSeconds: left.responseSeconds + right.responseSeconds,
  };
}

/** The account's counts per location: everything before the window, and each month of it (the window's ends cut). */
export type OwnCounts = {
  before: Map<number, LocationCounts>;
  months: { month: IsoDate; counts: Map<number, LocationCounts> }[];
};

/**
 * One read of Location Performance's counts for the whole report: the months of the window and what came before
 * it. Everything else is their sums (the window; all time by its end; all time by each month's end), so the report
 * asks for one window a month rather than two a month and three more.
 */
export async function readOwnCounts(
  counts: Pick<LocationCountReads, 'countsByWindow'>,
  accountId: number,
  timeZone: string,
  window: CompetitorWindow,
  sourceIds: number[],
): Promise<OwnCounts> {
  const months: CountWindow[] = monthEnds(window, window.to).map((end) => {
    const monthStart = startOfMonth(end);
    return { from: compareDates(monthStart, window.from) < 0 ? window.from : monthStart, to: end };
  });
  const [before = new Map(), ...inWindow] = await counts.countsByWindow(
    accountId,
    timeZone,
    [{ from: null, to: addDays(window.from, -1) }, ...months],
    sourceIds,
  );
  return {
    before,
    months: months.map((month, index) => ({
      month: startOfMonth(month.to),
      counts: inWindow[index] ?? new Map(),
    })),
  };
}
