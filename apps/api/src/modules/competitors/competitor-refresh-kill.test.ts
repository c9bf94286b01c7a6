import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { todayIn } from '@repute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../../../test/fakes/fake-google-places';
import type { FakeRequest } from '../../../test/fakes/fake-http';
import { type FakeYelp, startFakeYelp } from '../../../test/fakes/fake-yelp';
import { type SpawnedServer, startRepute } from '../../../test/spawn-server';
import { useTestApp } from '../../../test/test-app';
import { COMPETITORS_REFRESH_QUEUE } from './index';

/**
 * Issue 28: the daily refresh through the real queue, in `repute worker` processes reading the fakes of Google
 * Places and Yelp. The first worker is killed (SIGKILL) while each source has a read in flight; its job's heartbeat
 * lapses, the queue retries it and a second worker takes it over. Every place is read, and no place is answered
 * twice: what the killed worker had written is not asked again, and what it had in flight never reached it.
 */
const PLACES = 40;
const GOOGLE_KEY = 'kill-places-key';
const YELP_KEY = 'kill-yelp-key';

let google: FakeGooglePlaces;
let yelp: FakeYelp;
let dataDir: string;
const workers: SpawnedServer[] = [];
beforeAll(async () => {
  [google, yelp] = await Promise.all([startFakeGooglePlaces(GOOGLE_KEY), startFakeYelp(YELP_KEY)]);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-refresh-kill-'));
});
afterAll(async () => {
  for (const worker of workers) if (worker.process.exitCode === null) worker.process.kill('SIGKILL');
  await Promise.all([google.close(), yelp.close()]);
  await rm(dataDir, { recursive: true, force: true });
});
const { t } = useTestApp({ logins: {} });

/** `repute worker` outside demo mode, its competitor sources the fakes. */
async function startWorker(): Promise<SpawnedServer> {
  const worker = await startRepute('worker', {
    DATABASE_URL: t.url,
    DEMO_MODE: 'false',
    GOOGLE_PLACES_API_KEY: GOOGLE_KEY,
    GOOGLE_PLACES_API_URL: google.url,
    YELP_API_KEY: YELP_KEY,
    YELP_API_URL: yelp.url,
    REPUTE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  workers.push(worker);
  return worker;
}

const googlePlaceId = (n: number) => `ChIJkill-place-${n}`;
const yelpBusinessId = (n: number) => `kill-biz-${n}`;
const placeRead = (request: FakeRequest) => /^\/v1\/places\/ChIJkill-place-\d+$/.test(request.url.pathname);
const businessRead = (request: FakeRequest) => /^\/v3\/businesses\/kill-biz-\d+$/.test(request.url.pathname);

/** How many times each place was answered: its calls, less the ones held unanswered. */
function answeredPerPlace(fake: FakeGooglePlaces | FakeYelp, isRead: (request: FakeRequest) => boolean) {
  const counts = new Map<string, number>();
  for (const request of fake.requests.filter((call) => isRead(call) && !fake.held.includes(call))) {
    const id = request.url.pathname.split('/').at(-1) ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

const query = async <Row>(text: string, values: unknown[] = []) =>
  (await t.db.$client.query(text, values)).rows as Row[];

describe('the daily refresh whose worker is killed mid-way', () => {
  it('reads every place once through the queue, the retry going on where the killed worker stopped', {
    timeout: 300_000,
  }, async () => {
    // The demo's sandbox places are not on the fakes: set aside, the refresh reads these places only.
    await query(`update competitors set status = 'rejected'`);
    const [location] = await query<{ id: number; account_id: number }>(
      'select id, account_id from locations order by id limit 1',
    );
    for (let n = 1; n <= PLACES; n += 1) {
      google.addPlace({
        id: googlePlaceId(n),
        name: `Kill Dental ${n}`,
        formattedAddress: `${n} Kill St`,
        location: { latitude: 40, longitude: -100 },
        primaryType: 'dentist',
        rating: 4.5,
        userRatingCount: 100 + n,
      });
      // Every other place is on Yelp too.
      if (n % 2 === 0)
        yelp.details.set(yelpBusinessId(n), {
          id: yelpBusinessId(n),
          name: `Kill Dental ${n}`,
          rating: 4,
          review_count: n,
        });
    }
    await query(
      `insert into competitors (account_id, location_id, name, address, google_place_id, yelp_business_id, status, origin)
       select $1, $2, 'Kill Dental ' || n, n || ' Kill St', 'ChIJkill-place-' || n,
         case when n % 2 = 0 then 'kill-biz-' || n end, 'approved', 'manual'
       from generate_series(1, $3) n`,
      [location?.account_id, location?.id, PLACES],
    );
    // Each source answers its first reads, then holds one unanswered: the first worker dies with both in flight.
    let googleReads = 0;
    let yelpReads = 0;
    google.hold = (request) => placeRead(request) && ++googleReads >= 15;
    yelp.hold = (request) => businessRead(request) && ++yelpReads >= 6;

    const first = await startWorker();
    const day = todayIn('UTC');
    // The queue's own wiring, its retry only made quick: a minute's back-off is not what this test is about.
    const jobId = await t.boss.send(COMPETITORS_REFRESH_QUEUE, { day }, { retryDelay: 1, retryBackoff: false });
    await expect.poll(() => google.held.length + yelp.held.length, { timeout: 60_000, interval: 50 }).toBe(2);
    first.process.kill('SIGKILL');
    await first.exited;
    const writtenBeforeKill = await query<{ n: number }>(
      'select count(*)::int as n from competitor_daily where day = $1::date',
      [day],
    );
    expect(writtenBeforeKill[0]?.n).toBe(14 + 5);

    google.hold = null;
    yelp.hold = null;
    await startWorker();
    // The killed worker's heartbeat lapses (30 s), the supervisor fails its attempt and the retry runs here.
    await expect
      .poll(
        async () =>
          (await query<{ n: number }>('select count(*)::int as n from competitor_daily where day = $1::date', [day]))[0]
            ?.n,
        { timeout: 200_000, interval: 500 },
      )
      .toBe(PLACES + PLACES / 2);
    await expect
      .poll(
        async () =>
          await query<{ state: string; retries: number }>(
            'select state, retry_count as retries from pgboss.job where name = $1 and id = $2',
            [COMPETITORS_REFRESH_QUEUE, jobId],
          ),
        { timeout: 30_000 },
      )
      .toEqual([{ state: 'completed', retries: 1 }]);

    const googleAnswered = answeredPerPlace(google, placeRead);
    const yelpAnswered = answeredPerPlace(yelp, businessRead);
    expect(googleAnswered.size).toBe(PLACES);
    expect(yelpAnswered.size).toBe(PLACES / 2);
    expect([...googleAnswered.values(), ...yelpAnswered.values()].every((times) => times === 1)).toBe(true);
    // The held reads were asked again by the retry, and answered then.
    expect(googleAnswered.get(google.held[0]?.url.pathname.split('/').at(-1) ?? '')).toBe(1);
    expect(yelpAnswered.get(yelp.held[0]?.url.pathname.split('/').at(-1) ?? '')).toBe(1);
  });
});
