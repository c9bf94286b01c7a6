import {
  addDays,
  type CompetitorFigures,
  type CompetitorOverview,
  type CompetitorOverviewRow,
  type CompetitorTrendPoint,
  compareDates,
  type IsoDate,
  type OverviewCompetitor,
  startOfMonth,
} from '@repute/domain';
import type { LocationCountReads, LocationCounts } from '../metrics';
import { competitorFigures, ownFigures, rankAmong } from './competitor-figures';
import { type CompetitorWindow, monthEnds } from './competitor-window';
import type { CompetitorEnds, CompetitorScope, CompetitorsRepo } from './competitors.repo';
import { addCounts, type OwnCounts, readOwnCounts } from './own-counts';

export type ScopedCompetitor = CompetitorFigures & {
  id: number;
  location_id: number;
  name: string;
  brand_id: number | null;
  brand_name: string | null;
};

/**
 * The sources each side is read from: the competitors' sources the filter leaves, and the account's own reviews
 * of the sources the filter names (all of them when it names none: the account's whole reputation).
 */
export type OverviewSources = { competitors: number[]; own: number[] };

type OverviewDeps = { repo: CompetitorsRepo; counts: Pick<LocationCountReads, 'countsByWindow'> };

/**
 * A competitor as the overview's row lists it: its fields named one by one, since the answer is written without a
 * per-field check (decision 0164) and must carry nothing the contract does not (its location and brand ids).
 */
const overviewCompetitor = (competitor: ScopedCompetitor): OverviewCompetitor => ({
  id: competitor.id,
  name: competitor.name,
  brand_name: competitor.brand_name,
  rating: competitor.rating,
  review_count: competitor.review_count,
  new_reviews: competitor.new_reviews,
  velocity: competitor.velocity,
  response_rate: competitor.response_rate,
  rating_change: competitor.rating_change,
});

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
  /** Every approved competitor in scope with its figures over the window. */
  async function competitors(scope: CompetitorScope, sourceIds: number[], window: CompetitorWindow) {
    const ends = await repo.ends(scope, sourceIds, window.from, window.to);
    const byCompetitor = new Map<number, CompetitorEnds[]>();
    for (const end of ends) {
      const rows = byCompetitor.get(end.id);
      if (rows) rows.push(end);
      else byCompetitor.set(end.id, [end]);
    }
    const scoped: ScopedCompetitor[] = [];
    for (const rows of byCompetitor.values()) {
      const first = rows[0] as CompetitorEnds;
      const figures = competitorFigures(rows, window.days);
      scoped.push({
        id: first.id,
        location_id: first.location_id,
        name: first.name,
        brand_id: first.brand_id,
        brand_name: first.brand_name,
        rating: figures.rating,
        review_count: figures.review_count,
        new_reviews: figures.new_reviews,
        velocity: figures.velocity,
        response_rate: figures.response_rate,
        rating_change: figures.rating_change,
      });
    }
    return scoped;
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
      const byLocation = new Map<number, ScopedCompetitor[]>();
      for (const competitor of theirs) {
        const set = byLocation.get(competitor.location_id);
        if (set) set.push(competitor);
        else byLocation.set(competitor.location_id, [competitor]);
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
          competitors: set.map(overviewCompetitor),
        };
      });
      return { from: window.from, to: window.to, locations: rows, trend: points };
    },
  };
}
