import type pg from 'pg';
import type { Database } from '../platform/db/client';
import { TEXTS_BY_VERTICAL } from './review-texts';

/** The tables the load fills; their secondary indexes are rebuilt once at the end instead of row by row. */
const LOADED_TABLES = ['reviews', 'review_responses', 'review_analysis_pending'];

/** A deterministic pseudo-random non-negative integer per review number `g`, independent for each seed. */
const random = (seed: number) => `(hashint8extended(g, ${seed}) & 2147483647)`;

const TWO_YEARS_SECONDS = 730 * 86_400;

/**
 * The benchmark's review volume: `count` reviews spread over the account's locations and the two years
 * before `now`, with realistic rating, sentiment, source and response shares (a published response on about
 * 60%), written by PostgreSQL itself (INSERT … SELECT over generate_series) in one transaction. The tables'
 * secondary indexes are dropped during the load and recreated after it: maintaining five indexes (one GIN)
 * row by row made a million reviews take 14 minutes.
 */
export async function generateScaleReviews(db: Database, accountId: number, count: number, now = new Date()) {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await client.query('set local synchronous_commit = off');
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query(
      `with locs as (select array_agg(id order by id) as ids from locations where account_id = $1),
      shaped as (
        select g, ${random(1)} % 100 as rating_roll, ${random(2)} % 10 as source_roll,
          ${random(4)} % 10 < 6 as answered, ${random(5)} % 200000 as response_delay, ${random(6)} % 5000 as author,
          locs.ids[1 + ${random(7)} % array_length(locs.ids, 1)] as location_id,
          $2::timestamptz - (${random(3)} % ${TWO_YEARS_SECONDS}) * interval '1 second' as published_at
        from generate_series(1, $3::int) g, locs
      ),
      rated as (
        select *, case when rating_roll < 52 then 5 when rating_roll < 72 then 4 when rating_roll < 80 then 3
                       when rating_roll < 86 then 2 when rating_roll < 98 then 1 else 0 end as rating,
          answered and published_at + interval '1 day' < $2::timestamptz as responded
        from shaped
      )
      insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, content, language,
        sentiment, categories, published_at, source_updated_at, responded_at, status)
      select $1, location_id, (array[1,1,1,1,1,2,2,3,8,9])[1 + source_roll], 'scale-' || g, rating,
        'Reviewer ' || author,
        -- An opening and a detail of the demo's texts of every vertical, by the rating's tone: a vocabulary of a
        -- few hundred keywords and phrases for the text analysis to find.
        (case when rating >= 4 then $4::text[] when rating = 3 or rating = 0 then $5::text[] else $6::text[] end)
          [1 + ${random(8)} % cardinality(case when rating >= 4 then $4::text[] when rating = 3 or rating = 0 then $5::text[] else $6::text[] end)]
        || ' ' ||
        (case when rating >= 4 then $7::text[] when rating = 3 or rating = 0 then $8::text[] else $9::text[] end)
          [1 + ${random(9)} % cardinality(case when rating >= 4 then $7::text[] when rating = 3 or rating = 0 then $8::text[] else $9::text[] end)],
        'en', case when rating >= 4 then 1 when rating between 1 and 2 then -1 else 0 end,
        case when rating >= 4 then array['staff'] else array['wait time'] end,
        published_at, published_at,
        case when responded then published_at + response_delay * interval '1 second' end,
        case when responded then 'responded' else 'needs_response' end
      from rated`,
      [accountId, now.toISOString(), count, ...textsByTone()],
    );
    await client.query(
      `insert into review_responses (account_id, review_id, source_id, content, status, published_at, created_at, updated_at)
      select account_id, id, source_id, 'Thank you for your feedback, ' || author_name || '.', 'published',
        responded_at, responded_at, responded_at
      from reviews where account_id = $1 and responded_at is not null`,
      [accountId],
    );
    for (const index of indexes) await client.query(index.definition);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Openings of positive, neutral and negative reviews, then their details, over every demo vertical. */
function textsByTone(): string[][] {
  const verticals = Object.values(TEXTS_BY_VERTICAL);
  const tones = ['positive', 'neutral', 'negative'] as const;
  return [
    ...tones.map((tone) => verticals.flatMap((texts) => texts[tone].openings)),
    ...tones.map((tone) => verticals.flatMap((texts) => texts[tone].details)),
  ];
}

/** The loaded tables' indexes that no constraint owns (the primary keys stay: foreign keys need them). */
async function secondaryIndexes(client: pg.PoolClient) {
  const result = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any($1::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [LOADED_TABLES],
  );
  return result.rows;
}
