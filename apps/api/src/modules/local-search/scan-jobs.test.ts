import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FakePlacesTextSearch,
  startFakePlacesTextSearch,
} from '../../../test/fakes/fake-google-places-text-search';
import { client, useTestApp } from '../../../test/test-app';
import { createGooglePlacesTextSearch } from '../../connectors/google-places-text-search';
import { createRateLimiter } from '../../connectors/rate-limiter';
import { localSearchPoints, localSearchScans, locations } from '../../platform/db/schema';
import { startBoss } from '../../platform/jobs/boss';
import { LOCAL_SEARCH_QUEUES, LOCAL_SEARCH_SCAN_QUEUE, scanJobHandler } from './local-search.jobs';
import { createLocalSearchRepo } from './local-search.repo';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

let fake: FakePlacesTextSearch;
const workers: PgBoss[] = [];
beforeAll(async () => {
  fake = await startFakePlacesTextSearch();
});
afterAll(async () => {
  for (const worker of workers) await worker.stop({ graceful: false, close: true });
  await fake.close();
});

/** A worker process of its own: pg-boss on the test database, running the scan queue with `provider`. */
async function startScanWorker(provider: ReturnType<typeof createGooglePlacesTextSearch>) {
  const boss = await startBoss(t.url, 'worker', () => {}, LOCAL_SEARCH_QUEUES);
  workers.push(boss);
  await boss.work(LOCAL_SEARCH_SCAN_QUEUE, scanJobHandler(createLocalSearchRepo(t.db), provider));
  return boss;
}

async function pointsOf(scanId: number) {
  return t.db.select().from(localSearchPoints).where(eq(localSearchPoints.scanId, scanId));
}

describe('scan jobs through pg-boss', () => {
  it('a worker stopped mid-scan leaves no point claimed, and the retried job asks each other point once', async () => {
    const [ballard] = await t.db.select().from(locations).where(eq(locations.name, 'Northwind Dental - Ballard'));
    const search = (
      await client(t, admin).post('/api/local_search/searches', {
        location_id: ballard?.id,
        keyword: 'dental implants',
        grid_size: 5,
        spacing: 1,
        spacing_unit: 'km',
        center_latitude: 47.6687,
        center_longitude: -122.3845,
      })
    ).json();
    // The server only queues the scan's job; no worker runs yet.
    const scanId: number = (await client(t, admin).post(`/api/local_search/searches/${search.id}/scans`)).json().scan
      .id;
    fake.requests.length = 0;

    // The first worker asks four points a second (its quota), so it is still scanning when it is stopped.
    const slow = createGooglePlacesTextSearch({
      apiKey: fake.apiKey,
      baseUrl: fake.url,
      limiter: createRateLimiter({ limit: 4, intervalMs: 1000 }),
    });
    const first = await startScanWorker(slow);
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThanOrEqual(4), { timeout: 15_000 });
    // A deploy stops it: pg-boss waits a second, fails the job (to be retried) and aborts its signal.
    await first.stop({ graceful: true, timeout: 1000, close: true });
    // The batch it was asking is answered and recorded: nothing is left claimed and unanswered.
    await vi.waitFor(
      async () => {
        const points = await pointsOf(scanId);
        expect(points.filter((point) => point.claimedAt !== null && point.answeredAt === null)).toEqual([]);
      },
      { timeout: 15_000 },
    );
    const askedBeforeStop = fake.requests.length;
    expect(askedBeforeStop).toBeLessThan(25);
    const [stopped] = await t.db.select().from(localSearchScans).where(eq(localSearchScans.id, scanId));
    expect(stopped?.finishedAt).toBeNull();

    // The retry comes due now rather than after its back-off, and another worker takes it.
    const [retry] = await t.boss.findJobs(LOCAL_SEARCH_SCAN_QUEUE, { key: String(scanId), queued: true });
    expect(retry?.state).toBe('retry');
    await t.boss.update({ name: LOCAL_SEARCH_SCAN_QUEUE, options: { id: retry?.id, startAfter: new Date() } });
    await startScanWorker(createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url }));
    await vi.waitFor(
      async () => {
        const [done] = await t.db
          .select()
          .from(localSearchScans)
          .where(and(eq(localSearchScans.id, scanId), isNotNull(localSearchScans.finishedAt)));
        expect(done?.pointsAnswered).toBe(25);
      },
      { timeout: 30_000, interval: 200 },
    );

    expect(fake.requests).toHaveLength(25);
    const asked = new Set(fake.requests.map((request) => JSON.stringify(request.body)));
    expect(asked.size).toBe(25);
    const unanswered = await t.db
      .select()
      .from(localSearchPoints)
      .where(and(eq(localSearchPoints.scanId, scanId), isNull(localSearchPoints.answeredAt)));
    expect(unanswered).toEqual([]);
  }, 60_000);
});
