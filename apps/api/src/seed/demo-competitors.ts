import { addDays, type IsoDate, todayIn } from '@repute/domain';
import { eq, sql } from 'drizzle-orm';
import { createSandboxCompetitorPlaces, SANDBOX_CHAINS, sandboxAggregatesOn } from '../connectors/competitor-sandbox';
import type { Database } from '../platform/db/client';
import { competitorBrands, competitorDaily, competitors, locations } from '../platform/db/schema';

/** Two years of daily history: what "how did we move against them" reads back. */
const HISTORY_DAYS = 730;
/** Per location: four approved, one waiting for a decision, one rejected. */
const STATUSES = ['approved', 'approved', 'approved', 'approved', 'suggested', 'rejected'] as const;
const ROWS_PER_INSERT = 20_000;

/**
 * The demo's competitors (issue 28): the sandbox's neighbours of every location (as Suggest would find them), the
 * chains among them as brands, and two years of daily aggregates of each place at Google and Yelp, ending
 * yesterday, so the daily refresh continues them from today.
 */
export async function seedDemoCompetitors(db: Database, accountId: number, today: IsoDate = todayIn('UTC')) {
  const places = createSandboxCompetitorPlaces();
  const brandIds = new Map<string, number>();
  for (const name of SANDBOX_CHAINS) {
    const [brand] = await db
      .insert(competitorBrands)
      .values({ accountId, name })
      .returning({ id: competitorBrands.id });
    if (brand) brandIds.set(name, brand.id);
  }
  const rows = await db
    .select({ id: locations.id, name: locations.name, googlePlaceId: locations.googlePlaceId })
    .from(locations)
    .where(eq(locations.accountId, accountId));
  const read: { id: number; source: 'google' | 'yelp'; externalId: string }[] = [];
  for (const location of rows) {
    const found = await places.nearby(location, STATUSES.length);
    const inserted = await db
      .insert(competitors)
      .values(
        found.map((place, index) => ({
          accountId,
          locationId: location.id,
          name: place.name,
          address: place.address,
          googlePlaceId: place.googlePlaceId,
          yelpBusinessId: place.yelpBusinessId,
          brandId: brandIds.get(place.name) ?? null,
          status: STATUSES[index] ?? 'suggested',
          origin: 'suggested' as const,
        })),
      )
      .returning({ id: competitors.id, status: competitors.status });
    inserted.forEach((competitor, index) => {
      const place = found[index];
      if (!place || competitor.status === 'rejected') return;
      if (place.googlePlaceId) read.push({ id: competitor.id, source: 'google', externalId: place.googlePlaceId });
      if (place.yelpBusinessId) read.push({ id: competitor.id, source: 'yelp', externalId: place.yelpBusinessId });
    });
  }
  await writeHistory(db, accountId, read, today);
}

/** A PostgreSQL array literal of numbers, dates or nulls (a JS array would become one parameter per element). */
const pgArray = (values: (number | string | null)[]) => `{${values.map((value) => value ?? 'NULL').join(',')}}`;

/** The rows go in through arrays (unnest): a few statements for a hundred thousand days. */
async function writeHistory(
  db: Database,
  accountId: number,
  read: { id: number; source: 'google' | 'yelp'; externalId: string }[],
  today: IsoDate,
) {
  const columns = {
    ids: [] as number[],
    sources: [] as number[],
    days: [] as string[],
    ratings: [] as (number | null)[],
    counts: [] as number[],
    responses: [] as (number | null)[],
  };
  const flush = async () => {
    if (columns.ids.length === 0) return;
    await db.execute(sql`insert into ${competitorDaily}
      (competitor_id, source_id, day, account_id, rating, review_count, response_rate)
      select c, s, d, ${accountId}, r, n, p from unnest(
        ${pgArray(columns.ids)}::int[], ${pgArray(columns.sources)}::smallint[], ${pgArray(columns.days)}::date[],
        ${pgArray(columns.ratings)}::real[], ${pgArray(columns.counts)}::int[], ${pgArray(columns.responses)}::real[]
      ) as t(c, s, d, r, n, p)`);
    for (const list of Object.values(columns)) list.length = 0;
  };
  for (const place of read) {
    const sourceId = place.source === 'google' ? 1 : 3;
    for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
      const day = addDays(today, -back);
      const aggregates = sandboxAggregatesOn(place.source, place.externalId, day);
      columns.ids.push(place.id);
      columns.sources.push(sourceId);
      columns.days.push(day);
      columns.ratings.push(aggregates.rating);
      columns.counts.push(aggregates.reviewCount);
      columns.responses.push(aggregates.responseRate);
      if (columns.ids.length >= ROWS_PER_INSERT) await flush();
    }
  }
  await flush();
}
