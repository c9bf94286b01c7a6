import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { truthCategories, truthMentioned } from '../../../test/insight-truth';
import { client, useTestApp } from '../../../test/test-app';
import type { ExportRequest } from '../exports';

const {
  t,
  sessions: { admin, other },
} = useTestApp({ logins: { admin: 'admin@northwind.example', other: 'owner@harbor.example' } });

async function exported(session: { token: string; email: string }, request: ExportRequest) {
  const caller = await t.services.auth.authenticate(session.token, session.email);
  if (!caller) throw new Error('no caller');
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  const { rows } = await t.services.exports.writeCsv(caller, request, output);
  return { rows, lines: parse(Buffer.concat(chunks), { bom: true, columns: true }) as Record<string, string>[] };
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe('insights exports (keywords, keyword_details, experience_categories)', () => {
  it('exports the keywords of the filters, in the sort asked, with from/to as a scheduled export sends them', async () => {
    const filters = { from: daysAgo(180), to: daysAgo(0), rating: [4, 5], sort: 'positive_ratio' };
    const { rows, lines } = await exported(admin, { resource: 'keywords', filters });
    const truth = await truthMentioned(t, admin.account_id, {
      after: daysAgo(180),
      before: daysAgo(0),
      ratings: [4, 5],
    });
    expect(rows).toBe(truth.size);
    for (const line of lines) {
      expect(truth.get(line.keyword ?? '')).toEqual({
        positive: Number(line.positive_mentions),
        negative: Number(line.negative_mentions),
      });
    }
    const listed = (
      await client(t, admin).get(
        `/api/insights/${admin.account_id}/mentioned?published_after=${daysAgo(180)}&published_before=${daysAgo(0)}&rating=4,5&sort[by]=positive_ratio`,
      )
    ).json();
    expect(lines.map((line) => line.keyword)).toEqual(listed.keywords.map((k: { short: string }) => k.short));
  });

  it('exports the experience categories with their counts', async () => {
    const { lines } = await exported(admin, { resource: 'experience_categories', filters: { category: 'staff' } });
    const truth = await truthCategories(t, admin.account_id, { category: 'staff' });
    expect(lines).toEqual([
      {
        category: 'staff',
        positive_count: String(truth.get('staff')?.positive),
        negative_or_neutral_count: String((truth.get('staff')?.total ?? 0) - (truth.get('staff')?.positive ?? 0)),
        total_count: String(truth.get('staff')?.total),
      },
    ]);
  });

  it('exports every mention of a keyword with its sentence, once across batches', async () => {
    const top = (await client(t, admin).get(`/api/insights/${admin.account_id}/mentioned`)).json().keywords[0];
    const { rows, lines } = await exported(admin, { resource: 'keyword_details', filters: { keyword: top.short } });
    const { rows: counted } = await t.db.$client.query<{ count: number }>(
      `select count(*)::int as count from review_keywords k join reviews r on r.id = k.review_id
       where k.account_id = $1 and k.short = $2 and not r.removed`,
      [admin.account_id, top.short],
    );
    expect(rows).toBe(counted[0]?.count);
    expect(rows).toBeGreaterThan(500);
    expect(new Set(lines.map((line) => `${line.review_id}:${line.sentence}`)).size).toBeGreaterThan(0);
    expect(lines.filter((line) => line.keyword !== top.short || line.sentence === '').slice(0, 3)).toEqual([]);
    expect(lines.every((line) => ['positive', 'neutral', 'negative'].includes(line.sentiment ?? ''))).toBe(true);
  });

  it("refuses another account's id and bad filters", async () => {
    await expect(
      exported(other, { resource: 'keywords', filters: { account_id: admin.account_id } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(exported(admin, { resource: 'keywords', filters: { sort: 'loudest' } })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
