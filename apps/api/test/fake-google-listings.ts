import { asc, eq, sql } from 'drizzle-orm';
import { createRateLimiter, type RateLimiter } from '../src/connectors/rate-limiter';
import type { Database } from '../src/platform/db/client';
import { locations, oauthTokens, reviewSyncStates } from '../src/platform/db/schema';
import type { FakeGoogle } from './fakes/fake-google';

const GOOGLE_SOURCE_ID = 1;

/**
 * Gives the account a Google connection the fake accepts and a profile location at the fake for each of its
 * locations (`locations/{id}`, linked as review sync links it), each showing an old title: a first scan finds
 * every one out of sync. Answers the account's location ids.
 */
export async function linkAccountToFakeGoogle(db: Database, fake: FakeGoogle, accountId: number): Promise<number[]> {
  await db
    .insert(oauthTokens)
    .values({ accountId, sourceId: GOOGLE_SOURCE_ID, accessToken: fake.token })
    .onConflictDoUpdate({ target: [oauthTokens.accountId, oauthTokens.sourceId], set: { accessToken: fake.token } });
  const rows = await db
    .select({ id: locations.id, city: locations.city, zipcode: locations.zipcode })
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.id));
  const link = rows.map((row) => ({
    accountId,
    locationId: row.id,
    sourceId: GOOGLE_SOURCE_ID,
    externalLocationId: `accounts/${accountId}/locations/${row.id}`,
  }));
  for (let start = 0; start < link.length; start += 1000) {
    await db
      .insert(reviewSyncStates)
      .values(link.slice(start, start + 1000))
      .onConflictDoNothing();
  }
  for (const row of rows) {
    fake.locations.set(`locations/${row.id}`, {
      name: `locations/${row.id}`,
      title: 'An old name',
      categories: { primaryCategory: { name: 'categories/gcid:dentist', displayName: 'Dentist' } },
      storefrontAddress: { regionCode: 'US', addressLines: ['1 Old Rd'], locality: row.city, postalCode: row.zipcode },
      openInfo: { status: 'OPEN' },
      metadata: { mapsUri: `https://maps.google.com/?cid=${row.id}` },
    });
  }
  return rows.map((row) => row.id);
}

/**
 * Another account's `count` Google updates sent on the UTC day starting at `dayStart`: the project's daily quota
 * (10,000) is shared by every account of the installation.
 */
export async function googleUpdatesElsewhere(db: Database, count: number, dayStart: Date): Promise<void> {
  const [account] = (
    await db.execute<{ id: number }>(
      sql`insert into accounts (name, status) values ('Elsewhere Inc', 'active') returning id`,
    )
  ).rows;
  await db.execute(sql`
    with made as (
      insert into locations (account_id, name) select ${account?.id}, 'Elsewhere #' || n from generate_series(1, ${count}) n
      returning id
    )
    insert into listing_directories (account_id, location_id, directory_code, last_published_at)
    select ${account?.id}, id, 'google_maps', ${dayStart.toISOString()}::timestamptz + interval '1 minute' from made`);
}

/**
 * Google's read quota on a simulated clock the fake also reads (`fake.now`): a wait moves the clock on at once, but
 * only after every read already given its turn has reached the fake, as on the real clock, where each arrives in
 * the minute it was sent.
 */
export function simulatedReadLimiter(
  fake: FakeGoogle,
  limit: number,
  clock: { now: () => number; advance: (ms: number) => void },
): RateLimiter {
  let baseline: number | null = null;
  let turns = 0;
  const limiter = createRateLimiter({
    limit,
    now: clock.now,
    sleep: async (ms) => {
      while (fake.requests.length - (baseline ?? 0) < turns) await new Promise((resolve) => setImmediate(resolve));
      clock.advance(ms);
    },
  });
  return {
    async acquire() {
      baseline ??= fake.requests.length;
      await limiter.acquire();
      turns += 1;
    },
  };
}
