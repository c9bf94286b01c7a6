import { type CompetitorPlaces, createCompetitorPlaces } from '@repute/api/src/connectors/competitor-places';
import { GOOGLE_PLACES_PER_MINUTE, YELP_PER_MINUTE } from '@repute/api/src/connectors/connectors';
import { createGooglePlaces } from '@repute/api/src/connectors/google-places';
import { createRateLimiter } from '@repute/api/src/connectors/rate-limiter';
import { createYelpBusinesses } from '@repute/api/src/connectors/yelp-businesses';
import { createCompetitorRefresh } from '@repute/api/src/modules/competitors/competitor-refresh';
import { createCompetitorsRepo } from '@repute/api/src/modules/competitors/competitors.repo';
import { startFakeGooglePlaces } from '@repute/api/test/fakes/fake-google-places';
import { startFakeYelp } from '@repute/api/test/fakes/fake-yelp';
import { type IsoDate, todayIn } from '@repute/domain';
import type { Harness } from './harness';

const MINUTE = 60_000;
const KEY = 'bench-key';
/** Yelp Fusion's long-standing default: 5,000 calls a key in 24 hours (the fake refuses the next with 429). */
const YELP_CALLS_A_DAY = 5_000;
/** Where the bench's Google quota runs out once: the refresh stops (429) and the retry goes on. */
const GOOGLE_CRASH_AFTER = 2_000;

/** A source's limiter on a clock of its own that its waits move on: a minute's quota without a minute's wait. */
function simulatedLimiter(limit: number) {
  const clock = { now: 0, turns: [] as number[] };
  const limiter = createRateLimiter({
    limit,
    now: () => clock.now,
    sleep: async (ms) => {
      clock.now += ms;
    },
  });
  return {
    clock,
    limiter: {
      acquire: async () => {
        await limiter.acquire();
        clock.turns.push(clock.now);
      },
    },
  };
}

/** The most calls in any minute of the simulated clock (sliding). */
function busiestMinute(turns: number[]): number {
  let busiest = 0;
  let start = 0;
  for (let end = 0; end < turns.length; end += 1) {
    while ((turns[end] ?? 0) - (turns[start] ?? 0) >= MINUTE) start += 1;
    busiest = Math.max(busiest, end - start + 1);
  }
  return busiest;
}

export type SourceRefreshFigures = {
  code: 'google' | 'yelp';
  reads: number;
  calls: number;
  refused: number;
  readTwice: number;
  perMinute: number;
  callsADay: number;
  busiestMinute: number;
  pacedMinutes: number;
};

/** Place reads written for the day, and how many were due (every place at each of its sources). */
export type RefreshBenchResult = { places: number; expected: number; seconds: number; sources: SourceRefreshFigures[] };

/**
 * Issue 28: one day's refresh of every competitor place of the account (5,000 at Google, 3,000 of them at Yelp too)
 * by the real clients against the fakes of Google Places and Yelp, each paced at its quota on a simulated clock.
 * Google's quota runs out once mid-way (429): the refresh stops with the source's error, as its job would, and the
 * retry goes on from the places still unread. The figures: the real time of the work, each source's paced time on
 * its quota's clock and busiest minute, the calls refused, and the places answered twice (none may be).
 */
export async function benchCompetitorRefresh(harness: Harness, accountId: number): Promise<RefreshBenchResult> {
  const [google, yelp] = await Promise.all([startFakeGooglePlaces(KEY), startFakeYelp(KEY)]);
  try {
    const { rows } = await harness.db.$client.query<{ google: string; yelp: string | null }>(
      `select google_place_id as google, yelp_business_id as yelp from competitors
       where account_id = $1 and status <> 'rejected' and google_place_id is not null`,
      [accountId],
    );
    rows.forEach((row, index) => {
      google.addPlace({
        id: row.google,
        name: `Place ${index}`,
        formattedAddress: `${index} Main St`,
        location: { latitude: 40, longitude: -100 },
        primaryType: 'dentist',
        rating: 4.2,
        userRatingCount: 100 + index,
      });
      if (row.yelp)
        yelp.details.set(row.yelp, { id: row.yelp, name: `Place ${index}`, rating: 4, review_count: index });
    });
    yelp.quotaLeft = YELP_CALLS_A_DAY;
    google.quotaLeft = GOOGLE_CRASH_AFTER;
    const paced = { google: simulatedLimiter(GOOGLE_PLACES_PER_MINUTE), yelp: simulatedLimiter(YELP_PER_MINUTE) };
    const places = createCompetitorPlaces({
      google: createGooglePlaces({ apiKey: KEY, baseUrl: google.url, limiter: paced.google.limiter }),
      yelp: createYelpBusinesses({ apiKey: KEY, baseUrl: yelp.url, limiter: paced.yelp.limiter }),
    });
    // Each answer the refresh got, by source and place: a place answered twice is a place read twice.
    const answers = new Map<string, number>();
    const counted: CompetitorPlaces = {
      ...places,
      async read(source, externalId) {
        const aggregates = await places.read(source, externalId);
        answers.set(`${source}:${externalId}`, (answers.get(`${source}:${externalId}`) ?? 0) + 1);
        return aggregates;
      },
    };
    const refresh = createCompetitorRefresh(createCompetitorsRepo(harness.db), counted);
    const day = todayIn('UTC') as IsoDate;

    const started = Date.now();
    // The first run stops where Google's quota runs out (429), as the job's attempt would; its retry goes on later.
    await refresh.refresh(day).catch(() => {
      google.quotaLeft = null;
    });
    await refresh.refresh(day);
    const seconds = (Date.now() - started) / 1000;
    const { rows: written } = await harness.db.$client.query<{ n: number }>(
      'select count(*)::int as n from competitor_daily where account_id = $1 and day = $2::date',
      [accountId, day],
    );

    const figures = (code: 'google' | 'yelp', calls: number, perMinute: number, callsADay: number) => {
      const answered = [...answers].filter(([key]) => key.startsWith(`${code}:`));
      const reads = answered.reduce((sum, [, times]) => sum + times, 0);
      const { clock } = paced[code];
      const source: SourceRefreshFigures = {
        code,
        reads,
        calls,
        refused: calls - reads,
        readTwice: answered.filter(([, times]) => times > 1).length,
        perMinute,
        callsADay,
        busiestMinute: busiestMinute(clock.turns),
        pacedMinutes: clock.now / MINUTE,
      };
      return source;
    };
    return {
      places: written[0]?.n ?? 0,
      expected: rows.length + rows.filter((row) => row.yelp).length,
      seconds,
      sources: [
        // Google counts a minute's calls per method; a day's are not capped beyond the project's billing.
        figures('google', google.requests.length, GOOGLE_PLACES_PER_MINUTE, Number.POSITIVE_INFINITY),
        figures('yelp', yelp.requests.length, YELP_PER_MINUTE, YELP_CALLS_A_DAY),
      ],
    };
  } finally {
    await Promise.all([google.close(), yelp.close()]);
  }
}
