import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { listenForWebhooks } from '../../../test/webhook-listener';
import { ambientSqlExecutor } from '../../platform/db/ambient-sql';
import { listingDirectories, locations } from '../../platform/db/schema';
import { createWebhookEmitter } from '../outgoing-webhooks';
import { createListingEngine } from './listing-engine';
import { createLocalListingsRepo } from './local-listings.repo';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' }, app: { webhookAllowPrivateTargets: true } });

let ballard: number;
let listener: Awaited<ReturnType<typeof listenForWebhooks>>;
beforeAll(async () => {
  const [location] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.accountId, admin.account_id), eq(locations.name, 'Northwind Dental - Ballard')));
  ballard = location?.id ?? 0;
  // Never scanned: the seed's scans are forgotten, so the next scan is the first to see the directories.
  await t.db.delete(listingDirectories).where(eq(listingDirectories.locationId, ballard));
  listener = await listenForWebhooks(t, admin, ['listing.out_of_sync']);
});
afterAll(() => listener?.close());

/** The engine as the module composes it, with the webhook hook the composition root hands it. */
const engine = () =>
  createListingEngine({
    repo: createLocalListingsRepo(t.db),
    directories: t.connectors.listings,
    emitWebhook: createWebhookEmitter(t.boss, ambientSqlExecutor(t.db)),
  });

describe('listing.out_of_sync', () => {
  it('is sent when a scan finds a listing showing other data than ours, not again while it stays so', async () => {
    await engine().scan(admin.account_id, [ballard]);
    const [event] = await listener.waitFor('listing.out_of_sync');
    // The sandbox's Google listing has another website and Saturday closed; Facebook's is in sync.
    expect(event).toMatchObject({
      account_id: admin.account_id,
      data: { location_id: ballard, directory: 'google_maps', fields: ['website', 'hours'] },
    });
    expect(listener.received('listing.out_of_sync').map((one) => one.data.directory)).not.toContain('facebook');

    const [other] = await t.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.accountId, admin.account_id), eq(locations.name, 'Northwind Dental - Fremont')));
    await t.db.delete(listingDirectories).where(eq(listingDirectories.locationId, other?.id ?? 0));
    // Ballard again (still out of sync: nothing new) and a location never scanned (the marker that the scan is done).
    await engine().scan(admin.account_id, [ballard, other?.id ?? 0]);
    await expect
      .poll(() => listener.received('listing.out_of_sync').filter((one) => one.data.location_id === other?.id))
      .not.toHaveLength(0);
    const ofBallard = listener.received('listing.out_of_sync').filter((one) => one.data.location_id === ballard);
    expect(ofBallard).toHaveLength(1);
  });
});
