import { addDays, competitorOverviewSchema, todayIn } from '@repute/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../../../test/fakes/fake-google-places';
import { type FakeYelp, startFakeYelp } from '../../../test/fakes/fake-yelp';
import { client, useTestApp } from '../../../test/test-app';
import { createCompetitorPlaces } from '../../connectors/competitor-places';
import { createGooglePlaces } from '../../connectors/google-places';
import { createYelpBusinesses } from '../../connectors/yelp-businesses';
import { accounts } from '../../platform/db/schema';

let google: FakeGooglePlaces;
let yelp: FakeYelp;

beforeAll(async () => {
  [google, yelp] = await Promise.all([startFakeGooglePlaces('places-key'), startFakeYelp('yelp-key')]);
});
afterAll(async () => {
  await Promise.all([google.close(), yelp.close()]);
});

// The real clients against the fakes: the demo's competitors were seeded from the sandbox, new ones come from here.
const {
  t,
  sessions: { admin, limited, bluebird },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    limited: 'limited@northwind.example',
    bluebird: 'owner@bluebird.example',
  },
  app: () => ({
    connectors: {
      competitorPlaces: createCompetitorPlaces({
        google: createGooglePlaces({ apiKey: 'places-key', baseUrl: google.url }),
        yelp: createYelpBusinesses({ apiKey: 'yelp-key', baseUrl: yelp.url }),
      }),
    },
  }),
});

type OverviewRow = {
  location_id: number;
  location_name: string;
  rating: number | null;
  rank: number;
  of: number;
  competitors: {
    id: number;
    name: string;
    rating: number | null;
    review_count: number;
    new_reviews: number;
    response_rate: number | null;
  }[];
};

/**
 * The overview is written without the serializer's check (decision 0164): its answers are checked here instead,
 * whole, and with nothing beyond the contract (a field the schema strips makes the two differ).
 */
function expectOverviewContract(body: unknown) {
  expect(competitorOverviewSchema.parse(body)).toEqual(body);
}

const accountIdOf = async () => (await client(t, admin).get('/api/auth')).json().account_id as number;

describe('GET /reports/{account_id}/competitor/overview', () => {
  it('puts every location against its approved competitors over the last six months, with a monthly trend', async () => {
    const accountId = await accountIdOf();
    const response = await client(t, admin).get(`/api/reports/${accountId}/competitor/overview`);
    expect(response.statusCode).toBe(200);
    const report = response.json() as { from: string; to: string; locations: OverviewRow[]; trend: unknown[] };
    expectOverviewContract(report);
    // Today where the account is: the report's window ends there (its time zone, not the test machine's).
    const [account] = await t.db
      .select({ timeZone: accounts.timeZone })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    expect(report.to).toBe(todayIn(account?.timeZone ?? 'unknown'));
    expect(report.locations.length).toBeGreaterThan(5);
    for (const row of report.locations) {
      // The seed approves four of the six neighbours of every location.
      expect(row.competitors).toHaveLength(4);
      expect(row.of).toBe(5);
      expect(row.rank).toBeGreaterThanOrEqual(1);
      expect(row.rank).toBeLessThanOrEqual(5);
      for (const competitor of row.competitors) {
        expect(competitor.rating).toBeGreaterThan(0);
        expect(competitor.review_count).toBeGreaterThan(competitor.new_reviews);
        expect(competitor.new_reviews).toBeGreaterThan(0);
        // Neither Google Places nor Yelp shows owners' answers: unknown, never a made-up share (decision 0164).
        expect(competitor.response_rate).toBeNull();
      }
    }
    expect(report.trend.length).toBeGreaterThanOrEqual(6);
    expect(report.trend[0]).toMatchObject({
      competitor_rating: expect.any(Number),
      own_new_reviews: expect.any(Number),
    });
  });

  it('narrows to the locations asked and to a window of its own', async () => {
    const accountId = await accountIdOf();
    const all = (await client(t, admin).get(`/api/reports/${accountId}/competitor/overview`)).json();
    const first = all.locations[0] as OverviewRow;
    const to = addDays(todayIn('UTC'), -30);
    const from = addDays(to, -59);
    const narrowed = (
      await client(t, admin).get(
        `/api/reports/${accountId}/competitor/overview?location_id=${first.location_id}&from=${from}&to=${to}`,
      )
    ).json();
    expectOverviewContract(narrowed);
    expect(narrowed.locations.map((row: OverviewRow) => row.location_id)).toEqual([first.location_id]);
    expect(narrowed).toMatchObject({ from, to });
    // One point per month the window touches.
    const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    expect(narrowed.trend).toHaveLength(monthIndex(to) - monthIndex(from) + 1);
  });

  it('refuses a window that ends before it starts, and both kinds of dates at once', async () => {
    const accountId = await accountIdOf();
    const backwards = await client(t, admin).get(
      `/api/reports/${accountId}/competitor/overview?from=2026-05-01&to=2026-04-01`,
    );
    expect(backwards.statusCode).toBe(400);
    const twice = await client(t, admin).get(
      `/api/reports/${accountId}/competitor/overview?from=2026-01-01&start_date=2026-01-01`,
    );
    expect(twice.statusCode).toBe(400);
  });

  it("answers 404 for another account's report and 403 to a user with competitor preview only", async () => {
    const accountId = await accountIdOf();
    expect((await client(t, bluebird).get(`/api/reports/${accountId}/competitor/overview`)).statusCode).toBe(404);
    expect((await client(t, limited).get(`/api/reports/${accountId}/competitor/overview`)).statusCode).toBe(403);
  });
});

