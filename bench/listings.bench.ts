import { createConnectors } from '@repute/api/src/connectors/connectors';
import { GOOGLE_READS_PER_MINUTE } from '@repute/api/src/connectors/google-business-information';
import { createSandboxListingDirectories } from '@repute/api/src/connectors/listing-sandbox';
import { createListingEngine } from '@repute/api/src/modules/local-listings/listing-engine';
import { createLocalListingsRepo } from '@repute/api/src/modules/local-listings/local-listings.repo';
import { createOauthTokensRepo } from '@repute/api/src/modules/oauth-tokens/oauth-tokens.repo';
import { oauthAccessTokens } from '@repute/api/src/modules/oauth-tokens/oauth-tokens.service';
import { createReviewSyncLinks } from '@repute/api/src/modules/review-sync/review-sync.links';
import { createReviewSyncRepo } from '@repute/api/src/modules/review-sync/review-sync.repo';
import { linkAccountToFakeGoogle, simulatedReadLimiter } from '@repute/api/test/fake-google-listings';
import { startFakeGoogle } from '@repute/api/test/fakes/fake-google';
import { basic, type Harness } from './harness';
import { type BenchResult, measure } from './measure';
import { timeQuery } from './performance.bench';

const MINUTE = 60_000;
const SORTS = ['status', '-status', 'name', '-last_checked_at'];

export type ListingsBenchResults = {
  dashboard: BenchResult[];
  overview: BenchResult[];
  ceiling: BenchResult[];
  /** The sweep paced by Google's read quota on a simulated clock: its simulated minutes, and the wall time it took. */
  scan: { locations: number; seconds: number; ceilingSeconds: number; simulatedMinutes: number; floorMinutes: number };
  publish: { locations: number; simulatedMinutes: number; floorMinutes: number; seconds: number };
};

/**
 * Issue 14. The listings dashboard for the 1,000-location account with its six directories (as the demo's sandbox
 * directories show them) through the whole API, beside the SQL that reads one page of locations with their
 * directory rows (the ceiling), and the overview's counts. Then, against the fake Google: a sweep that scans every
 * location's Google listing within Google's read quota (300 a minute, on a simulated clock the fake also keeps),
 * beside the same 1,000 reads made straight to the fake; and a change to every location published at Google's
 * 10 edits a minute, on a simulated clock: how many minutes it takes (the limit's floor is count / 10) and how long
 * the worker's sweeps take to run.
 */
export async function benchListings(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  samples = 200,
): Promise<ListingsBenchResults> {
  const { accountId } = session;
  const repo = createLocalListingsRepo(harness.db);
  const sandbox = createListingEngine({ repo, directories: createSandboxListingDirectories() });
  await sandbox.scan(accountId);
  await harness.db.$client.query('analyze');

  const authorization = basic(session.email, session.token);
  const list = (query: (i: number) => string) => (i: number) =>
    `/api/local_listings/metrics/${accountId}/locations?${query(i)}`;
  const run = (name: string, url: (i: number) => string) =>
    measure(harness, name, authorization, url, samples, 'locations');
  const dashboard = [
    await run(
      'first pages, each sort',
      list((i) => `page=${1 + (i % 5)}&sort=${SORTS[i % SORTS.length]}`),
    ),
    await run(
      'a status filter and two directories',
      list((i) => `page=${1 + (i % 3)}&statuses=not_in_sync,in_progress&directories=google_maps,yelp_api`),
    ),
  ];
  const overview = [
    await measure(
      harness,
      'GET /local_listings/metrics/{id}/overview, unfiltered and by status',
      authorization,
      (i) => `/api/local_listings/metrics/${accountId}/overview${i % 2 === 0 ? '' : '?statuses=not_in_sync'}`,
      samples,
      'directories',
    ),
  ];
  const ceiling = [
    await timeQuery('one page of locations and their directory rows (SQL alone)', samples, (i) =>
      harness.db.$client.query(
        `with page as (select id from locations where account_id = $1 order by name, id limit 25 offset $2)
         select l.*, d.* from page join locations l using (id)
         left join listing_directories d on d.location_id = l.id and d.account_id = $1`,
        [accountId, (i % 5) * 25],
      ),
    ),
  ];

  const fake = await startFakeGoogle();
  try {
    const ids = await linkAccountToFakeGoogle(harness.db, fake, accountId);
    let clock = Date.now();
    fake.now = () => clock;
    // The fake holds Google's read quota on the simulated clock; the scans wait their turn on it, at once.
    fake.readsPerMinute = GOOGLE_READS_PER_MINUTE;
    const google = createListingEngine({
      repo,
      directories: createConnectors({
        demoMode: false,
        accessTokens: oauthAccessTokens(createOauthTokensRepo(harness.db)),
        googleBusinessInformationUrl: fake.url,
        googleReadLimiter: simulatedReadLimiter(fake, GOOGLE_READS_PER_MINUTE, {
          now: () => clock,
          advance: (ms) => {
            clock += ms;
          },
        }),
      }).listings,
      linkedPages: createReviewSyncLinks(createReviewSyncRepo(harness.db)).statesOfLocations,
      now: () => new Date(clock),
    });
    const direct = Date.now();
    // The straight reads are not counted against the quota the sweep then meets.
    fake.readsPerMinute = Number.POSITIVE_INFINITY;
    for (const id of ids) {
      const answer = await fetch(`${fake.url}/v1/locations/${id}?readMask=title`, {
        headers: { authorization: `Bearer ${fake.token}` },
      });
      await answer.arrayBuffer();
    }
    const ceilingSeconds = (Date.now() - direct) / 1000;
    fake.readsPerMinute = GOOGLE_READS_PER_MINUTE;
    fake.reads.length = 0;
    const scanning = Date.now();
    const scanFrom = clock;
    await google.scan(accountId);
    const scan = {
      locations: ids.length,
      seconds: (Date.now() - scanning) / 1000,
      ceilingSeconds,
      simulatedMinutes: (clock - scanFrom) / MINUTE,
      // The first minute's reads go at once; each further minute's quota waits for its minute.
      floorMinutes: Math.ceil(ids.length / GOOGLE_READS_PER_MINUTE) - 1,
    };

    await repo.setAutoSync(accountId, ids, true);
    await harness.db.$client.query(`update locations set phone = '(555) 010-0000' where account_id = $1`, [accountId]);
    await repo.noteChange(accountId, ids, new Date(clock - 31 * MINUTE));
    const publishing = Date.now();
    for (let start = 0; start < ids.length; start += 100)
      await google.autoSync(accountId, ids.slice(start, start + 100));
    const queuedAt = clock;
    const pending = async () =>
      (
        await harness.db.$client.query<{ due: Date }>(
          'select publish_due_at as due from listing_directories where account_id = $1 and publish_due_at is not null',
          [accountId],
        )
      ).rows.map((row) => row.due.getTime());
    let last = clock;
    for (let due = await pending(); due.length > 0; due = await pending()) {
      clock = Math.max(clock, Math.min(...due));
      await google.publishDue();
      last = clock;
      clock += MINUTE;
    }
    const sent = fake.edits.length;
    if (sent !== ids.length) throw new Error(`listings bench: ${sent} of ${ids.length} changes reached Google`);
    return {
      dashboard,
      overview,
      ceiling,
      scan,
      publish: {
        locations: sent,
        simulatedMinutes: Math.floor((last - queuedAt) / MINUTE) + 1,
        floorMinutes: Math.ceil(ids.length / 10),
        seconds: (Date.now() - publishing) / 1000,
      },
    };
  } finally {
    await fake.close();
  }
}
