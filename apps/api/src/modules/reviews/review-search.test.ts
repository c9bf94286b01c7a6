import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { accounts, reviews } from '../../platform/db/schema';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

/** 2024-02-29 is a Thursday, when the index's weeks (of seconds since 1970) begin: the window's edges straddle them. */
const FROM = '2024-02-29';
const TO = '2024-03-06';
/** Fourteen hours ahead of UTC and eleven behind: the window starts the UTC day before, or ends the day after. */
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];

/**
 * Reviews of words no demo review has, by their external id: in the window, just outside it on either side (the
 * account's calendar days), by author, in other cases, and a longer word that holds the searched one.
 */
const REVIEWS: { key: string; author: string; content: string; at: string }[] = [
  { key: 'first-instant', author: 'Pat Doe', content: 'Our Xylophonic visit, with quokkas.', at: 'start' },
  { key: 'before-window', author: 'Pat Doe', content: 'xylophonic quokkas again', at: "start - interval '1 ms'" },
  { key: 'last-instant', author: 'Lee Roe', content: 'XYLOPHONIC!', at: "finish - interval '1 ms'" },
  { key: 'after-window', author: 'Lee Roe', content: 'xylophonic', at: 'finish' },
  { key: 'by-author', author: 'Xylophonic Quokkas', content: 'Zorbling staff.', at: "start + interval '2 days'" },
  { key: 'longer-word', author: 'Kim Poe', content: 'Xylophonics everywhere', at: "start + interval '3 days'" },
  { key: 'years-ago', author: 'Kim Poe', content: 'A xylophonic evening', at: "start - interval '3 years'" },
];

/** The reviews above, their instants on the calendar of `timeZone` (start: FROM's midnight; finish: the day after TO's). */
async function storeReviews(timeZone: string) {
  const [location] = (
    await t.db.execute<{ id: number }>(
      sql`select id from locations where account_id = ${admin.account_id} order by id limit 1`,
    )
  ).rows;
  await t.db.execute(sql`delete from reviews where external_id like 'search-%'`);
  for (const review of REVIEWS) {
    await t.db.execute(sql`
      insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, content, published_at, source_updated_at)
      select ${admin.account_id}, ${location?.id}, 1, ${`search-${review.key}`}, 5, ${review.author}, ${review.content},
             ${sql.raw(review.at)}, now()
        from (select (${FROM}::date)::timestamp at time zone ${timeZone} as start,
                     (${TO}::date + 1)::timestamp at time zone ${timeZone} as finish) as bounds`);
  }
}

async function searched(query: string): Promise<string[]> {
  const response = await client(t, admin).get(`/api/reviews?per_page=100&${query}`);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { _total: number; _embedded: { reviews: { id: number }[] } };
  const ids = body._embedded.reviews.map((review) => review.id);
  expect(body._total).toBe(ids.length);
  if (ids.length === 0) return [];
  const rows = await t.db
    .select({ externalId: reviews.externalId })
    .from(reviews)
    .where(inArray(reviews.id, ids))
    .orderBy(reviews.externalId);
  return rows.map((row) => row.externalId.replace('search-', ''));
}

async function useTimeZone(timeZone: string) {
  await t.db.update(accounts).set({ timeZone }).where(eq(accounts.id, admin.account_id));
  // The session carries the zone: the server forgets cached sessions when PostgreSQL's notice arrives.
  await t.sessionChangesHeard();
}

describe('GET /reviews?search_terms', () => {
  beforeAll(async () => {
    await storeReviews('America/New_York');
  });

  it('matches whole words of the author and the text in any case, every word of the terms', async () => {
    expect(await searched('search_terms=xylophonic')).toEqual([
      'after-window',
      'before-window',
      'by-author',
      'first-instant',
      'last-instant',
      'years-ago',
    ]);
    expect(await searched('search_terms=QUOKKAS%20Xylophonic')).toEqual([
      'before-window',
      'by-author',
      'first-instant',
    ]);
    expect(await searched('search_terms=xylophonics')).toEqual(['longer-word']);
    expect(await searched('search_terms=xylophon')).toEqual([]);
    expect(await searched('search_terms=%21%21%21')).toEqual([]);
  });

  it('pages a search and totals every page, past the end and after a cursor too', async () => {
    const page = async (query: string) => {
      const body = (await client(t, admin).get(`/api/reviews?search_terms=xylophonic&per_page=4&${query}`)).json();
      return {
        total: body._total as number,
        count: body._embedded.reviews.length as number,
        after: body._cursors.after,
      };
    };
    const first = await page('page=1');
    expect(first).toMatchObject({ total: 6, count: 4 });
    expect(await page('page=2')).toMatchObject({ total: 6, count: 2 });
    expect(await page('page=3')).toMatchObject({ total: 6, count: 0 });
    expect(await page(`after=${encodeURIComponent(first.after)}`)).toMatchObject({ total: 6, count: 2 });
  });

  it.each(ZONES)(
    'keeps a window to the calendar days of an account in %s, at the first and last instants',
    async (zone) => {
      await useTimeZone(zone);
      await storeReviews(zone);
      try {
        const window = `from=${FROM}&to=${TO}`;
        expect(await searched(`search_terms=xylophonic&${window}`)).toEqual([
          'by-author',
          'first-instant',
          'last-instant',
        ]);
        expect(await searched(`search_terms=quokkas%20xylophonic&${window}`)).toEqual(['by-author', 'first-instant']);
        expect(await searched(`search_terms=zorbling&${window}`)).toEqual(['by-author']);
        // Wider than the weeks serve: the dates alone.
        expect(await searched(`search_terms=xylophonic&from=2020-01-01&to=${TO}`)).toEqual(
          ['by-author', 'first-instant', 'last-instant', 'before-window', 'years-ago'].sort(),
        );
        // From after to: nothing, as without terms.
        expect(await searched(`search_terms=xylophonic&from=${TO}&to=${FROM}`)).toEqual([]);
      } finally {
        await useTimeZone('America/New_York');
      }
    },
  );
});
