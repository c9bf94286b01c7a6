import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The benchmark's review volume: `count` reviews spread over the account's locations and two years, with
 * realistic rating, source and response shares, written by PostgreSQL itself (INSERT … SELECT) in chunks.
 */
export async function generateScaleReviews(db: Database, accountId: number, count: number, now = new Date()) {
  const chunk = 200_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk) - 1;
    await db.execute(sql`
      with locs as (select array_agg(id order by id) as ids from locations where account_id = ${accountId}),
      raw as (
        select g as n, ((g::bigint * 2654435761) % 4294967296)::bigint as h from generate_series(${start}::int, ${end}::int) g
      ),
      shaped as (
        select n, h,
          (select ids[1 + (n % array_length(ids, 1))] from locs) as location_id,
          case when h % 100 < 52 then 5 when h % 100 < 72 then 4 when h % 100 < 80 then 3
               when h % 100 < 86 then 2 when h % 100 < 98 then 1 else 0 end as rating,
          (array[1,1,1,1,1,2,2,3,8,9])[1 + (h / 100) % 10] as source_id,
          ${now.toISOString()}::timestamptz - ((h / 1000) % (730 * 86400)) * interval '1 second' as published_at
        from raw
      )
      insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, content, language,
        sentiment, categories, published_at, source_updated_at, responded_at, status)
      select ${accountId}, location_id, source_id, 'scale-' || n, rating, 'Reviewer ' || (h % 5000),
        case when rating >= 4 then 'Friendly staff and no wait, highly recommend.'
             when rating = 3 then 'Fine visit, a bit of a wait.' else 'Long wait and billing was confusing.' end,
        'en', case when rating >= 4 then 1 when rating between 1 and 2 then -1 else 0 end,
        case when rating >= 4 then array['staff'] else array['wait time'] end,
        published_at, published_at,
        case when (h / 7) % 10 < 6 and published_at + interval '1 day' < ${now.toISOString()}::timestamptz
             then published_at + ((h / 13) % 200000) * interval '1 second' end,
        case when (h / 7) % 10 < 6 and published_at + interval '1 day' < ${now.toISOString()}::timestamptz
             then 'responded' else 'needs_response' end
      from shaped`);
  }
}
