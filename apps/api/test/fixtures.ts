import { and, eq } from 'drizzle-orm';
import { accountSettings, groups, locations } from '../src/platform/db/schema';
import type { TestApp } from './test-app';

/** The id of a seeded location, by its (unique in the demo data) name. */
export async function locationIdByName(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.select({ id: locations.id }).from(locations).where(eq(locations.name, name));
  if (!row) throw new Error(`no location ${name}`);
  return row.id;
}

export async function groupIdByName(t: TestApp, accountId: number, name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.accountId, accountId), eq(groups.name, name)));
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

export async function setAccountSetting(t: TestApp, accountId: number, code: string, value: string): Promise<void> {
  await t.db
    .update(accountSettings)
    .set({ value })
    .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, code)));
}
