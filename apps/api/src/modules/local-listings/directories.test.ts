import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeAppleBusinessConnect,
  startFakeAppleBusinessConnect,
} from '../../../test/fakes/fake-apple-business-connect';
import { type FakeFacebookPages, startFakeFacebookPages } from '../../../test/fakes/fake-facebook-pages';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { type FakeTripadvisor, startFakeTripadvisor } from '../../../test/fakes/fake-tripadvisor';
import { type FakeYelp, startFakeYelp } from '../../../test/fakes/fake-yelp';
import { client, useTestApp } from '../../../test/test-app';
import { appleDetailsOf } from '../../connectors/apple-business-connect';
import { createConnectors } from '../../connectors/connectors';
import type { ListingDirectories, ListingValues } from '../../connectors/listing-directories';
import { rangesOfWeek } from '../../connectors/listing-hours';
import { locations, oauthTokens, reviewSyncStates } from '../../platform/db/schema';
import { createListingEngine } from './listing-engine';
import { createLocalListingsRepo } from './local-listings.repo';

/** The app's listing directories, chosen per test: the real clients against the fakes, configured or not. */
let directories: ListingDirectories;
const {
  t,
  sessions: { manager, readOnly },
} = useTestApp({
  logins: { manager: 'manager@northwind.example', readOnly: 'readonly@northwind.example' },
  app: { connectors: { listings: { forDirectory: (code) => directories.forDirectory(code) } } },
});

let google: FakeGoogle;
let facebook: FakeFacebookPages;
let apple: FakeAppleBusinessConnect;
let yelp: FakeYelp;
let tripadvisor: FakeTripadvisor;
let id: number;
let unlinked: number;

type Entry = { directory_code: string; status: string; status_description: string | null };

const connectorsWith = (configured: boolean) =>
  createConnectors({
    demoMode: false,
    accessTokens: t.connectorTokens.accessTokens,
    oauthTokenStore: t.connectorTokens.tokenStore,
    googleBusinessInformationUrl: google.url,
    reviewSourceUrls: { facebook: facebook.url, yelp: yelp.url, tripadvisor: tripadvisor.url },
    ...(configured
      ? {
          yelpApiKey: yelp.token,
          tripadvisorApiKey: tripadvisor.token,
          appleBusinessConnect: { clientId: apple.clientId, clientSecret: apple.clientSecret, baseUrl: apple.url },
        }
      : {}),
  }).listings;

const engine = () =>
  createListingEngine({
    repo: createLocalListingsRepo(t.db),
    directories,
    linkedPages: t.services.reviewSyncLinks.statesOfLocations,
  });

async function directoriesOf(locationId: number): Promise<Entry[]> {
  const answer = await client(t, readOnly).get(
    `/api/local_listings/metrics/${readOnly.account_id}/locations?location_ids=${locationId}`,
  );
  expect(answer.statusCode).toBe(200);
  return answer.json().locations[0].directories;
}
const entryOf = (entries: Entry[], code: string) => entries.find((entry) => entry.directory_code === code);

