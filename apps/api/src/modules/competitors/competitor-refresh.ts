import type { IsoDate } from '@repute/domain';
import type { CompetitorPlaces } from '../../connectors/competitor-places';
import { ReviewSourceError } from '../../connectors/review-source';
import { competitorSourceIds } from './competitor-sources';
import type { CompetitorsRepo } from './competitors.repo';

/** Places asked of the database at a time: one query for so many reads, each still written as soon as it is read. */
const BATCH = 25;

export type RefreshResult = { read: number; skipped: number };

/**
 * The daily refresh (decisions 0137, 0164): every competitor place not rejected, at each connected source, read once
 * a day and written as that day's row the moment it is read. It reads only the places without a row for the day, so
 * a refresh that stops (a crash, a spent quota: the job retries after the source's wait) goes on where it stopped:
 * nothing written is read again, and a crash costs at most the one read each source had in flight. A place the
 * source no longer knows (404) is skipped for the day; a refused key or a spent quota stops that source with its
 * error, for the job to retry. The sources are read side by side, each paced within its own quota by its connector,
 * so the refresh takes as long as its slowest source rather than their sum.
 */
export function createCompetitorRefresh(repo: CompetitorsRepo, places: CompetitorPlaces) {
  async function refreshSource(source: { code: 'google' | 'yelp'; id: number }, day: IsoDate) {
    const result: RefreshResult = { read: 0, skipped: 0 };
    let afterId = 0;
    for (;;) {
      const pending = await repo.pendingReads(source, day, afterId, BATCH);
      if (pending.length === 0) return result;
      for (const place of pending) {
        afterId = place.competitorId;
        try {
          const read = await places.read(source.code, place.externalId);
          await repo.writeReads([{ ...place, ...read, sourceId: source.id, day }]);
          result.read += 1;
        } catch (error) {
          if (!(error instanceof ReviewSourceError && error.status === 404)) throw error;
          result.skipped += 1;
        }
      }
    }
  }

  return {
    async refresh(day: IsoDate): Promise<RefreshResult> {
      // Settled, not raced: one source's failure must not leave the other reading after the job has given up.
      const outcomes = await Promise.allSettled(
        competitorSourceIds(places.sources).map((source) => refreshSource(source, day)),
      );
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return outcomes.reduce<RefreshResult>(
        (sum, outcome) =>
          outcome.status === 'fulfilled'
            ? { read: sum.read + outcome.value.read, skipped: sum.skipped + outcome.value.skipped }
            : sum,
        { read: 0, skipped: 0 },
      );
    },
  };
}

export type CompetitorRefresh = ReturnType<typeof createCompetitorRefresh>;