describe('competitors of a location', () => {
  it('adds one by hand from a Yelp page, approves it at once, and lists it with its location', async () => {
    const location = (await client(t, admin).get('/api/locations?per_page=1')).json()._embedded.locations[0];
    const created = await client(t, admin).post('/api/competitors', {
      location_id: location.id,
      name: 'Gentle Giant Dental',
      address: '400 Pine St',
      yelp_url: 'https://www.yelp.com/biz/gentle-giant-dental-seattle?osq=dentist',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Gentle Giant Dental',
      status: 'approved',
      origin: 'manual',
      yelp_business_id: 'gentle-giant-dental-seattle',
      location_name: location.name,
      rating: null,
    });
    const listed = (await client(t, admin).get(`/api/competitors?location_id=${location.id}&per_page=50`)).json();
    expect(listed._embedded.competitors.map((row: { name: string }) => row.name)).toContain('Gentle Giant Dental');
    expect(listed._total).toBe(7);

    const bad = await client(t, admin).post('/api/competitors', {
      location_id: location.id,
      name: 'Nowhere',
      yelp_url: 'https://example.com/not-yelp',
    });
    expect(bad.statusCode).toBe(400);
    const id = created.json().id as number;
    expect((await client(t, bluebird).patch(`/api/competitors/${id}`, { status: 'rejected' })).statusCode).toBe(404);
    expect((await client(t, admin).patch(`/api/competitors/${id}`, { status: 'rejected' })).json().status).toBe(
      'rejected',
    );
    expect((await client(t, admin).delete(`/api/competitors/${id}`)).statusCode).toBe(204);
    expect((await client(t, admin).delete(`/api/competitors/${id}`)).statusCode).toBe(404);
  });

  it("suggests Google's nearby places of the location's kind, matched to their Yelp businesses", async () => {
    const location = (await client(t, admin).get('/api/locations?per_page=2')).json()._embedded.locations[1];
    const home = { latitude: 47.61, longitude: -122.33 };
    google.addPlace({
      id: 'ChIJhome-test-01',
      name: location.name,
      formattedAddress: '1 Home St',
      location: home,
      primaryType: 'dentist',
    });
    google.addPlace({
      id: 'ChIJnext-door-01',
      name: 'Next Door Dental',
      formattedAddress: '3 Home St',
      location: { latitude: 47.611, longitude: -122.33 },
      primaryType: 'dentist',
      rating: 4.4,
      userRatingCount: 120,
    });
    google.addPlace({
      id: 'ChIJbakery-0001',
      name: 'Bakery',
      formattedAddress: '5 Home St',
      location: home,
      primaryType: 'bakery',
    });
    yelp.details.set('next-door-dental-seattle', {
      id: 'next-door-dental-seattle',
      name: 'Next Door Dental',
      rating: 4,
      review_count: 60,
      coordinates: { latitude: 47.611, longitude: -122.33 },
    });
    await t.db.execute(sql`update locations set google_place_id = 'ChIJhome-test-01' where id = ${location.id}`);

    const suggested = await client(t, admin).post('/api/competitors/suggestions', { location_id: location.id });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json()._embedded.competitors).toEqual([
      expect.objectContaining({
        name: 'Next Door Dental',
        status: 'suggested',
        google_place_id: 'ChIJnext-door-01',
        yelp_business_id: 'next-door-dental-seattle',
      }),
    ]);
    // Asked again, nothing is new.
    const again = await client(t, admin).post('/api/competitors/suggestions', { location_id: location.id });
    expect(again.json()._embedded.competitors).toEqual([]);
  });
});

describe('brands, sources and the CSVs', () => {
  it("rolls each brand's competitor locations up", async () => {
    const brands = (await client(t, admin).get('/api/competitor_brands')).json()._embedded.competitor_brands;
    const smile = brands.find((brand: { name: string }) => brand.name === 'Smile Dental');
    const aspen = brands.find((brand: { name: string }) => brand.name === 'Aspen Dental Studio');
    expect(smile.location_count + aspen.location_count).toBeGreaterThan(5);
    expect(smile.rating ?? aspen.rating).toBeGreaterThan(0);
    const only = (await client(t, admin).get(`/api/competitor_brands?brand_ids=${smile.id}`)).json();
    expect(only._embedded.competitor_brands.map((brand: { id: number }) => brand.id)).toEqual([smile.id]);
  });

  it('lists the sources competitors are read from, with rtx_source_id', async () => {
    const accountId = await accountIdOf();
    const response = await client(t, admin).get(`/api/intel/accounts/${accountId}/sources`);
    expect(response.json()._embedded.sources).toEqual([
      expect.objectContaining({ id: 1, code: 'google', rtx_source_id: 1, competitor_count: expect.any(Number) }),
      expect.objectContaining({ id: 3, code: 'yelp', rtx_source_id: 3 }),
    ]);
  });

  it('downloads the overview and the brands as CSVs', async () => {
    const overview = await client(t, admin).get('/api/export/csv/intel/locations');
    expect(overview.statusCode).toBe(200);
    expect(overview.headers['content-type']).toContain('text/csv');
    const lines = overview.body.trim().split('\n');
    expect(lines[0]).toContain('location_id,location_name,type,name,brand,rank,rating,review_count,new_reviews');
    expect(lines.some((line) => line.includes(',competitor,'))).toBe(true);
    const brands = await client(t, admin).get('/api/intel/locations/tags_overview/export');
    expect(brands.body).toContain('Smile Dental');
    expect((await client(t, limited).get('/api/export/csv/intel/locations')).statusCode).toBe(403);
  });
});

