import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { csvCell } from './csv-cells';
import type { ExportRequest } from './exports.service';

const {
  t,
  sessions: { admin, emailOnly, trialOwner, other },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    emailOnly: 'emailonly@northwind.example',
    trialOwner: 'owner@bluebird.example',
    other: 'owner@harbor.example',
  },
});

async function callerOf(session: { token: string; email: string }) {
  const caller = await t.services.auth.authenticate(session.token, session.email);
  if (!caller) throw new Error('no caller');
  return caller;
}

/** The CSV that writeCsv streams, as bytes. */
async function exported(session: { token: string; email: string }, request: ExportRequest) {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  const { rows } = await t.services.exports.writeCsv(await callerOf(session), request, output);
  return { rows, bytes: Buffer.concat(chunks) };
}

const records = (bytes: Buffer): Record<string, string>[] => parse(bytes, { bom: true, columns: true });

describe('exports.writeCsv', () => {
  it('writes the reviews of the filters as the list has them: BOM, headers, one line a review', async () => {
    const filters = { rating: [1, 2], source_id: '1' };
    const { rows, bytes } = await exported(admin, { resource: 'reviews', filters });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const list = (await client(t, admin).get('/api/reviews?rating=1,2&source_id=1&per_page=100')).json();
    expect(rows).toBe(list._total);
    const lines = records(bytes);
    expect(lines).toHaveLength(rows);
    expect(lines[0]).toMatchObject({ id: String(list._embedded.reviews[0].id), source_name: 'Google' });
    expect(lines.every((line) => ['1', '2'].includes(line.rating ?? ''))).toBe(true);
  });

  it('exports every review once across batches', async () => {
    const { rows, bytes } = await exported(admin, { resource: 'reviews', filters: { 'sort[by]': 'rating' } });
    const ids = records(bytes).map((line) => line.id);
    expect(new Set(ids).size).toBe(rows);
    const [{ count }] = (
      await t.db.execute<{ count: number }>(
        sql`select count(*)::int as count from reviews where account_id = ${admin.account_id} and not removed`,
      )
    ).rows as [{ count: number }];
    expect(rows).toBe(count);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    await t.db.execute(
      sql`update reviews set content = '=HYPERLINK("http://evil.example")', author_name = '@bob'
          where id = (select min(id) from reviews where account_id = ${admin.account_id} and rating = 3)`,
    );
    const { bytes } = await exported(admin, { resource: 'reviews', filters: { rating: 3 } });
    const line = records(bytes).find((record) => record.author_name === `'@bob`);
    expect(line?.content).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it.each([
    ['locations', 'name'],
    ['groups', 'location_count'],
    ['metric_locations', 'total_reviews'],
    ['metric_groups', 'group_name'],
  ] as const)('exports %s with its headers', async (resource, header) => {
    const { rows, bytes } = await exported(admin, { resource, filters: {} });
    expect(rows).toBeGreaterThan(0);
    expect(Object.keys(records(bytes)[0] ?? {})).toContain(header);
  });

  it('reads text filters with quotes and backslashes as the list does', async () => {
    await t.db.execute(
      sql`update reviews set content = ${"Dr O'Brien \\ fixed it"}
          where id = (select min(id) from reviews where account_id = ${admin.account_id} and rating = 5)`,
    );
    const filters = { search_terms: "O'Brien \\", from: '2000-01-01', to: '2100-12-31' };
    const { rows } = await exported(admin, { resource: 'reviews', filters });
    const query = new URLSearchParams({ ...filters, per_page: '1' });
    const list = (await client(t, admin).get(`/api/reviews?${query}`)).json();
    expect(list._total).toBeGreaterThan(0);
    expect(rows).toBe(list._total);
  });

  it('stops reading and gives the connection back when the output fails', async () => {
    const pool = t.db.$client;
    const inUseBefore = pool.totalCount - pool.idleCount;
    const broken = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    await expect(
      t.services.exports.writeCsv(await callerOf(admin), { resource: 'reviews', filters: {} }, broken),
    ).rejects.toThrow('disk full');
    await expect.poll(() => pool.totalCount - pool.idleCount).toBe(inUseBefore);
    expect((await exported(admin, { resource: 'reviews', filters: { rating: 2 } })).rows).toBeGreaterThan(0);
  });

  it('writes only the header line when nothing matches', async () => {
    const { rows, bytes } = await exported(admin, { resource: 'reviews', filters: { search_terms: 'zzzqqqxxx' } });
    expect(rows).toBe(0);
    expect(bytes.toString('utf8')).toBe(
      '\ufeffid,published_at,location_id,location_name,source_name,rating,author_name,content,sentiment,categories,tags,status,response,response_status,response_published_at,language,url,external_id,removed,updated_at\n',
    );
  });

  it('refuses bad filters (400), another account (404), no export permission (403) and a trial (403)', async () => {
    await expect(exported(admin, { resource: 'reviews', filters: { rating: 'nine' } })).rejects.toMatchObject({
      statusCode: 400,
      fields: { 'filters.rating': expect.any(Array) },
    });
    await expect(
      exported(admin, { resource: 'reviews', filters: { account_id: other.account_id } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      exported(admin, { resource: 'metric_groups', filters: { account_id: other.account_id } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(exported(emailOnly, { resource: 'reviews', filters: {} })).rejects.toMatchObject({ statusCode: 403 });
    await expect(exported(trialOwner, { resource: 'reviews', filters: {} })).rejects.toMatchObject({
      statusCode: 403,
      code: 'trial_export',
    });
    await t.db.execute(
      sql`update account_settings set value = 'true' where account_id = ${trialOwner.account_id} and code = 'trial_export'`,
    );
    expect((await exported(trialOwner, { resource: 'reviews', filters: {} })).rows).toBeGreaterThan(0);
  });
});

describe('the reviews CSV, cell by cell', () => {
  it('is byte for byte the list as the API shows it, in its order: its response, its tags and categories joined', async () => {
    // A review with two tags and a response, so every column has something to show.
    const [review] = (
      await t.db.execute<{ id: number }>(
        sql`select r.id from reviews r join review_responses rr on rr.review_id = r.id
             where r.account_id = ${admin.account_id} and r.rating = 2 order by r.id limit 1`,
      )
    ).rows;
    expect(review).toBeDefined();
    for (const name of ['Zeta follow-up', 'alpha check']) {
      const tagged = await client(t, admin).post('/api/review_tags', { review_id: review?.id, name });
      expect(tagged.statusCode, tagged.body).toBe(201);
    }
    // Texts that CSV writers quote, or not, differently: commas, quotes, line breaks, a lone carriage return,
    // empty text, formula starts, backslashes, spaces kept, and characters beyond ASCII.
    const texts: [author: string, content: string][] = [
      ['', 'He said "great", then left\nSecond line'],
      ['\tTabbed', 'lone\rcarriage return'],
      ['Zoë ‘Q’ 😀', '-5 stars, back\\slash'],
      ['  padded  ', '=SUM(A1)'],
    ];
    for (const [index, [author, content]] of texts.entries()) {
      await t.db.execute(
        sql`update reviews set author_name = ${author}, content = ${content}
            where id = (select id from reviews where account_id = ${admin.account_id} and rating = 2
                         order by id offset ${index} limit 1)`,
      );
    }
    const { bytes } = await exported(admin, { resource: 'reviews', filters: { rating: 2 } });
    type ApiReview = Record<string, unknown> & {
      responses: { content: string; status: string; published_at: string | null }[];
      tags: { name: string }[];
      categories: string[];
    };
    const listed: ApiReview[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await client(t, admin).get(`/api/reviews?rating=2&per_page=100&page=${page}`)).json();
      listed.push(...body._embedded.reviews);
      if (page >= body._total_pages) break;
    }
    const headers = Object.keys(records(bytes)[0] ?? {});
    // What the export wrote when every cell went through csvCell and csv-stringify, before decision 0081.
    const expected = stringify(
      [
        headers,
        ...listed.map((api) =>
          [
            api.id,
            api.published_at,
            api.location_id,
            api.location_name,
            api.source_name,
            api.rating,
            api.author_name,
            api.content,
            api.sentiment,
            api.categories.join('; '),
            api.tags.map((tag) => tag.name).join('; '),
            api.status,
            api.responses[0]?.content,
            api.responses[0]?.status,
            api.responses[0]?.published_at,
            api.language,
            api.url,
            api.external_id,
            api.removed,
            api.updated_at,
          ].map((value) => csvCell(value as string | number | boolean | null | undefined)),
        ),
      ],
      { bom: true },
    );
    expect(bytes.toString('utf8')).toBe(expected);
    const lines = records(bytes);
    const tagged = lines.find((line) => line.id === String(review?.id));
    expect(tagged?.tags?.split('; ').sort()).toEqual(['Zeta follow-up', 'alpha check']);
    expect(tagged?.response).not.toBe('');
    expect(lines.map((line) => line.content)).toEqual(
      expect.arrayContaining(['He said "great", then left\nSecond line', "'-5 stars, back\\slash", "'=SUM(A1)"]),
    );
  });
});
