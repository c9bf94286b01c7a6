import { sourceByCode } from '@repute/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { locationIdByName, setAccountSetting } from '../../../test/fixtures';
import { type TruthFilters, truthCategories, truthMentioned } from '../../../test/insight-truth';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, harbor },
} = useTestApp({ logins: { admin: 'admin@northwind.example', harbor: 'owner@harbor.example' } });

type Keyword = { short: string; positive_mentions: number; negative_mentions: number };
type Mentioned = { keywords: Keyword[]; _total: number; _total_pages: number; _page: number };
type RankItem = { category: string; positive_count: number; total_count: number };

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const google = sourceByCode('google')?.id ?? 0;

/** The filters of the calls, each as a query string and as the truth reads it. */
const filterCases = (ids: { location: number; group: number }): [string, string, TruthFilters][] => [
  ['no filter', '', {}],
  ['location_id', `location_id=${ids.location}`, { locationIds: [ids.location] }],
  ['group_id', `group_id=${ids.group}`, { groupIds: [ids.group] }],
  ['source_id', `source_id=${google}`, { sourceIds: [google] }],
  ['rating', 'rating=1,2', { ratings: [1, 2] }],
  ['sentiment 1', 'sentiment=1', { sentiment: 1 }],
  ['sentiment -1', 'sentiment=-1', { sentiment: -1 }],
  ['category', 'category=staff', { category: 'staff' }],
  [
    'published_after and published_before',
    `published_after=${daysAgo(365)}&published_before=${daysAgo(30)}`,
    { after: daysAgo(365), before: daysAgo(30) },
  ],
  // A category with a date range reads the month counts' category rows and the day counts' category sets.
  [
    'category and a date range',
    `category=staff&published_after=${daysAgo(300)}&published_before=${daysAgo(40)}`,
    { category: 'staff', after: daysAgo(300), before: daysAgo(40) },
  ],
  [
    'category and a location',
    `category=staff&location_id=${ids.location}`,
    { category: 'staff', locationIds: [ids.location] },
  ],
  [
    'everything at once',
    `location_id=${ids.location}&source_id=${google}&rating=4,5&sentiment=1&published_after=${daysAgo(400)}`,
    { locationIds: [ids.location], sourceIds: [google], ratings: [4, 5], sentiment: 1, after: daysAgo(400) },
  ],
];

let ids = { location: 0, group: 0 };

beforeAll(async () => {
  const location = await locationIdByName(t, 'Northwind Dental - Ballard');
  const { rows } = await t.db.$client.query<{ id: number }>(
    'select group_id as id from group_locations where account_id = $1 order by group_id limit 1',
    [admin.account_id],
  );
  ids = { location, group: rows[0]?.id ?? 0 };
});

const mentioned = async (query: string, session = admin) =>
  client(t, session).get(`/api/insights/${session.account_id}/mentioned?per_page=500&${query}`);

describe('GET /insights/{accountId}/mentioned', () => {
  it('answers keywords[] with positive and negative mentions, the most mentioned first', async () => {
    const response = await mentioned('');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Mentioned;
    expect(body.keywords.length).toBeGreaterThan(10);
    expect(body._total).toBe(body.keywords.length);
    const volumes = body.keywords.map((k) => k.positive_mentions + k.negative_mentions);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(Object.keys(body.keywords[0] ?? {}).sort()).toEqual([
      'negative_mentions',
      'positive_mentions',
      'rating_check',
      'short',
    ]);
  });

  it('counts what the analysed sentences say, under every filter', async () => {
    for (const [name, query, filters] of filterCases(ids)) {
      const body = (await mentioned(query)).json() as Mentioned;
      const truth = await truthMentioned(t, admin.account_id, filters);
      const answered = new Map(
        body.keywords.map((k) => [k.short, { positive: k.positive_mentions, negative: k.negative_mentions }]),
      );
      expect(answered, name).toEqual(truth);
      expect(truth.size, `${name} finds something`).toBeGreaterThan(0);
    }
  });

  it('sorts by controversy, positive ratio and negative ratio', async () => {
    const order = async (sort: string) => ((await mentioned(`sort[by]=${sort}`)).json() as Mentioned).keywords;
    const controversy = (await order('controversy')).map((k) => Math.min(k.positive_mentions, k.negative_mentions));
    expect(controversy).toEqual([...controversy].sort((a, b) => b - a));
    const ratio = (k: Keyword, side: 'positive_mentions' | 'negative_mentions') =>
      k[side] / (k.positive_mentions + k.negative_mentions);
    const positive = (await order('positive_ratio')).map((k) => ratio(k, 'positive_mentions'));
    expect(positive).toEqual([...positive].sort((a, b) => b - a));
    const negative = (await order('negative_ratio')).map((k) => ratio(k, 'negative_mentions'));
    expect(negative).toEqual([...negative].sort((a, b) => b - a));
  });

  it('pages with per_page up to 500, and show_zero adds keywords only said neutrally', async () => {
    const all = (await mentioned('')).json() as Mentioned;
    const second = (
      await client(t, admin).get(`/api/insights/${admin.account_id}/mentioned?per_page=5&page=2`)
    ).json() as Mentioned;
    expect(second.keywords).toEqual(all.keywords.slice(5, 10));
    expect(second._total_pages).toBe(Math.ceil(all._total / 5));
    // Positive mentions only: the keywords said only negatively count zero and drop out unless show_zero.
    const positive = (await mentioned('sentiment=1')).json() as Mentioned;
    expect(positive.keywords.every((k) => k.positive_mentions > 0 && k.negative_mentions === 0)).toBe(true);
    const withZero = (await mentioned('sentiment=-1&rating=5&show_zero=true')).json() as Mentioned;
    const withoutZero = (await mentioned('sentiment=-1&rating=5')).json() as Mentioned;
    expect(withZero._total).toBeGreaterThanOrEqual(withoutZero._total);
  });

  it('answers 400 for bad input', async () => {
    for (const query of [
      'sort[by]=loudest',
      'sentiment=2',
      'sentiment=0',
      'per_page=501',
      'rating=6',
      'location_id=abc',
      'published_after=2024-13-01',
      'show_zero=maybe',
    ]) {
      expect((await mentioned(query)).statusCode, query).toBe(400);
    }
  });
});

