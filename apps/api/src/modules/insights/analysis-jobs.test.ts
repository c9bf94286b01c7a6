import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sourceByCode } from '@repute/domain';
import { DISAGREEMENT_RULE } from '@repute/text-analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDrift, truthMentioned } from '../../../test/insight-truth';
import { runReputeCommand } from '../../../test/spawn-server';
import { client, login, useTestApp } from '../../../test/test-app';
import { createSandboxReviewSource } from '../../connectors/review-sandbox';
import { enqueueSync } from '../review-sync';
import { createAnalysisRepo } from './analysis.repo';
import { requestAnalysis } from './insights.jobs';
import { storedRatingDisagreements } from './rating-check';
import { textHash } from './review-analysis.service';

/** A review site with a month of reviews nobody has synced yet. */
const sandbox = createSandboxReviewSource({ epoch: new Date(Date.now() - 30 * 86_400_000), intervalHours: 12 });
const tripAdvisor = sourceByCode('trip_advisor')?.id ?? 0;

const {
  t,
  sessions: { admin, owner },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', owner: 'owner@harbor.example' },
  app: { connectors: { reviews: { forSource: () => sandbox } } },
});

let key = { accountId: 0, locationId: 0, sourceId: tripAdvisor };

beforeAll(async () => {
  await t.modules.responses.work(t.boss);
  await t.modules.reviewSync.work(t.boss);
  await t.modules.insights.work(t.boss);
  const { rows } = await t.db.$client.query<{ id: number }>(
    'select id from locations where account_id = $1 order by id limit 1',
    [admin.account_id],
  );
  key = { accountId: admin.account_id, locationId: rows[0]?.id ?? 0, sourceId: tripAdvisor };
});