beforeAll(async () => {
  [google, facebook, apple, yelp, tripadvisor] = await Promise.all([
    startFakeGoogle(),
    startFakeFacebookPages(),
    startFakeAppleBusinessConnect(),
    startFakeYelp(),
    startFakeTripadvisor(),
  ]);
  directories = connectorsWith(true);
  const rows = await t.db.select({ id: locations.id, name: locations.name }).from(locations);
  id = rows.find((row) => row.name === 'Northwind Dental - Ballard')?.id ?? 0;
  unlinked = rows.find((row) => row.name === 'Northwind Dental - Fremont')?.id ?? 0;
  const accountId = manager.account_id;
  for (const [sourceId, accessToken] of [
    [1, google.token],
    [2, 'EAAuser-northwind'],
  ] as const) {
    await t.db
      .insert(oauthTokens)
      .values({ accountId, sourceId, accessToken })
      .onConflictDoUpdate({
        target: [oauthTokens.accountId, oauthTokens.sourceId],
        set: { accessToken, expiresAt: null },
      });
  }
  const links = [
    [1, `accounts/1/locations/${id}`],
    [2, '5551001'],
    [3, 'northwind-dental-ballard'],
    [4, '777001'],
    [5, 'companies/c-1/locations/l-1'],
  ] as const;
  // The demo links some of Ballard's pages already: these replace them.
  for (const [sourceId, externalLocationId] of links) {
    await t.db
      .insert(reviewSyncStates)
      .values({ accountId, locationId: id, sourceId, externalLocationId })
      .onConflictDoUpdate({
        target: [reviewSyncStates.locationId, reviewSyncStates.sourceId, reviewSyncStates.accountId],
        set: { externalLocationId },
      });
  }
  // Fremont has no page linked at any of them.
  await t.db
    .delete(reviewSyncStates)
    .where(and(eq(reviewSyncStates.locationId, unlinked), inArray(reviewSyncStates.sourceId, [2, 3, 4, 5])));

  // Every directory holds what Repute wants for Ballard, but Facebook has an old phone and Apple an old website.
  const diff = await client(t, readOnly).get(`/api/local_listings/locations/${id}/diff/google_maps`);
  const want = diff.json().target as ListingValues;
  facebook.addUser('EAAuser-northwind', ['5551001']);
  const days = {
    monday: 'mon',
    tuesday: 'tue',
    wednesday: 'wed',
    thursday: 'thu',
    friday: 'fri',
    saturday: 'sat',
    sunday: 'sun',
  };
  facebook.pages.set('5551001', {
    id: '5551001',
    name: want.public_name ?? '',
    phone: '(206) 555-0999',
    website: want.website ?? undefined,
    hours: Object.fromEntries(
      rangesOfWeek(want.hours).flatMap((range) => [
        [`${days[range.day]}_1_open`, range.open],
        [`${days[range.day]}_1_close`, range.close],
      ]),
    ),
    location: {
      street: want.address ?? '',
      city: want.city ?? '',
      state: want.state_code ?? '',
      zip: want.zipcode ?? '',
    },
    link: 'https://www.facebook.com/5551001',
  });
  apple.locations.set('companies/c-1/locations/l-1', {
    id: 'l-1',
    etag: 'etag-0',
    state: 'PUBLISHED',
    locationDetails: appleDetailsOf({ categories: ['health.dentist'] }, { ...want, website: 'https://old.example' }),
  });
  yelp.details.set('northwind-dental-ballard', {
    id: 'northwind-dental-ballard',
    name: want.public_name,
    url: 'https://www.yelp.com/biz/northwind-dental-ballard',
    phone: want.phone,
    is_closed: false,
    categories: [{ title: want.category_name }],
    location: { address1: want.address, city: want.city, state: want.state_code, zip_code: want.zipcode },
    hours: [
      {
        hours_type: 'REGULAR',
        open: rangesOfWeek(want.hours).map((range) => ({
          day: Object.keys(days).indexOf(range.day),
          start: range.open.replace(':', ''),
          end: range.close.replace(':', ''),
        })),
      },
    ],
    special_hours: want.special_hours.map((entry) => ({
      date: entry.start_date,
      is_closed: entry.closed,
      start: entry.hours[0]?.open_time.replace(':', '') ?? null,
      end: entry.hours[0]?.close_time.replace(':', '') ?? null,
    })),
  });
  tripadvisor.details.set('777001', {
    location_id: '777001',
    name: want.public_name,
    phone: want.phone,
    website: want.website,
    address_obj: { street1: want.address, city: want.city, state: want.state_code, postalcode: want.zipcode },
    hours: {
      periods: rangesOfWeek(want.hours).map((range) => {
        const day = Object.keys(days).indexOf(range.day) + 1;
        return { open: { day, time: range.open.replace(':', '') }, close: { day, time: range.close.replace(':', '') } };
      }),
    },
  });
  await engine().scan(accountId, [id, unlinked]);
});

afterAll(async () => {
  await Promise.all([google.close(), facebook.close(), apple.close(), yelp.close(), tripadvisor.close()]);
});

