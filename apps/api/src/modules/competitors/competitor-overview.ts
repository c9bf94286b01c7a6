import {
  addDays,
  type CompetitorOverview,
  type CompetitorOverviewRow,
  type CompetitorTrendPoint,
  compareDates,
  type IsoDate,
  type OverviewCompetitor,
  startOfMonth,
} from '@repute/domain';
import type { LocationCountReads, LocationCounts } from '../metrics';
import { addEnds, type CompetitorSums, overviewCompetitor, ownFigures, rankAmong, sumsAt } from './competitor-figures';
import { type CompetitorWindow, monthEnds } from './competitor-window';
import type { CompetitorScope, CompetitorsRepo } from './competitors.repo';
import { addCounts, type OwnCounts, readOwnCounts } from './own-counts';

/**
 * The sources each side is read from: the competitors' sources the filter leaves, and the account's own reviews
 * of the sources the filter names (all of them when it names none: the account's whole reputation).
 */
export type OverviewSources = { competitors: number[]; own: number[] };

type OverviewDeps = { repo: CompetitorsRepo; counts: Pick<LocationCountReads, 'countsByWindow'> };

const sumCounts = (all: (LocationCounts | undefined)[]) =>
  all.reduce<LocationCounts>((sum, counts) => addCounts(sum, counts), addCounts(undefined, undefined));

const ratingOf = (rated: number, ratingSum: number) => (rated > 0 ? Math.round((ratingSum / rated) * 100) / 100 : null);

/**
 * The competitor report (GET /reports/{account_id}/competitor/overview): each of the account's locations in scope
 * against its approved competitors over the window, and the monthly trend of both sides. The competitors' side is
 * whole days of the account read through the covering index (the window's two ends and the trend's days), with a
 * primary-key probe only for a place not read on those days; the locations' side is Location Performance's counts
 * per window (decisions 0137, 0154).
 */
export function createCompetitorOverview({ repo, counts }: OverviewDeps) {
  /**
   * Every approved competitor in scope with its ends summed over its sources, in the order the ends name them
   * (its figures are `overviewCompetitor` of these): one object a competitor, none a place (decision 0178).
   */
  async function competitors(scope: CompetitorScope, sourceIds: number[], window: CompetitorWindow) {
    const ends = await repo.ends(scope, sourceIds, window.from, window.to);
    const byCompetitor = new Map<number, CompetitorSums>();
    for (let i = 0; i < ends.ids.length; i += 1) {
      if (ends.endCounts[i] === null) continue;
      const id = ends.ids[i] as number;
      let sums = byCompetitor.get(id);
      if (!sums) {
        sums = sumsAt(ends, i);
        byCompetitor.set(id, sums);
      }
      addEnds(sums, i);
    }
    return [...byCompetitor.values()];
  }

  /** The competitors' side of the monthly trend: their sums on each month's last read day, and the day before. */
  async function theirTrend(scope: CompetitorScope, sources: OverviewSources, window: CompetitorWindow) {
    const lastDay = (await repo.lastReadDay(scope.accountId, window.to)) ?? window.to;
    const points = monthEnds(window, compareDates(lastDay, window.from) < 0 ? window.to : lastDay);
    const before = addDays(window.from, -1);
    const theirs = await repo.trendDays(scope, sources.competitors, [before, ...points]);
    return { points, before, theirsOn: new Map(theirs.map((day) => [day.day, day])) };
  }

  /** The monthly trend: the competitors' sums on each month's last read day, and the account's months. */
  function trend(
    { points, before, theirsOn }: Awaited<ReturnType<typeof theirTrend>>,
    locationIds: number[],
    own: OwnCounts,
  ): CompetitorTrendPoint[] {
    // The account's side per month: its rating over all time by the month's end, and the month's new reviews.
    let running = sumCounts(locationIds.map((id) => own.before.get(id)));
    const ownByMonth = new Map(
      own.months.map(({ month, counts: perLocation }) => {
        const inMonth = sumCounts(locationIds.map((id) => perLocation.get(id)));
        running = addCounts(running, inMonth);
        return [month, { allTime: running, inMonth }];
      }),
    );
    return points.map((point, index) => {
      const mine = ownByMonth.get(startOfMonth(point));
      const day = theirsOn.get(point);
      const previous = theirsOn.get(index === 0 ? before : (points[index - 1] as IsoDate));
      return {
        month: startOfMonth(point),
        own_rating: mine ? ratingOf(mine.allTime.rated, mine.allTime.ratingSum) : null,
        competitor_rating: day ? ratingOf(day.rated_count, day.rating_sum) : null,
        own_new_reviews: mine?.inMonth.reviews ?? 0,
        competitor_new_reviews: day && previous ? Math.max(0, day.review_count - previous.review_count) : 0,
      };
    });
  }

  return {
    competitors,

    async report(
      scope: CompetitorScope,
      timeZone: string,
      sources: OverviewSources,
      window: CompetitorWindow,
    ): Promise<CompetitorOverview> {
      // Independent reads, each on a connection of its own: the report waits for the slowest, not for their sum.
      const [locations, theirs, own, theirMonths] = await Promise.all([
        repo.scopedLocations(scope),
        competitors(scope, sources.competitors, window),
        readOwnCounts(counts, scope.accountId, timeZone, window, sources.own),
        theirTrend(scope, sources, window),
      ]);
      const locationIds = locations.map((location) => location.id);
      const points = trend(theirMonths, locationIds, own);
      const byLocation = new Map<number, OverviewCompetitor[]>();
      for (const sums of theirs) {
        const competitor = overviewCompetitor(sums, window.days);
        const locationId = sums.ends.locationIds[sums.at] as number;
        const set = byLocation.get(locationId);
        if (set) set.push(competitor);
        else byLocation.set(locationId, [competitor]);
      }
      const rows = locations.map((location): CompetitorOverviewRow => {
        const before = own.before.get(location.id);
        const inWindow = own.months.reduce<LocationCounts | undefined>(
          (sum, month) => addCounts(sum, month.counts.get(location.id)),
          undefined,
        );
        const figures = ownFigures({ allTime: addCounts(before, inWindow), window: inWindow, before }, window.days);
        const set = byLocation.get(location.id) ?? [];
        return {
          location_id: location.id,
          location_name: location.name,
          ...figures,
          rank: rankAmong(figures, set),
          of: set.length + 1,
          competitors: set,
        };
      });
      return { from: window.from, to: window.to, locations: rows, trend: points };
    },
  };
}
