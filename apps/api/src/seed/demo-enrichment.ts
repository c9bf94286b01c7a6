import { sourceByCode } from '@repute/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { reference } from '../modules/reference';
import type { Database } from '../platform/db/client';
import { locations, locationUrls, specialHours } from '../platform/db/schema';
import type { DemoAccount } from './demo-accounts';
import { demoHolidayHours, demoPlaceId, todayUtc } from './demo-places';

/** Review sites of each vertical's locations, besides Google, Facebook and Yelp. */
const SOURCES_BY_VERTICAL: Record<string, string[]> = {
  healthcare: ['healthgrades', 'zocdoc', 'vitals'],
  restaurant: ['trip_advisor', 'opentable'],
  fitness: ['classpass', 'mindbody'],
};

const slugOf = (name: string) => demoPlaceId(name).replace(/^sandbox-/, '');

/** A location's page on a review site, in the form each site uses. */
function reviewUrl(code: string, name: string): string {
  const slug = slugOf(name);
  switch (code) {
    case 'google':
      return `https://search.google.com/local/writereview?placeid=${demoPlaceId(name)}`;
    case 'facebook':
      return `https://www.facebook.com/${slug.replace(/-/g, '')}/reviews`;
    case 'yelp':
      return `https://www.yelp.com/biz/${slug}`;
    case 'healthgrades':
      return `https://www.healthgrades.com/group-directory/${slug}`;
    case 'zocdoc':
      return `https://www.zocdoc.com/practice/${slug}`;
    case 'vitals':
      return `https://www.vitals.com/group-practice/${slug}`;
    case 'trip_advisor':
      return `https://www.tripadvisor.com/Restaurant_Review-${slug}.html`;
    case 'opentable':
      return `https://www.opentable.com/r/${slug}`;
    case 'classpass':
      return `https://classpass.com/studios/${slug}`;
    case 'mindbody':
      return `https://www.mindbodyonline.com/explore/locations/${slug}`;
    default:
      return `https://www.${code}.com/${slug}`;
  }
}

/**
 * Brings an account's demo locations up to the location-management data of issue 3: reference ids,
 * Google Place IDs, external ids, NPI numbers, holiday hours and review-site URLs. Idempotent: it fills
 * only what is missing, so it runs on every seed, for new and existing demo accounts alike.
 */
export async function enrichDemoLocations(db: Database, accountId: number, demo: DemoAccount): Promise<void> {
  const country = reference.defaultCountry();
  const category = reference.categoryByName(demo.category);
  const today = todayUtc();
  for (const location of demo.locations) {
    const [row] = await db
      .select({ id: locations.id, googlePlaceId: locations.googlePlaceId })
      .from(locations)
      .where(and(eq(locations.accountId, accountId), eq(locations.name, location.name)));
    if (!row) continue;
    const state = reference.stateByCodeOrName(country.id, location.stateCode);
    await db
      .update(locations)
      .set({
        countryId: country.id,
        country: country.name,
        stateId: state?.id ?? null,
        categoryId: category?.id ?? null,
        googlePlaceId: demoPlaceId(location.name),
        externalId: location.externalId ?? null,
        npiNumbers: location.npiNumbers ?? [],
        status: 'published',
      })
      .where(and(eq(locations.id, row.id), isNull(locations.googlePlaceId), isNull(locations.countryId)));
    if (demo.holidayHours) {
      await db
        .insert(specialHours)
        .values(
          demoHolidayHours(today).map((entry) => ({
            accountId,
            locationId: row.id,
            startDate: entry.start_date,
            closed: entry.closed,
            is24Hours: entry.is_24_hours,
            hours: entry.hours,
          })),
        )
        .onConflictDoNothing();
    }
    const codes = ['google', 'facebook', 'yelp', ...(SOURCES_BY_VERTICAL[demo.vertical] ?? [])];
    const urls = codes.flatMap((code) => {
      const source = sourceByCode(code);
      return source
        ? [
            {
              accountId,
              locationId: row.id,
              sourceId: source.id,
              url: reviewUrl(code, location.name),
              requestReviews: code === 'google',
            },
          ]
        : [];
    });
    if (urls.length > 0) await db.insert(locationUrls).values(urls).onConflictDoNothing();
  }
}