describe('the daily refresh', () => {
  it('reads every place once a day, and after a spent quota goes on without reading any twice', async () => {
    // The demo's sandbox places are not on the fakes: set aside, the refresh reads five places Google knows.
    await t.db.execute(sql`update competitors set status = 'rejected' where google_place_id like 'sandbox-%'`);
    const location = (await client(t, admin).get('/api/locations?per_page=1')).json()._embedded.locations[0];
    for (let index = 1; index <= 5; index += 1) {
      const id = `ChIJrefresh-0${index}`;
      google.addPlace({
        id,
        name: `Refresh Dental ${index}`,
        formattedAddress: `${index} Refresh St`,
        location: { latitude: 40, longitude: -100 },
        primaryType: 'dentist',
        rating: 4,
        userRatingCount: 10 * index,
      });
      const created = await client(t, admin).post('/api/competitors', {
        location_id: location.id,
        name: `Refresh Dental ${index}`,
        google_place_id: id,
      });
      expect(created.statusCode).toBe(201);
    }
    const day = todayIn('UTC');
    const refresh = t.services.competitorRefresh;
    google.requests.length = 0;
    google.quotaLeft = 3;
    await expect(refresh.refresh(day)).rejects.toMatchObject({ status: 429, retryable: true });
    google.quotaLeft = null;
    await refresh.refresh(day);
    const paths = google.requests.map((request) => request.url.pathname);
    // Six places (the five and the suggestion above): three read, the fourth refused (429) and asked first again
    // by the next run, which reads the rest: every place once but the refused one.
    expect(paths).toHaveLength(7);
    expect(new Set(paths).size).toBe(6);
    expect(paths[4]).toBe(paths[3]);
    const written = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from competitor_daily where day = ${day}::date and source_id = 1`,
    );
    // The five, and the suggestion of the test above (Next Door Dental).
    expect(written.rows[0]?.n).toBe(6);
    google.requests.length = 0;
    await refresh.refresh(day);
    expect(google.requests).toHaveLength(0);
    const listed = (await client(t, admin).get(`/api/competitors?location_id=${location.id}&per_page=50`)).json();
    const fifth = listed._embedded.competitors.find((row: { name: string }) => row.name === 'Refresh Dental 5');
    expect(fifth).toMatchObject({ rating: 4, review_count: 50, last_read_on: day });
  });
});

describe('scheduled competitor exports', () => {
  it('sends the brands of brand_ids only, as a CSV attached to the e-mail', async () => {
    const brands = (await client(t, admin).get('/api/competitor_brands')).json()._embedded.competitor_brands;
    const smile = brands.find((brand: { name: string }) => brand.name === 'Smile Dental');
    const subject = `Smile Dental brands ${Date.now()}`;
    const created = await client(t, admin).post('/api/scheduled_exports', {
      date_range_legend: 'six_months',
      filters: { dateDescriptor: 'sixMonths', brand_ids: String(smile.id) },
      recipient_user_ids: [admin.user_id, limited.user_id],
      email_frequency: 'daily',
      email_subject: subject,
      email_body: 'Our brands.',
      scheduled_time: '08:15',
      export_type: 'competitors_brands',
    });
    expect(created.statusCode, created.body).toBe(201);
    const runAt = new Date(created.json().next_run_at as string).getTime() + 1_000;
    const delivery = t.services.scheduledExportDelivery({ now: () => new Date(runAt) });
    expect(await delivery.deliverDue()).toEqual({ sent: 1 });
    const jobs = await t.db.execute<{ csv: string; to: string }>(sql`
      select data->'message'->'attachments'->0->>'content' as csv, data->'message'->>'to' as to from pgboss.job
      where name = 'mail.send' and data->'message'->>'subject' = ${subject}`);
    // The limited user holds competitor preview only: the export is not theirs to receive.
    expect(jobs.rows).toHaveLength(1);
    const csv = Buffer.from(jobs.rows[0]?.csv ?? '', 'base64').toString('utf8');
    expect(csv).toContain('brand_id,brand,locations,rating');
    expect(csv).toContain('Smile Dental');
    expect(csv).not.toContain('Aspen Dental Studio');
  });
});
