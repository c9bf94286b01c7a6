import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locationIdByName } from '../../../test/fixtures';
import { client, useTestApp } from '../../../test/test-app';
import { reviewSyncStates } from '../../platform/db/schema';

let ballard: number;
let fremont: number;

type Page = { id: number; source_id: number; url: string; review_sync: Record<string, unknown> | null };

const {
  t,
  sessions: { manager, readOnly, harbor },
} = useTestApp({
  logins: {
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    harbor: 'owner@harbor.example',
  },
});
beforeAll(async () => {
  ballard = await locationIdByName(t, 'Northwind Dental - Ballard');
  fremont = await locationIdByName(t, 'Northwind Dental - Fremont');
});

async function pagesOf(locationId: number, session = manager): Promise<Page[]> {
  return (await client(t, session).get(`/api/urls?location_id=${locationId}`)).json()._embedded.urls;
}

/** Removes the seeded page of a source so a test can add its own. */
async function removeSeeded(locationId: number, sourceId: number) {
  const page = (await pagesOf(locationId)).find((item) => item.source_id === sourceId);
  if (page) expect((await client(t, manager).delete(`/api/urls/${page.id}`)).statusCode).toBe(200);
}

async function stateOf(locationId: number, sourceId: number) {
  const [row] = await t.db
    .select()
    .from(reviewSyncStates)
    .where(and(eq(reviewSyncStates.locationId, locationId), eq(reviewSyncStates.sourceId, sourceId)));
  return row;
}

async function queuedSyncs(locationId: number, sourceId: number) {
  const result = await t.db.execute<{ data: { full?: boolean } }>(
    sql`select data from pgboss.job where name = 'reviews.sync'
        and (data->>'locationId')::int = ${locationId} and (data->>'sourceId')::int = ${sourceId}`,
  );
  return result.rows.map((row) => row.data);
}

