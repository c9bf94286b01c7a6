import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WIDGET_TYPES } from '@repute/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../test/test-app';
import { createSandboxReviewSource } from '../connectors/review-sandbox';
import { reviewSyncModule } from '../modules/review-sync';
import { accounts, locations, locationUrls, oauthTokens, specialHours, widgets } from '../platform/db/schema';
import { startModule } from '../platform/modules/module-definition';
import { createRealtimePublisher } from '../platform/realtime/publisher';
import { createLocalStorage } from '../platform/storage/local-storage';
import { seedDemoPhotos } from './demo-photos';
import { demoHolidayHours, todayUtc } from './demo-places';
import { seedDemo } from './seed';

/** The app's files, where the demo photos are stored and served from. */
const filesDir = mkdtempSync(path.join(tmpdir(), 'repute-seed-files-'));
const files = createLocalStorage(filesDir);
const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' }, app: { files } });
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

async function counts() {
  const [[located], [urls], [holidays], [tokens]] = await Promise.all([
    t.db.select({ value: count() }).from(locations),
    t.db.select({ value: count() }).from(locationUrls),
    t.db.select({ value: count() }).from(specialHours),
    t.db.select({ value: count() }).from(oauthTokens),
  ]);
  return { locations: located?.value, urls: urls?.value, holidays: holidays?.value, tokens: tokens?.value };
}

/** Each demo account's widget types, sorted, by account name. */
async function widgetTypesByAccount() {
  const rows = await t.db
    .select({ account: accounts.name, type: widgets.widgetType })
    .from(widgets)
    .innerJoin(accounts, eq(accounts.id, widgets.accountId))
    .orderBy(accounts.name, widgets.widgetType);
  const byAccount: Record<string, string[]> = {};
  for (const row of rows) byAccount[row.account] = [...(byAccount[row.account] ?? []), row.type];
  return byAccount;
}

describe('seedDemo', () => {
  it('gives demo locations URLs, Northwind holiday hours and integrations, and running again duplicates nothing', async () => {
    const before = await counts();
    expect(before).toEqual({
      locations: 22,
      urls: 12 * 6 + 3 * 5 + 2 * 5 + 5 * 5,
      holidays: 12 * demoHolidayHours(todayUtc()).length,
      tokens: 2,
    });
    expect(await seedDemo(t.db)).toEqual({ created: [] });
    expect(await counts()).toEqual(before);
  });
});

describe("the demo's widgets", () => {
  it('every demo account with locations has one widget of each type, and a second seed adds none', async () => {
    const everyType = [...WIDGET_TYPES].sort();
    const expected = {
      'Bluebird Bistro': everyType,
      'Harbor Fitness': everyType,
      'Juniper Coffee': everyType,
      'Northwind Dental': everyType,
    };
    expect(await widgetTypesByAccount()).toEqual(expected);
    await seedDemo(t.db);
    expect(await widgetTypesByAccount()).toEqual(expected);
  });
});

describe("the demo's review sources", () => {
  it("agree with the seeded reviews: after a sync every source of Ballard counts what we hold, and adds what's new", async () => {
    const states = await t.db.execute<{ account_id: number; location_id: number; source_id: number }>(sql`
      select s.account_id, s.location_id, s.source_id from review_sync_states s
        join locations l on l.id = s.location_id where l.name = 'Northwind Dental - Ballard'`);
    expect(states.rows.length).toBeGreaterThanOrEqual(3);
    // The demo's sandbox, two days after the seed: the site has some reviews written since.
    const later = new Date(Date.now() + 2 * 86_400_000);
    const sync = startModule(reviewSyncModule, t.db, {
      boss: t.boss,
      connectors: { forSource: () => createSandboxReviewSource({ now: () => later }) },
      realtime: createRealtimePublisher(t.db.$client),
    }).services.reviewSyncer;
    for (const row of states.rows) {
      const key = { accountId: row.account_id, locationId: row.location_id, sourceId: row.source_id };
      const before = await localCount(key);
      const result = await sync.sync(key);
      expect(result.created).toBeGreaterThan(0);
      const [state] = (
        await t.db.execute<{ source_count: number; local_count: number }>(sql`
          select source_count, local_count from review_sync_states
           where location_id = ${key.locationId} and source_id = ${key.sourceId}`)
      ).rows;
      expect(state?.local_count).toBe(before + result.created);
      expect(state?.source_count).toBe(state?.local_count);
    }
  });
});

describe('seedDemoPhotos', () => {
  it("gives the account's first location a logo, a cover and a photo, stored and served, once", async () => {
    await seedDemoPhotos(t.db, files, admin.account_id);
    await seedDemoPhotos(t.db, files, admin.account_id);
    const media = (await client(t, admin).get('/api/media?per_page=8')).json();
    expect(media._total).toBe(3);
    const photos: { category: string; published_status: string; cdn_stored_url: string }[] = media._embedded.media;
    expect(photos.map((photo) => photo.category)).toEqual(['LOGO', 'COVER', 'PROFILE']);
    expect(photos.every((photo) => photo.published_status === 'published')).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: photos[1]?.cdn_stored_url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});

async function localCount(key: { locationId: number; sourceId: number }) {
  const [row] = (
    await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from reviews
       where location_id = ${key.locationId} and source_id = ${key.sourceId} and not removed`)
  ).rows;
  return row?.n ?? 0;
}
