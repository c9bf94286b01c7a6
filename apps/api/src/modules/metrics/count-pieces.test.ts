import { addDays, compareDates, type IsoDate } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { type CountPiece, countPieces } from './count-pieces';

/** How many times each day of 2024-2026 is counted by the pieces (a month counts all its days). */
function coverage(pieces: CountPiece[]): Map<IsoDate, number> {
  const counted = new Map<IsoDate, number>();
  for (let day: IsoDate = '2024-01-01'; compareDates(day, '2026-12-31') <= 0; day = addDays(day, 1)) {
    let times = 0;
    for (const piece of pieces) {
      const inside =
        piece.period === 'day'
          ? (piece.from === null || compareDates(piece.from, day) <= 0) && compareDates(day, piece.to) <= 0
          : (piece.from === null || compareDates(piece.from, day.slice(0, 8).concat('01')) <= 0) &&
            compareDates(day.slice(0, 8).concat('01'), piece.to) <= 0;
      if (inside) times += piece.sign;
    }
    counted.set(day, times);
  }
  return counted;
}

describe('count pieces', () => {
  const windows: [IsoDate | null, IsoDate][] = [
    ['2025-05-25', '2025-11-24'],
    ['2025-05-03', '2025-11-28'],
    ['2025-06-01', '2025-11-30'],
    ['2025-03-10', '2025-03-12'],
    ['2025-03-02', '2025-03-30'],
    ['2025-03-01', '2025-03-31'],
    ['2025-02-27', '2025-03-02'],
    [null, '2025-11-24'],
    [null, '2025-11-30'],
  ];
  it.each(windows)('counts every day of %s to %s once and no other', (from, to) => {
    for (const [day, times] of coverage(countPieces(from, to))) {
      const inside = (from === null || compareDates(from, day) <= 0) && compareDates(day, to) <= 0;
      expect({ day, times }).toEqual({ day, times: inside ? 1 : 0 });
    }
  });

  it('reads at most about half a month of days at each end', () => {
    const days = countPieces('2025-05-20', '2025-11-10')
      .filter((piece) => piece.period === 'day')
      .map((piece) => [piece.from, piece.to]);
    expect(days).toEqual([
      ['2025-05-20', '2025-05-31'],
      ['2025-11-01', '2025-11-10'],
    ]);
  });
});
