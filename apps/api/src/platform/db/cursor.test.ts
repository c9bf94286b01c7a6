import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { cursorBatches } from './cursor';

const { t } = useTestApp();

describe('cursorBatches', () => {
  it('reads a query in batches of the size asked, with its parameters', async () => {
    const sizes: number[] = [];
    const values: number[] = [];
    const query = sql`select n from generate_series(1, ${10}::int) as n where n > ${0}::int order by n`;
    for await (const batch of cursorBatches<{ n: number }>(t.db, query, 3)) {
      sizes.push(batch.length);
      values.push(...batch.map((row) => row.n));
    }
    expect(sizes).toEqual([3, 3, 3, 1]);
    expect(values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives its connection back when the reader stops early or the query fails', async () => {
    const pool = t.db.$client;
    // The server holds connections of its own for good (the session notices' listener): count from here.
    const inUseBefore = pool.totalCount - pool.idleCount;
    for await (const batch of cursorBatches(t.db, sql`select n from generate_series(1, 100) as n`, 10)) {
      expect(batch).toHaveLength(10);
      break;
    }
    await expect(async () => {
      for await (const _ of cursorBatches(t.db, sql`select 1 / (n - 5) from generate_series(1, 10) as n`, 2)) {
        // reads until the division by zero
      }
    }).rejects.toThrow(/division by zero/);
    expect(pool.totalCount - pool.idleCount).toBe(inUseBefore);
    const [row] = (await t.db.execute<{ ok: number }>(sql`select 1 as ok`)).rows;
    expect(row?.ok).toBe(1);
  });
});
