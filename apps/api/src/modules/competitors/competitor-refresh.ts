import type { IsoDate } from '@repute/domain';
import type { CompetitorPlaces } from '../../connectors/competitor-places';
import { ReviewSourceError } from '../../connectors/review-source';
import { competitorSourceIds } from './competitor-sources';
import type { CompetitorsRepo } from './competitors.repo';

/** Places read between two writes: a crash loses at most this many reads' work, which are then read again. */
const BATCH = 25;

export type RefreshResult = { read: number; skipped: number };

/**
 * The daily refresh (decision 0137): every competitor place not rejected, at each connected source, read once a
 * day and written as that day's row. It reads only the places without a row for the day, so a refresh that stops
 * (a crash, a spent quota: the job retries after the source's wait) goes on where it stopped and reads nothing
 * twice. A place the source no longer knows (404) is skipped for the day; a refused key or a spent quota stops the
 * refresh with the source's error, for the job to retry. The connectors pace the calls within each quota.
 */
export function createCompetitorRefresh(repo: CompetitorsRepo, places: CompetitorPlaces) {
  return {
    async refresh(day: IsoDate): Promise<RefreshResult> {
      const result: RefreshResult = { read: 0, skipped: 0 };
      for (const source of competitorSourceIds(places.sources)) {
        let afterId = 0;
        for (;;) {
          const pending = await repo.pendingReads(source, day, afterId, BATCH);
          if (pending.length === 0) break;
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
      return result;
    },
  };
}

export type CompetitorRefresh = ReturnType<typeof createCompetitorRefresh>;
