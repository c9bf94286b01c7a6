import { and, eq, inArray } from 'drizzle-orm';
import { createSandboxListingDirectories } from '../connectors/listing-sandbox';
import { createListingEngine } from '../modules/local-listings/listing-engine';
import { createLocalListingsRepo } from '../modules/local-listings/local-listings.repo';
import type { Database } from '../platform/db/client';
import { locations } from '../platform/db/schema';
import type { DemoAccount } from './demo-accounts';

/** A demo location whose Auto Sync is off, so the toggle has both positions to show. */
const AUTO_SYNC_OFF = ['Northwind Dental - Lake Oswego', 'Juniper Coffee - Division St'];
/** A change queued to Google 25 minutes from the seed, so the demo shows when a pending change goes. */
const QUEUED = ['Bluebird Bistro - Logan Square'];
const QUEUED_IN_MS = 25 * 60_000;

/**
 * The demo's listings as the sandbox directories show them today (scanned once, as the worker's first sweep
 * would), with one location's Auto Sync off and one change waiting: every status of spec 001 §4 can be seen.
 */
export async function seedDemoListings(db: Database, accountId: number, demo: DemoAccount): Promise<void> {
  const repo = createLocalListingsRepo(db);
  const engine = createListingEngine({ repo, directories: createSandboxListingDirectories() });
  const named = async (names: string[]) =>
    (
      await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), inArray(locations.name, names)))
    ).map((row) => row.id);
  await repo.setAutoSync(accountId, await named(AUTO_SYNC_OFF), false);
  await engine.scan(accountId);
  const queued = await named(QUEUED);
  if (queued.length > 0 && demo.locations.some((location) => QUEUED.includes(location.name))) {
    await repo.queue(
      accountId,
      'google_maps',
      queued.map((locationId) => ({ locationId, at: new Date(Date.now() + QUEUED_IN_MS) })),
    );
  }
}