const rank = async (query: string, session = admin) =>
  client(t, session).get(`/api/insights/${session.account_id}/category_rank?${query}`);

describe('GET /insights/{accountId}/category_rank', () => {
  it('answers category, positive_count and total_count, most talked about first', async () => {
    const response = await rank('');
    expect(response.statusCode).toBe(200);
    const items = response.json()._embedded.categories as RankItem[];
    expect(items.length).toBeGreaterThan(2);
    const totals = items.map((item) => item.total_count);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(items.every((item) => item.positive_count <= item.total_count)).toBe(true);
  });

  it('counts the reviews behind each category, under every filter', async () => {
    for (const [name, query, filters] of filterCases(ids)) {
      const items = (await rank(query)).json()._embedded.categories as RankItem[];
      const truth = await truthCategories(t, admin.account_id, filters);
      const answered = new Map(
        items.map((item) => [item.category, { positive: item.positive_count, total: item.total_count }]),
      );
      expect(answered, name).toEqual(truth);
    }
  });

  it("show_zero lists every category of the account's vertical", async () => {
    const items = (await rank('show_zero=true&rating=1')).json()._embedded.categories as RankItem[];
    expect(items.map((item) => item.category)).toEqual(
      expect.arrayContaining(['care quality', 'bedside manner', 'staff', 'wait time', 'facilities']),
    );
  });

  it('answers 400 for bad input', async () => {
    for (const query of ['sentiment=positively', 'per_page=0', 'published_before=yesterday', 'group_id=-1']) {
      expect((await rank(query)).statusCode, query).toBe(400);
    }
  });
});

describe('who may read insights', () => {
  const calls = (accountId: number) => [
    `/api/insights/${accountId}/mentioned`,
    `/api/insights/${accountId}/category_rank`,
    `/api/insights/${accountId}/mentions?keyword=staff`,
    `/api/insights/${accountId}/trend?keyword=staff`,
  ];

  it("answers 404 for another account's id, in the path or in account_id", async () => {
    for (const url of calls(admin.account_id)) {
      expect((await client(t, harbor).get(url)).statusCode, url).toBe(404);
    }
    for (const url of calls(harbor.account_id)) {
      expect(
        (await client(t, harbor).get(`${url}${url.includes('?') ? '&' : '?'}account_id=${admin.account_id}`))
          .statusCode,
        url,
      ).toBe(404);
    }
  });

  it('answers 403 without insights read', async () => {
    const limited = await login(t, 'limited@northwind.example');
    for (const url of calls(limited.account_id)) {
      expect((await client(t, limited).get(url)).statusCode, url).toBe(403);
    }
  });

  it('answers 403 when the insights setting is off, and category calls when experience_analysis is', async () => {
    const readOnly = await login(t, 'readonly@northwind.example');
    const id = readOnly.account_id;
    await setAccountSetting(t, id, 'experience_analysis', 'false');
    try {
      expect((await client(t, readOnly).get(`/api/insights/${id}/mentioned`)).statusCode).toBe(200);
      expect((await client(t, readOnly).get(`/api/insights/${id}/category_rank`)).statusCode).toBe(403);
      expect((await client(t, readOnly).get(`/api/insights/${id}/mentions?category=staff`)).statusCode).toBe(403);
    } finally {
      await setAccountSetting(t, id, 'experience_analysis', 'true');
    }
    await setAccountSetting(t, id, 'insights', 'false');
    try {
      for (const url of calls(id)) expect((await client(t, readOnly).get(url)).statusCode, url).toBe(403);
    } finally {
      await setAccountSetting(t, id, 'insights', 'true');
    }
  });
});
