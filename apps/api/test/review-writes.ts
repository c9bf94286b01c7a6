import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client';

/**
 * Every kind of write the reviews of `accountId` get, one statement each, for the tests of the counts that
 * statement-level triggers keep (review_daily_counts, review_word_daily_counts): a batch of new reviews (copies
 * three days earlier, external ids ending in -copy), new ratings and sentiments, a new text, reviews moved 40 days
 * back, responses, removals, restores, deletes, and a location deleted with its reviews.
 */
export async function writeReviewsEveryWay(db: Database, accountId: number): Promise<void> {
  const execute = (statement: string) => db.execute(sql.raw(statement));
  const newest = (n: number) => `(select id from reviews where account_id = ${accountId} order by id desc limit ${n})`;
  const oldest = (n: number) => `(select id from reviews where account_id = ${accountId} order by id limit ${n})`;
  await execute(`insert into reviews (account_id, location_id, source_id, external_id, rating, sentiment, author_name, content, published_at, source_updated_at)
    select account_id, location_id, source_id, external_id || '-copy', rating, sentiment, author_name, content, published_at - interval '3 days', now()
    from reviews where account_id = ${accountId} order by id limit 40`);
  await execute(`update reviews set rating = 1, sentiment = -1 where id in ${newest(15)}`);
  await execute(`update reviews set content = 'Rewritten: the quokka clinic was spotless' where id in ${newest(8)}`);
  await execute(`update reviews set published_at = published_at - interval '40 days' where id in ${oldest(5)}`);
  await execute(
    `update reviews set responded_at = published_at + interval '5 hours' where account_id = ${accountId} and responded_at is null and id % 7 = 0`,
  );
  await execute(`update reviews set removed = true where id in ${oldest(25)}`);
  await execute(`update reviews set removed = false where id in ${oldest(10)}`);
  await execute(`delete from reviews where external_id like '%-copy' and id % 2 = 0`);
  await execute(`delete from locations where id = (select max(id) from locations where account_id = ${accountId})`);
}
