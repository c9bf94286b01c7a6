import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readShape, type Shape } from '../../test/catalog-shape';
import { cloneTemplate, dropDatabase } from '../../test/test-app';
import { connect, type Database } from '../platform/db/client';
import { bulkLoad } from './bulk-load';
import { generateScaleAccount } from './scale';
import { generateScaleReviews } from './scale-reviews';

const LOADED_TABLES = ['reviews', 'review_responses', 'review_analysis_pending'];

let database: string;
let db: Database;
let catalog: pg.Client;

beforeAll(async () => {
  const clone = await cloneTemplate();
  database = clone.name;
  db = connect(clone.url, 2);
  catalog = new pg.Client(clone.url);
  await catalog.connect();
});

afterAll(async () => {
  await catalog.end();
  await db.$client.end();
  await dropDatabase(inject('databaseUrl'), database);
});

/** The loaded tables' columns, keys (NOT VALID spelled out when a key is) and indexes. */
async function loadedTablesShape(): Promise<Shape> {
  await catalog.query('begin');
  try {
    const shape = await readShape(catalog, 'public');
    return new Map([...shape].filter(([table]) => LOADED_TABLES.includes(table)));
  } finally {
    await catalog.query('rollback');
  }
}

/** One number a query answers, for the account. */
async function number(query: string, accountId: number): Promise<number> {
  const { rows } = await db.$client.query<{ n: number }>(query, [accountId]);
  return Number(rows[0]?.n);
}

describe('generateScaleReviews', () => {
  it('loads every review across several COPY statements, keeps the counts, and gives back every index and validated foreign key', async () => {
    const shapeBefore = await loadedTablesShape();
    const { accountId } = await generateScaleAccount(db, {
      name: 'Bulk Dental',
      email: 'bulk@scale.example',
      password: 'bulk-password',
      locations: 20,
      groups: 2,
    });

    // 12,000 reviews in COPY statements of 5,000: two whole ones and the rest.
    const phases = await generateScaleReviews(db, accountId, 12_000, { rowsPerCopy: 5000 });

    expect(Object.keys(phases).sort()).toEqual(['analyse', 'copy', 'foreignKeys', 'indexes', 'responses']);
    expect(await loadedTablesShape()).toEqual(shapeBefore);
    expect(await number('select count(*) as n from reviews where account_id = $1', accountId)).toBe(12_000);
    expect(
      await number(
        `select count(distinct external_id) as n from reviews
        where account_id = $1 and external_id = any(array['scale-1', 'scale-5000', 'scale-5001', 'scale-12000'])`,
        accountId,
      ),
    ).toBe(4);
    const responded = await number(
      'select count(*) as n from reviews where account_id = $1 and responded_at is not null',
      accountId,
    );
    expect(responded).toBeGreaterThan(0);
    expect(await number('select count(*) as n from review_responses where account_id = $1', accountId)).toBe(responded);
    // The reviews' count triggers fired during the load: the dashboard's and the locations' counts hold every review.
    expect(await number('select sum(reviews) as n from review_daily_counts where account_id = $1', accountId)).toBe(
      12_000,
    );
    expect(
      await number('select sum(reviews) as n from location_review_daily_counts where account_id = $1', accountId),
    ).toBe(12_000);
    expect(await number('select count(*) as n from review_analysis_pending where account_id = $1', accountId)).toBe(
      12_000,
    );
  });

  it('fails the load, and leaves the tables as they were, when a loaded row breaks a foreign key set aside', async () => {
    const shapeBefore = await loadedTablesShape();
    const [account] = (await db.$client.query<{ id: number }>('select min(id) as id from accounts')).rows;
    const client = await db.$client.connect();
    try {
      await client.query('begin');
      const load = bulkLoad(client, LOADED_TABLES, async () => {
        await client.query(
          `insert into reviews (account_id, location_id, source_id, external_id, published_at, source_updated_at)
          values ($1, -1, 1, 'orphan', now(), now())`,
          [account?.id],
        );
      });
      await expect(load).rejects.toThrow(/violates foreign key constraint "reviews_location_id_locations_id_fk"/);
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(await loadedTablesShape()).toEqual(shapeBefore);
  });
});