describe('Local Listings against each directory (real clients, local fakes)', () => {
  it('scans every directory: held fields only, the difference named, unlinked locations pending claim, Bing not available', async () => {
    const entries = await directoriesOf(id);
    expect(entryOf(entries, 'facebook')).toMatchObject({
      status: 'not_in_sync',
      status_description: 'Fields not in sync: phone_number',
    });
    expect(entryOf(entries, 'apple_maps')).toMatchObject({
      status: 'not_in_sync',
      status_description: 'Fields not in sync: website',
    });
    // Yelp has no website and Tripadvisor no holiday hours: what they do not hold is not a difference.
    expect(entryOf(entries, 'yelp_api')).toMatchObject({ status: 'in_sync' });
    expect(entryOf(entries, 'trip_advisor')).toMatchObject({ status: 'in_sync' });
    expect(entryOf(entries, 'bing')).toMatchObject({
      status: 'not_available',
      status_description: 'Bing Places has no public API to read or write listings',
    });
    const other = await directoriesOf(unlinked);
    for (const code of ['facebook', 'apple_maps', 'yelp_api', 'trip_advisor']) {
      expect(entryOf(other, code)?.status, code).toBe('pending_claim');
    }
  });

  it('publishes to Facebook (Page token) and Apple (etag) what differs, and both are then in sync', async () => {
    const published = await client(t, manager).post('/api/local_listings/publish', { location_ids: [id] });
    expect(published.statusCode).toBe(200);
    await engine().publishDue();
    expect(facebook.updates).toEqual([{ pageId: '5551001', fields: ['phone'] }]);
    expect(apple.updates).toEqual([{ name: 'companies/c-1/locations/l-1', ifMatch: 'etag-0' }]);
    const entries = await directoriesOf(id);
    expect(entryOf(entries, 'facebook')?.status).toBe('in_sync');
    expect(entryOf(entries, 'apple_maps')?.status).toBe('in_sync');
    expect(yelp.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('writes nothing to a directory switched off, not even a change queued before, and shows it out of sync', async () => {
    const page = facebook.pages.get('5551001');
    if (!page) throw new Error('Facebook page missing');
    page.phone = '(206) 555-0888';
    await engine().scan(manager.account_id, [id]);
    expect((await client(t, manager).post('/api/local_listings/publish', { location_ids: [id] })).statusCode).toBe(200);
    const off = await client(t, manager).post('/api/location_source_overrides', {
      location_id: id,
      source_id: 2,
      enabled: false,
    });
    expect(off.statusCode).toBe(201);
    const before = facebook.updates.length;
    await engine().publishDue();
    expect(facebook.updates.length).toBe(before);
    expect(entryOf(await directoriesOf(id), 'facebook')?.status).toBe('not_in_sync');
    await client(t, manager).post('/api/local_listings/publish', { location_ids: [id] });
    await engine().publishDue();
    expect(facebook.updates.length).toBe(before);

    await client(t, manager).patch(`/api/location_source_overrides/${off.json().id}`, { enabled: true });
    await client(t, manager).post('/api/local_listings/publish', { location_ids: [id] });
    await engine().publishDue();
    expect(facebook.updates.slice(before)).toEqual([{ pageId: '5551001', fields: ['phone'] }]);
  });

  it('a Facebook connection that expired shows action required; without settings each directory says why not', async () => {
    await t.db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(oauthTokens.accountId, manager.account_id), eq(oauthTokens.sourceId, 2)));
    expect(entryOf(await directoriesOf(id), 'facebook')).toMatchObject({
      status: 'action_required',
      status_description: 'Ensure you have access to this location',
    });
    directories = connectorsWith(false);
    const entries = await directoriesOf(id);
    expect(entryOf(entries, 'apple_maps')).toMatchObject({
      status: 'not_available',
      status_description:
        'Apple Business Connect needs Apple’s approval: its partner credentials (APPLE_BUSINESS_CONNECT_CLIENT_ID, APPLE_BUSINESS_CONNECT_CLIENT_SECRET) are not configured',
    });
    expect(entryOf(entries, 'yelp_api')?.status_description).toBe(
      'Yelp listings are read with a Yelp Fusion API key (YELP_API_KEY), which is not configured',
    );
    expect(entryOf(entries, 'trip_advisor')?.status_description).toBe(
      'Tripadvisor listings are read with a Content API key (TRIPADVISOR_API_KEY), which is not configured',
    );
    const integrations = (await client(t, readOnly).get('/api/local_listings/integration_overview')).json();
    expect(
      integrations.directories.find((entry: { directory_code: string }) => entry.directory_code === 'bing'),
    ).toMatchObject({
      available: false,
      reason: 'Bing Places has no public API to read or write listings',
    });
  });
});
