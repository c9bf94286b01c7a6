import { describe, expect, it } from 'vitest';
import { locationIdByName } from '../../../test/fixtures';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { readOnly, harbor },
} = useTestApp({ logins: { readOnly: 'readonly@northwind.example', harbor: 'owner@harbor.example' } });

type Listed = { name: string; supports_reviews: boolean; supports_images: boolean };
const names = (body: { _embedded: { sources: Listed[] } }) => body._embedded.sources.map((source) => source.name);

describe('GET /sources', () => {
  it('lists the catalogue by ordinal then name, 25 a page', async () => {
    const body = (await client(t, readOnly).get('/api/sources?sort=ordinal,name')).json();
    expect(body._embedded.sources).toHaveLength(25);
    expect(body._total).toBeGreaterThan(25);
    expect(names(body).slice(0, 8)).toEqual([
      'Customer Feedback',
      'Google',
      'Facebook',
      'Yelp',
      'TripAdvisor',
      'Apple Maps',
      'Bing',
      'Trustpilot',
    ]);
    expect(body._embedded.sources[1]).toMatchObject({
      id: 1,
      code: 'google',
      directory_code: 'google_maps',
      supports_reviews: true,
      supports_images: true,
      supports_responses: true,
    });
  });

  it('filters by keywords, supports_reviews, supports_images and imagesOnly', async () => {
    expect(names((await client(t, readOnly).get('/api/sources?keywords=health')).json())).toEqual(['Healthgrades']);
    const reviews = (await client(t, readOnly).get('/api/sources?supports_reviews=true&per_page=100')).json();
    expect(reviews._embedded.sources.every((source: Listed) => source.supports_reviews)).toBe(true);
    expect(names(reviews)).not.toContain('Bing');
    const images = (await client(t, readOnly).get('/api/sources?supports_images=true&per_page=100')).json();
    expect(names(images)).toEqual(expect.arrayContaining(['Google', 'Apple Maps', 'Instagram']));
    const imagesOnly = (await client(t, readOnly).get('/api/sources?imagesOnly=true&per_page=100')).json();
    expect(names(imagesOnly)).toEqual(['Apple Maps', 'Bing', 'Instagram']);
  });

  it('answers a source by id, and 404 for an unknown one', async () => {
    expect((await client(t, readOnly).get('/api/sources/3')).json()).toMatchObject({
      name: 'Yelp',
      feedback_forbidden: true,
    });
    expect((await client(t, readOnly).get('/api/sources/999')).statusCode).toBe(404);
  });
});

describe('GET /urls', () => {
  const locationId = (name: string) => locationIdByName(t, name);

  it("lists a location's review-site URLs in source order", async () => {
    const id = await locationId('Northwind Dental - Ballard');
    const response = await client(t, readOnly).get(
      `/api/urls?account_id=${readOnly.account_id}&location_id=${id}&sort=ordinal&per_page=250`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._embedded.urls.map((url: { source_name: string }) => url.source_name)).toEqual([
      'Google',
      'Facebook',
      'Yelp',
      'Healthgrades',
      'Zocdoc',
      'Vitals',
    ]);
    expect(body._embedded.urls[0]).toMatchObject({
      location_id: id,
      request_reviews: true,
      url: 'https://search.google.com/local/writereview?placeid=sandbox-northwind-dental-ballard',
    });
    const byName = (await client(t, readOnly).get(`/api/urls?location_id=${id}&sort[by]=name&sort[order]=desc`)).json();
    const sourceNames = byName._embedded.urls.map((url: { source_name: string }) => url.source_name);
    expect(sourceNames).toEqual([...sourceNames].sort((a: string, b: string) => b.localeCompare(a)));
    const stored = (await client(t, readOnly).get(`/api/urls?location_id=${id}&sort=-source_id&per_page=2`)).json();
    expect(stored._embedded.urls.map((url: { source_id: number }) => url.source_id)).toEqual(
      body._embedded.urls
        .map((url: { source_id: number }) => url.source_id)
        .sort((a: number, b: number) => b - a)
        .slice(0, 2),
    );
    const unknownSort = await client(t, readOnly).get(`/api/urls?location_id=${id}&sort=ordinal,secret`);
    expect(unknownSort.statusCode).toBe(400);
    expect(unknownSort.json().fields.sort).toBeDefined();
  });

  it('leaves out review-request URLs and sources that forbid asking for feedback when told', async () => {
    const id = await locationId('Bluebird Bistro - Evanston');
    const bluebird = await login(t, 'owner@bluebird.example');
    const all = (await client(t, bluebird).get(`/api/urls?location_id=${id}`)).json();
    expect(all._total).toBe(5);
    const filtered = (
      await client(t, bluebird).get(
        `/api/urls?location_id=${id}&exclude_request_reviews=true&source_feedback_forbidden=false`,
      )
    ).json();
    expect(filtered._embedded.urls.map((url: { source_name: string }) => url.source_name)).toEqual([
      'Facebook',
      'TripAdvisor',
      'OpenTable',
    ]);
  });

  it("shows nothing of another account's URLs", async () => {
    const id = await locationId('Northwind Dental - Ballard');
    expect((await client(t, harbor).get(`/api/urls?location_id=${id}`)).json()._total).toBe(0);
    const other = await client(t, harbor).get(`/api/urls?account_id=${readOnly.account_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Account not found');
    const [first] = (await client(t, readOnly).get(`/api/urls?location_id=${id}`)).json()._embedded.urls;
    expect((await client(t, readOnly).get(`/api/urls/${first.id}`)).statusCode).toBe(200);
    expect((await client(t, harbor).get(`/api/urls/${first.id}`)).statusCode).toBe(404);
  });
});
