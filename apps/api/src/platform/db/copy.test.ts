import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { copyCsv } from './copy';

const { t } = useTestApp();

describe('copyCsv', () => {
  it('writes the rows as CSV lines with the parameters as literals, and counts them', async () => {
    const tricky = `O'Brien \\ said "hi", then\nleft`;
    const { lines, rows } = await copyCsv(
      t.db,
      sql`select n, ${tricky}::text as said, ${-1}::int - ${-2}::int as sum, ${null}::text as nothing
          from generate_series(1, ${3}::int) as n order by n`,
    );
    expect(await text(lines)).toBe(
      '1,"O\'Brien \\ said ""hi"", then\nleft",1,\n2,"O\'Brien \\ said ""hi"", then\nleft",1,\n3,"O\'Brien \\ said ""hi"", then\nleft",1,\n',
    );
    expect(await rows).toBe(3);
  });

  it('gives its connection back when the reader stops early or the query fails', async () => {
    const pool = t.db.$client;
    // The server holds connections of its own for good (the session notices' listener): count from here.
    const inUseBefore = pool.totalCount - pool.idleCount;
    const early = await copyCsv(t.db, sql`select n, repeat('x', 1000) from generate_series(1, 100000) as n`);
    for await (const chunk of early.lines) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    await expect(early.rows).rejects.toThrow();
    const failing = await copyCsv(t.db, sql`select 1 / (n - 5) from generate_series(1, 10) as n`);
    await expect(text(failing.lines)).rejects.toThrow(/division by zero/);
    await expect(failing.rows).rejects.toThrow(/division by zero/);
    await expect.poll(() => pool.totalCount - pool.idleCount).toBe(inUseBefore);
    const [row] = (await t.db.execute<{ ok: number }>(sql`select 1 as ok`)).rows;
    expect(row?.ok).toBe(1);
  });
});