/** Polls a condition the workers bring about (never a fixed sleep). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const query = async <Row>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query<Row & Record<string, unknown>>(text, params)).rows;

describe('the analysis job', () => {
  it('analyses the reviews a sync brings in, and keeps the counts right', async () => {
    await enqueueSync(t.boss, key);
    const synced = await until(
      () =>
        query<{ total: number; analysed: number }>(
          `select count(*)::int as total, count(a.review_id)::int as analysed
           from reviews r left join review_analyses a on a.review_id = r.id
           where r.location_id = $1 and r.source_id = $2`,
          [key.locationId, key.sourceId],
        ),
      ([row]) => (row?.total ?? 0) > 0 && row?.total === row?.analysed,
      'the synced reviews analysed',
    );
    expect(synced[0]?.total).toBeGreaterThan(20);
    const [mentions] = await query<{ count: number }>(
      'select count(*)::int as count from review_keywords k join reviews r on r.id = k.review_id where r.location_id = $1 and r.source_id = $2',
      [key.locationId, key.sourceId],
    );
    expect(mentions?.count).toBeGreaterThan(0);
    // The review's own sentiment and categories are the analysis' (the dashboard and reviews filters read them).
    const disagreeing = await query(
      `select r.id from reviews r join review_analyses a on a.review_id = r.id
       where r.account_id = $1 and (r.sentiment <> a.sentiment
         or (select array_agg(x order by x) from unnest(r.categories) x)
           is distinct from (select array_agg(c.category order by c.category) from review_categories c where c.review_id = r.id))`,
      [admin.account_id],
    );
    expect(disagreeing).toEqual([]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
  });

  it('analyses a review again when its text changes, and moves the counts (review_daily_counts too)', async () => {
    const [review] = await query<{ id: number; sentiment: number }>(
      `select r.id, r.sentiment from reviews r join review_analyses a on a.review_id = r.id
       where r.account_id = $1 and r.sentiment = 1 and not r.removed order by r.id limit 1`,
      [admin.account_id],
    );
    if (!review) throw new Error('no positive analysed review');
    const text = 'The front desk staff were rude to me. I waited an hour and the billing was wrong.';
    await query('update reviews set content = $2 where id = $1', [review.id, text]);
    await requestAnalysis(t.boss, admin.account_id);
    const [analysis] = await until(
      () =>
        query<{ hash: string; sentiment: number }>(
          'select text_hash as hash, sentiment from review_analyses where review_id = $1',
          [review.id],
        ),
      ([row]) => row?.hash === textHash(text),
      'the new text analysed',
    );
    expect(analysis?.sentiment).toBe(-1);
    const [stored] = await query<{ sentiment: number }>('select sentiment from reviews where id = $1', [review.id]);
    expect(stored?.sentiment).toBe(-1);
    const keywords = await query<{ short: string; start: number; end: number }>(
      'select short, start, "end" from review_keywords where review_id = $1',
      [review.id],
    );
    expect(keywords.length).toBeGreaterThan(0);
    for (const keyword of keywords) expect(text.slice(keyword.start, keyword.end).length).toBeGreaterThan(0);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
  });

  it('keeps the counts exact for a batch that re-analyses changed, unchanged and emptied texts together', async () => {
    const picked = await query<{ id: number; content: string }>(
      `select r.id, r.content from reviews r join review_analyses a on a.review_id = r.id
       where r.account_id = $1 and not r.removed
         and exists (select 1 from review_keywords k where k.review_id = r.id)
         and exists (select 1 from review_categories c where c.review_id = r.id)
       order by r.id limit 4`,
      [admin.account_id],
    );
    const [flipped, appended, unchanged, emptied] = picked;
    if (!flipped || !appended || !unchanged || !emptied) throw new Error('too few analysed reviews');
    const texts = new Map<number, string>([
      [flipped.id, 'The food was cold and the waiter was rude. Overpriced for what you get.'],
      [appended.id, `${appended.content} The parking lot was a nightmare and the staff ignored us.`],
      [unchanged.id, unchanged.content],
    ]);
    await query(
      `update reviews r set content = x.content
       from unnest($1::int[], $2::text[]) as x(id, content) where r.id = x.id`,
      [
        [...texts.keys(), emptied.id],
        [...texts.values(), ''],
      ],
    );
    // The unchanged one is marked as an edit that wrote the same text would not: it waits all the same.
    await query('insert into review_analysis_pending (review_id, account_id) values ($1, $2) on conflict do nothing', [
      unchanged.id,
      admin.account_id,
    ]);
    await requestAnalysis(t.boss, admin.account_id);
    await until(
      () =>
        query<{ count: number }>(
          'select count(*)::int as count from review_analysis_pending where review_id = any($1)',
          [picked.map((review) => review.id)],
        ),
      ([row]) => row?.count === 0,
      'the batch analysed',
    );
    const hashes = await query<{ id: number; hash: string | null }>(
      `select r.id, a.text_hash as hash from reviews r left join review_analyses a on a.review_id = r.id
       where r.id = any($1) order by r.id`,
      [picked.map((review) => review.id)],
    );
    expect(hashes).toEqual(
      picked
        .map((review) => ({ id: review.id, hash: texts.has(review.id) ? textHash(texts.get(review.id) ?? '') : null }))
        .sort((a, b) => a.id - b.id),
    );
    const [leftovers] = await query<{ count: number }>(
      `select (select count(*) from review_keywords where review_id = $1)::int
        + (select count(*) from review_categories where review_id = $1)::int as count`,
      [emptied.id],
    );
    expect(leftovers?.count).toBe(0);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
  });

  it('keeps the mention rows a re-analysis finds again, and replaces only those that changed', async () => {
    const [review] = await query<{ id: number; content: string }>(
      `select r.id, r.content from reviews r where r.account_id = $1 and not r.removed and r.content ~ '[.!?]$'
       and (select count(*) from review_keywords k where k.review_id = r.id) >= 2 order by r.id desc limit 1`,
      [admin.account_id],
    );
    if (!review) throw new Error('no review with two mentions');
    const before = await query<{ id: string; short: string; start: number }>(
      'select id, short, start from review_keywords where review_id = $1 order by id',
      [review.id],
    );
    // A sentence added at the end (touching no category) leaves every earlier mention as it was.
    const text = `${review.content} My cousin recommended them.`;
    await query('update reviews set content = $2 where id = $1', [review.id, text]);
    await requestAnalysis(t.boss, admin.account_id);
    await until(
      () => query<{ hash: string }>('select text_hash as hash from review_analyses where review_id = $1', [review.id]),
      ([row]) => row?.hash === textHash(text),
      'the longer text analysed',
    );
    const after = await query<{ id: string; short: string; start: number }>(
      'select id, short, start from review_keywords where review_id = $1 order by id',
      [review.id],
    );
    const kept = after.filter((row) => row.start < review.content.length);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((row) => before.some((old) => old.id === row.id))).toBe(true);
    expect(after.some((row) => row.start >= review.content.length)).toBe(true);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
  });

  it("keeps the counts right when a review's rating, location or removal changes, and when it is deleted", async () => {
    const [review] = await query<{ id: number }>(
      `select r.id from reviews r where r.account_id = $1 and not r.removed
       and exists (select 1 from review_keywords k where k.review_id = r.id) order by r.id desc limit 1`,
      [admin.account_id],
    );
    const [other] = await query<{ id: number }>(
      'select id from locations where account_id = $1 order by id desc limit 1',
      [admin.account_id],
    );
    await query('update reviews set rating = case when rating = 1 then 5 else 1 end where id = $1', [review?.id]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
    await query("update reviews set location_id = $2, published_at = published_at - interval '40 days' where id = $1", [
      review?.id,
      other?.id,
    ]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
    await query('update reviews set removed = true where id = $1', [review?.id]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
    await query('update reviews set removed = false where id = $1', [review?.id]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
    await query('delete from reviews where id = $1', [review?.id]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
  });

  it('keeps the counts equal to a recount of the mentions through an analysis, an edit, a deletion and a re-analysis', async () => {
    const [edited, deleted] = await query<{ id: number }>(
      `select r.id from reviews r where r.account_id = $1 and not r.removed
       and exists (select 1 from review_keywords k where k.review_id = r.id) order by r.id limit 2`,
      [admin.account_id],
    );
    if (!edited || !deleted) throw new Error('too few analysed reviews');
    // A text touching other categories than before moves its mentions between category sets.
    const text = 'The hygienist was gentle. The waiting room was filthy and the billing office never called back.';
    await query('update reviews set content = $2 where id = $1', [edited.id, text]);
    await query('delete from reviews where id = $1', [deleted.id]);
    await requestAnalysis(t.boss, admin.account_id);
    await until(
      () => query<{ hash: string }>('select text_hash as hash from review_analyses where review_id = $1', [edited.id]),
      ([row]) => row?.hash === textHash(text),
      'the edited text analysed',
    );
    expect(await countDrift(t, admin.account_id)).toEqual([]);
    // Re-analysed as a model change would have them: the edited review and others, their texts unchanged.
    const again = await query<{ id: number }>(
      `insert into review_analysis_pending (review_id, account_id)
       select id, account_id from reviews where account_id = $1 and coalesce(content, '') <> '' order by id limit 50
       on conflict do nothing returning review_id as id`,
      [admin.account_id],
    );
    expect(again.length).toBeGreaterThan(0);
    await requestAnalysis(t.boss, admin.account_id);
    await until(
      () =>
        query<{ count: number }>('select count(*)::int as count from review_analysis_pending where account_id = $1', [
          admin.account_id,
        ]),
      ([row]) => row?.count === 0,
      'the re-analysis done',
    );
    expect(await countDrift(t, admin.account_id)).toEqual([]);
    const filters = { category: 'staff', after: new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10) };
    const response = await client(t, admin).get(
      `/api/insights/${admin.account_id}/mentioned?per_page=500&category=staff&published_after=${filters.after}`,
    );
    const answered = new Map(
      (
        response.json() as { keywords: { short: string; positive_mentions: number; negative_mentions: number }[] }
      ).keywords.map((k) => [k.short, { positive: k.positive_mentions, negative: k.negative_mentions }]),
    );
    expect(answered).toEqual(await truthMentioned(t, admin.account_id, filters));
  });

  it("rebuilds the counts in the account's new time zone", async () => {
    await query("update accounts set time_zone = 'Asia/Tokyo' where id = $1", [admin.account_id]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
    await query("update accounts set time_zone = 'America/Los_Angeles' where id = $1", [admin.account_id]);
    expect(await countDrift(t, admin.account_id)).toEqual([]);
  });
});

describe('re-analysis', () => {
  it('runs as a job started by an admin, with its progress saved and readable', async () => {
    const started = new Date();
    const response = await client(t, owner).post(`/api/insights/${owner.account_id}/reanalyses`);
    expect(response.statusCode).toBe(202);
    const run = response.json();
    expect(run).toMatchObject({ account_id: owner.account_id, status: 'queued', done: 0 });
    expect(run.total).toBeGreaterThan(1000);
    const seen = new Set<number>();
    const finished = await until(
      async () => {
        const progress = (await client(t, owner).get(`/api/insights/${owner.account_id}/reanalyses/${run.id}`)).json();
        seen.add(progress.done);
        return progress;
      },
      (progress) => progress.status === 'complete',
      're-analysis complete',
    );
    expect(finished.done).toBe(run.total);
    expect(finished.finished_at).not.toBeNull();
    const [stale] = await query<{ count: number }>(
      `select count(*)::int as count from reviews r left join review_analyses a on a.review_id = r.id
       where r.account_id = $1 and coalesce(r.content, '') <> '' and (a.analysed_at is null or a.analysed_at < $2)`,
      [owner.account_id, started],
    );
    expect(stale?.count).toBe(0);
    expect(await countDrift(t, owner.account_id)).toEqual([]);
  });

  it("is started by admins only, and another account's run is not found", async () => {
    const readOnly = await login(t, 'readonly@northwind.example');
    expect((await client(t, readOnly).post(`/api/insights/${readOnly.account_id}/reanalyses`)).statusCode).toBe(403);
    expect((await client(t, owner).post(`/api/insights/${admin.account_id}/reanalyses`)).statusCode).toBe(404);
    const [run] = await query<{ id: number }>('select id from reanalysis_runs where account_id = $1', [
      owner.account_id,
    ]);
    expect((await client(t, admin).get(`/api/insights/${admin.account_id}/reanalyses/${run?.id}`)).statusCode).toBe(
      404,
    );
  });

  it('uses the account model once one is trained from its rated reviews', async () => {
    const [counts] = (await t.services.reviewAnalysis.ratedReviewCounts()).filter(
      (row) => row.accountId === owner.account_id,
    );
    if (!counts) throw new Error('no rated reviews');
    expect(await t.services.reviewAnalysis.retrainIfDue(counts)).toBe(true);
    // Not again until the account has clearly more rated reviews.
    const [after] = (await t.services.reviewAnalysis.ratedReviewCounts()).filter(
      (row) => row.accountId === owner.account_id,
    );
    expect(after && (await t.services.reviewAnalysis.retrainIfDue(after))).toBe(false);
    const run = await t.services.reviewAnalysis.createRun(owner.account_id, null);
    await t.services.reviewAnalysis.reanalyse(run.id);
    const versions = await query<{ version: string }>(
      'select distinct model_version as version from review_analyses where account_id = $1',
      [owner.account_id],
    );
    expect(versions.map((row) => row.version)).toEqual([
      expect.stringMatching(new RegExp(`^account-${owner.account_id}-`)),
    ]);
  });
});

describe('repute reanalyse <accountId>', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'repute-reanalyse-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // A command of its own: a process that starts (TypeScript through tsx) and reads every review of the account.
  it('re-analyses every review of the account, printing its progress', { timeout: 180_000 }, async () => {
    const juniper = await login(t, 'owner@juniper.example');
    const env = { DATABASE_URL: t.url, DEMO_MODE: 'false', LOG_LEVEL: 'silent', REPUTE_DATA_DIR: dataDir };
    const result = await runReputeCommand(['reanalyse', String(juniper.account_id)], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Re-analysing \d+ reviews of account \d+ \(run \d+\)$/m);
    expect(result.stdout).toMatch(/^Done in [\d.]+ s$/m);
    // The rating check runs over what was just stored; the seeded reviews read as they are rated.
    expect(result.stdout).toMatch(/^Keywords and categories whose sentiment reads against their reviews' ratings: 0$/m);
    const [run] = await query<{ status: string; done: number; total: number }>(
      'select status, done, total from reanalysis_runs where account_id = $1 order by id desc limit 1',
      [juniper.account_id],
    );
    expect(run).toMatchObject({ status: 'complete' });
    expect(run?.done).toBe(run?.total);
    const bad = await runReputeCommand(['reanalyse', 'nobody'], env);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('usage: repute reanalyse <accountId>');
  });
});

describe('the rating check over stored mentions', () => {
  it('flags a keyword whose mentions read negative in reviews rated five stars', async () => {
    const juniper = await login(t, 'owner@juniper.example');
    const repo = createAnalysisRepo(t.db);
    const flaggedNow = () => storedRatingDisagreements(repo, juniper.account_id);
    expect(await flaggedNow()).toEqual([]);
    const [busiest] = await query<{ short: string; mentions: number }>(
      `select short, count(*)::int as mentions from review_keywords where account_id = $1 and counted
       group by short order by count(*) desc, short limit 1`,
      [juniper.account_id],
    );
    if (!busiest || busiest.mentions < DISAGREEMENT_RULE.minMentions) throw new Error('no keyword to check');
    // As the analyser once read "dentist" in Northwind's 5-star reviews.
    await query('update review_keywords set rating = 5, sentiment = -1 where account_id = $1 and short = $2', [
      juniper.account_id,
      busiest.short,
    ]);
    expect(await flaggedNow()).toEqual([
      expect.objectContaining({
        kind: 'keyword',
        subject: busiest.short,
        reading: 'negative in high ratings',
        averageRating: 5,
      }),
    ]);
  });
});

describe('an account deleted', () => {
  it('takes its analyses, mentions, categories and insight counts along', async () => {
    const juniper = await login(t, 'owner@juniper.example');
    const tables = [
      'review_analyses',
      'review_keywords',
      'review_categories',
      'keyword_counts',
      'keyword_location_counts',
      'keyword_month_counts',
      'category_counts',
      'category_location_counts',
      'category_month_counts',
    ];
    const rowsLeft = async () => {
      const left: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await query<{ count: number }>(
          `select count(*)::int as count from ${table} where account_id = $1`,
          [juniper.account_id],
        );
        left[table] = row?.count ?? 0;
      }
      return left;
    };
    expect(Object.values(await rowsLeft()).every((count) => count > 0)).toBe(true);
    await query('delete from accounts where id = $1', [juniper.account_id]);
    expect(await rowsLeft()).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
  });
});