describe('POST /urls: a location page on a review site links the sync to the location at the source', () => {
  it('Yelp: stores the business alias, drops the cursor and queues a full sync', async () => {
    await removeSeeded(ballard, 3);
    await t.db
      .update(reviewSyncStates)
      .set({ cursor: '{"since":"2024-01-01"}' })
      .where(and(eq(reviewSyncStates.locationId, ballard), eq(reviewSyncStates.sourceId, 3)));
    const response = await client(t, manager).post('/api/urls', {
      account_id: manager.account_id,
      location_id: ballard,
      source_id: 3,
      url: 'https://www.yelp.com/biz/northwind-dental-ballard-seattle-2?osq=Dentists',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      location_id: ballard,
      source_id: 3,
      source_name: 'Yelp',
      url: 'https://www.yelp.com/biz/northwind-dental-ballard-seattle-2',
      review_sync: { external_location_id: 'northwind-dental-ballard-seattle-2' },
    });
    const state = await stateOf(ballard, 3);
    expect(state).toMatchObject({ externalLocationId: 'northwind-dental-ballard-seattle-2', cursor: null });
    expect(await queuedSyncs(ballard, 3)).toEqual([expect.objectContaining({ full: true })]);
  });

  it('Facebook: stores the Page username, or the id of profile.php?id=', async () => {
    await removeSeeded(ballard, 2);
    const byName = await client(t, manager).post('/api/urls', {
      location_id: ballard,
      source_id: 2,
      url: 'facebook.com/NorthwindDentalBallard/reviews',
    });
    expect(byName.statusCode).toBe(201);
    expect((await stateOf(ballard, 2))?.externalLocationId).toBe('NorthwindDentalBallard');

    const changed = await client(t, manager).patch(`/api/urls/${byName.json().id}`, {
      url: 'https://www.facebook.com/profile.php?id=100063512345678',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().review_sync.external_location_id).toBe('100063512345678');
    expect((await stateOf(ballard, 2))?.externalLocationId).toBe('100063512345678');
  });

  it('Google: takes the Business Profile location name and creates the missing state row', async () => {
    await removeSeeded(fremont, 1);
    await t.db
      .delete(reviewSyncStates)
      .where(and(eq(reviewSyncStates.locationId, fremont), eq(reviewSyncStates.sourceId, 1)));
    const response = await client(t, manager).post('/api/urls', {
      location_id: fremont,
      source_id: 1,
      url: ' accounts/1234567890/locations/987654321 ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      url: 'accounts/1234567890/locations/987654321',
      review_sync: { external_location_id: 'accounts/1234567890/locations/987654321', source_count: null },
    });
    expect(await stateOf(fremont, 1)).toMatchObject({ accountId: manager.account_id, localCount: 0, cursor: null });
  });

  it('Google: a page with a web address keeps it when its location name is given, and only the sync changes', async () => {
    const google = (await pagesOf(ballard)).find((item) => item.source_id === 1) as Page;
    const response = await client(t, manager).patch(`/api/urls/${google.id}`, { url: 'accounts/42/locations/7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      url: google.url,
      request_reviews: true,
      review_sync: { external_location_id: 'accounts/42/locations/7' },
    });
    expect(await stateOf(ballard, 1)).toMatchObject({ externalLocationId: 'accounts/42/locations/7', cursor: null });
    expect(await queuedSyncs(ballard, 1)).toHaveLength(1);
    const again = await client(t, manager).patch(`/api/urls/${google.id}`, { url: 'accounts/42/locations/7' });
    expect(again.statusCode).toBe(200);
    const refused = await client(t, manager).patch(`/api/urls/${google.id}`, { url: 'https://maps.google.com/?cid=1' });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses addresses that do not parse for their source, with a message that says what to enter', async () => {
    await removeSeeded(fremont, 3);
    const cases = [
      { source_id: 1, url: 'https://maps.app.goo.gl/AbCdEf123', message: /accounts\/\{account id\}\/locations/ },
      { source_id: 1, url: 'https://www.google.com/maps/place/Northwind', message: /Maps link does not carry it/ },
      { source_id: 2, url: 'https://www.facebook.com/groups/123', message: /facebook\.com\/\{page name\}/ },
      { source_id: 2, url: 'https://example.com/northwind', message: /Facebook Page address/ },
      { source_id: 3, url: 'https://www.yelp.com/search?find_desc=dentist', message: /yelp\.com\/biz/ },
      { source_id: 3, url: 'not a url', message: /Yelp business page/ },
      { source_id: 8, url: 'javascript:alert(1)', message: /starting with https/ },
    ];
    for (const { source_id, url, message } of cases) {
      const response = await client(t, manager).post('/api/urls', { location_id: fremont, source_id, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.stringMatching(message) });
      expect(response.json().fields.url).toHaveLength(1);
    }
    const noReviews = await client(t, manager).post('/api/urls', {
      location_id: fremont,
      source_id: 5,
      url: 'https://maps.apple.com/?q=Northwind',
    });
    expect(noReviews.statusCode).toBe(400);
    expect(noReviews.json().message).toBe('Choose a review source');
  });

  it('answers 409 for a second page of the same source', async () => {
    const response = await client(t, manager).post('/api/urls', {
      location_id: ballard,
      source_id: 8,
      url: 'https://www.healthgrades.com/group-directory/other',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'Conflict',
      code: 'conflict',
      message: 'This location already has a page for that source. Edit or remove it instead.',
    });
  });

  it('stores other sources as given, without a sync state', async () => {
    const response = await client(t, manager).post('/api/urls', {
      location_id: ballard,
      source_id: 4,
      url: 'https://www.tripadvisor.com/Attraction_Review-northwind',
      request_reviews: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ source_name: 'TripAdvisor', request_reviews: true, review_sync: null });
    expect(await stateOf(ballard, 4)).toBeUndefined();
  });
});

describe('DELETE /urls/{id}', () => {
  it('removes the page and clears where the location is at the source', async () => {
    const page = (await pagesOf(ballard)).find((item) => item.source_id === 3);
    expect(page?.review_sync?.external_location_id).toBe('northwind-dental-ballard-seattle-2');
    const response = await client(t, manager).delete(`/api/urls/${page?.id}`);
    expect(response.statusCode).toBe(200);
    expect((await stateOf(ballard, 3))?.externalLocationId).toBeNull();
    expect((await pagesOf(ballard)).some((item) => item.source_id === 3)).toBe(false);
    expect((await client(t, manager).get(`/api/urls/${page?.id}`)).statusCode).toBe(404);
  });
});

describe('GET /urls: the reconciliation of each page', () => {
  it('shows the source count against ours, and the difference when reviews are missing', async () => {
    const page = (await pagesOf(ballard)).find((item) => item.source_id === 1);
    const local = (await stateOf(ballard, 1))?.localCount ?? 0;
    await t.db
      .update(reviewSyncStates)
      .set({ sourceCount: local + 2, lastError: 'Google: quota exceeded' })
      .where(and(eq(reviewSyncStates.locationId, ballard), eq(reviewSyncStates.sourceId, 1)));
    const listed = (await pagesOf(ballard, readOnly)).find((item) => item.id === page?.id);
    expect(listed?.review_sync).toMatchObject({
      source_count: local + 2,
      local_count: local,
      difference: 2,
      last_error: 'Google: quota exceeded',
      last_synced_at: expect.any(String),
    });
    expect((await client(t, readOnly).get(`/api/urls/${page?.id}`)).json().review_sync.difference).toBe(2);
  });
});

describe('permissions and tenancy', () => {
  it('refuses Read Only (403) and answers other accounts 404', async () => {
    const page = (await pagesOf(ballard)).find((item) => item.source_id === 1) as Page;
    const body = { location_id: fremont, source_id: 3, url: 'https://www.yelp.com/biz/northwind-fremont' };
    expect((await client(t, readOnly).post('/api/urls', body)).statusCode).toBe(403);
    expect((await client(t, readOnly).patch(`/api/urls/${page.id}`, { url: body.url })).statusCode).toBe(403);
    expect((await client(t, readOnly).delete(`/api/urls/${page.id}`)).statusCode).toBe(403);

    expect((await client(t, harbor).post('/api/urls', body)).statusCode).toBe(404);
    expect((await client(t, harbor).post('/api/urls', { ...body, account_id: manager.account_id })).statusCode).toBe(
      404,
    );
    expect((await client(t, harbor).patch(`/api/urls/${page.id}`, { url: 'accounts/1/locations/2' })).statusCode).toBe(
      404,
    );
    expect((await client(t, harbor).delete(`/api/urls/${page.id}`)).statusCode).toBe(404);
    expect((await client(t, manager).get(`/api/urls/${page.id}`)).statusCode).toBe(200);
  });
});
