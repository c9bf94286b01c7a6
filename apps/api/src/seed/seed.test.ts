import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { locations, locationUrls, oauthTokens, specialHours } from '../platform/db/schema';
import { demoHolidayHours, todayUtc } from './demo-places';
import { seedDemo } from './seed';

const { t } = useTestApp();

async function counts() {
  const [[located], [urls], [holidays], [tokens]] = await Promise.all([
    t.db.select({ value: count() }).from(locations),
    t.db.select({ value: count() }).from(locationUrls),
    t.db.select({ value: count() }).from(specialHours),
    t.db.select({ value: count() }).from(oauthTokens),
  ]);
  return { locations: located?.value, urls: urls?.value, holidays: holidays?.value, tokens: tokens?.value };
}

describe('seedDemo', () => {
  it('gives demo locations URLs, Northwind holiday hours and integrations, and running again duplicates nothing', async () => {
    const before = await counts();
    expect(before).toEqual({
      locations: 20,
      urls: 12 * 6 + 3 * 5 + 5 * 5,
      holidays: 12 * demoHolidayHours(todayUtc()).length,
      tokens: 2,
    });
    expect(await seedDemo(t.db)).toEqual({ created: [] });
    expect(await counts()).toEqual(before);
  });
});
