import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeReviewsEveryWay } from '../../../test/review-writes';
import { client, useTestApp } from '../../../test/test-app';
import { walkIsShorter } from './review-word-counts';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

const execute = (statement: string) => t.db.execute(sql.raw(statement));

/** Rows where review_word_daily_counts differs from counting the reviews' words afresh (both directions). */
async function drift(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    with fresh as (
      select r.account_id, word, (r.published_at at time zone a.time_zone)::date as day, count(*)::int as reviews
      from reviews r join accounts a on a.id = r.account_id, unnest(tsvector_to_array(r.search_vector)) as word
      where not r.removed
      group by 1, 2, 3
    ), kept as (
      select account_id, word, day, reviews from review_word_daily_counts where reviews <> 0
    )
    (select 'missing' as side, * from fresh except select 'missing', * from kept)
    union all
    (select 'extra', * from kept except select 'extra', * from fresh)`);
  return result.rows;
}

type Page = { _total: number; _embedded: { reviews: { id: number }[] } };

/** The list's answer for a search, and what counting the reviews themselves says it should be. */
async function listedAndCounted(terms: string, query: string) {
  const response = await client(t, admin).get(`/api/reviews?search_terms=${encodeURIComponent(terms)}&${query}`);
  expect(response.statusCode).toBe(200);
  const body = response.json() as Page;
  return { total: body._total, ids: body._embedded.reviews.map((review) => review.id) };
}

/** Every match of `terms` in the admin's account, newest first, by counting the reviews one by one. */
async function matchesOf(terms: string): Promise<number[]> {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    select id from reviews
     where account_id = ${admin.account_id} and not removed
       and search_vector @@ plainto_tsquery('simple', ${terms})
     order by published_at desc, id desc`);
  return rows.map((row) => row.id);
}

/** The account's words with their number of reviews, most reviewed first. */
async function wordsByReviews(): Promise<{ word: string; reviews: number }[]> {
  const { rows } = await t.db.execute<{ word: string; reviews: number }>(sql`
    select word, count(*)::int as reviews
      from reviews, unnest(tsvector_to_array(search_vector)) as word
     where account_id = ${admin.account_id} and not removed and word ~ '^[a-z]+$'
     group by word order by reviews desc, word`);
  return rows;
}

describe('review_word_daily_counts', () => {
  it('hold the seeded reviews', async () => {
    expect(await drift()).toEqual([]);
  });

  it('follow inserts, edits of the text, responses, removals, restores and deletes', async () => {
    await writeReviewsEveryWay(t.db, admin.account_id);
    expect(await drift()).toEqual([]);
  });

  it('move reviews between days when the account changes its time zone', async () => {
    await execute(`update accounts set time_zone = 'Pacific/Auckland' where id = ${admin.account_id}`);
    expect(await drift()).toEqual([]);
  });

  it("give a one-word search's total and pages as counting the reviews does, for a common word and a rare one", async () => {
    const words = await wordsByReviews();
    const common = words[0];
    const rare = words.at(-1);
    if (!common || !rare) throw new Error('the demo account has no common or no rare word');
    const { rows } = await t.db.execute<{ reviews: number }>(
      sql`select count(*)::int as reviews from reviews where account_id = ${admin.account_id} and not removed`,
    );
    const reviews = rows[0]?.reviews ?? 0;
    // Both ways to a page are taken: walking the reviews for the common word, the words' index for the rare one.
    expect(walkIsShorter({ matches: common.reviews, reviews }, 50)).toBe(true);
    expect(walkIsShorter({ matches: rare.reviews, reviews }, 50)).toBe(false);
    for (const { word } of [common, rare]) {
      const matches = await matchesOf(word);
      for (const page of [1, 2]) {
        const listed = await listedAndCounted(word, `per_page=25&page=${page}`);
        expect(listed).toEqual({ total: matches.length, ids: matches.slice((page - 1) * 25, page * 25) });
      }
      const upperCase = await listedAndCounted(word.toUpperCase(), 'per_page=25');
      expect(upperCase.total).toBe(matches.length);
    }
    const pastTheEnd = await listedAndCounted(common.word, `per_page=25&page=${Math.ceil(common.reviews / 25) + 1}`);
    expect(pastTheEnd).toEqual({ total: common.reviews, ids: [] });
  });

  it("are where a one-word search's total comes from, and only when no filter but the dates narrows it", async () => {
    const [word] = await wordsByReviews();
    if (!word) throw new Error('the demo account has no word');
    const exact = (await matchesOf(word.word)).length;
    // Counts that say 1,000 more: only a total read from them can show it.
    await t.db.execute(sql`update review_word_daily_counts set reviews = reviews + 1000
      where account_id = ${admin.account_id} and word = ${word.word}
        and day = (select max(day) from review_word_daily_counts where account_id = ${admin.account_id} and word = ${word.word})`);
    try {
      expect((await listedAndCounted(word.word, 'per_page=25')).total).toBe(exact + 1000);
      // A location's reviews are counted one by one: the counts' 1,000 are nowhere.
      const { rows } = await t.db.execute<{ location_id: number; matches: number }>(sql`
        select location_id, count(*)::int as matches from reviews
         where account_id = ${admin.account_id} and not removed
           and search_vector @@ plainto_tsquery('simple', ${word.word})
         group by location_id order by matches desc limit 1`);
      const [busiest] = rows;
      expect((await listedAndCounted(word.word, `per_page=25&location_id=${busiest?.location_id}`)).total).toBe(
        busiest?.matches,
      );
      expect((await listedAndCounted(word.word, 'per_page=25&sentiment=positive')).total).toBeLessThan(exact);
    } finally {
      await t.db.execute(sql`select review_word_daily_counts_rebuild(${admin.account_id})`);
    }
    expect(await drift()).toEqual([]);
  });

  it('leave searches of several words to the reviews themselves', async () => {
    const [first, second] = await wordsByReviews();
    const terms = `${first?.word} ${second?.word}`;
    const matches = await matchesOf(terms);
    expect(matches.length).toBeGreaterThan(0);
    expect(await listedAndCounted(terms, 'per_page=100')).toEqual({
      total: matches.length,
      ids: matches.slice(0, 100),
    });
  });
});

describe('walkIsShorter', () => {
  it('walks when the rows before a page are fewer than the matches, and never for no match', () => {
    expect(walkIsShorter({ matches: 60_000, reviews: 410_000 }, 25)).toBe(true);
    expect(walkIsShorter({ matches: 500, reviews: 410_000 }, 25)).toBe(false);
    expect(walkIsShorter({ matches: 120, reviews: 400 }, 25)).toBe(true);
    expect(walkIsShorter({ matches: 120, reviews: 400 }, 25 * 4)).toBe(false);
    expect(walkIsShorter({ matches: 0, reviews: 400 }, 25)).toBe(false);
  });
});
