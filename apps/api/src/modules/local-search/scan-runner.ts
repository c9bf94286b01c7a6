import { measuresOf } from '@repute/domain';
import type { LocalResult, LocalSearchProvider } from '../../connectors/local-search-provider';
import type { AbovePlace } from '../../platform/db/schema';
import type { LocalSearchRepo } from './local-search.repo';

/** How many points a worker claims at once, and asks at the same time (the provider's limiter paces them). */
const CLAIM_BATCH = 10;

const normalised = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The location's rank in one point's answer (1–20) by its Google place id, else by its name; null when absent. */
export function rankIn(results: readonly LocalResult[], own: { placeId: string | null; name: string }) {
  const at = results.findIndex((result) =>
    own.placeId ? result.placeId === own.placeId : normalised(result.name) === normalised(own.name),
  );
  return at < 0 ? null : at + 1;
}

/**
 * Runs one scan to its end (decision 0139). Points are claimed in the database before they are asked, so a resumed
 * scan (a worker that died, a job retried) never asks a point twice: a point claimed and never answered is lost, not
 * asked again. A provider error gives the point back (nothing was answered) and fails the job, which pg-boss retries.
 * When no point is left to claim, the measures are worked out from the answered points and the scan is done.
 *
 * `stop` is the job's signal (pg-boss aborts it when it stops or the job's claim is lost): the batch being asked is
 * answered and recorded, no other point is claimed, and the scan is left for the resumed job with nothing lost
 * (decision 0165).
 */
export async function runScan(
  repo: LocalSearchRepo,
  provider: LocalSearchProvider,
  accountId: number,
  scanId: number,
  stop?: AbortSignal,
): Promise<void> {
  const scan = await repo.scan(accountId, scanId);
  if (!scan || scan.finishedAt) return;
  const search = await repo.search(accountId, scan.searchId);
  const location = search && (await repo.location(accountId, search.locationId));
  if (!search || !location) return;
  await repo.markRunning(accountId, scanId);
  const own = { placeId: location.googlePlaceId, name: location.name };
  const radiusMeters = scan.cellKm * 1000;
  for (;;) {
    if (stop?.aborted) return;
    const claimed = await repo.claimPoints(accountId, scanId, CLAIM_BATCH);
    if (claimed.length === 0) break;
    const outcomes = await Promise.allSettled(
      claimed.map(async (point) => {
        let results: LocalResult[];
        try {
          results = await provider.search({
            keyword: search.keyword,
            latitude: point.latitude,
            longitude: point.longitude,
            radiusMeters,
            target: { ...own, latitude: search.centerLatitude, longitude: search.centerLongitude },
          });
        } catch (error) {
          await repo.releasePoint(accountId, scanId, point.pointIndex);
          throw error;
        }
        const rank = rankIn(results, own);
        const above: AbovePlace[] = results
          .slice(0, rank === null ? results.length : rank - 1)
          .map((result) => ({ place_id: result.placeId, name: result.name }));
        await repo.recordPoint(accountId, scanId, point.pointIndex, rank, above);
      }),
    );
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }
  const answered = (await repo.points(accountId, scanId)).filter((point) => point.answeredAt !== null);
  const measures = measuresOf(
    answered.map((point) => point.rank),
    scan.cellKm,
  );
  await repo.finishScan(accountId, scanId, {
    pointsAnswered: measures.points,
    solv: measures.solv,
    arp: measures.arp,
    atrp: measures.atrp,
    topArea: measures.zones.top,
    nearArea: measures.zones.near,
    farArea: measures.zones.far,
    notFoundArea: measures.zones.not_found,
  });
}
