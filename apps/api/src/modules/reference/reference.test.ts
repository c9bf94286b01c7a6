import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { session },
} = useTestApp({ logins: { session: 'readonly@northwind.example' } });

const get = (url: string) => client(t, session).get(url);

describe('GET /countries', () => {
  it('lists the ISO countries, 500 a page', async () => {
    const body = (await get('/api/countries?nonce=1')).json();
    expect(body._total).toBe(249);
    expect(body._embedded.countries).toHaveLength(249);
    expect(body._embedded.countries).toEqual(
      expect.arrayContaining([
        { id: 236, code: 'US', name: 'United States' },
        { id: 41, code: 'CA', name: 'Canada' },
        { id: 235, code: 'GB', name: 'United Kingdom' },
        { id: 14, code: 'AU', name: 'Australia' },
      ]),
    );
  });

  it('type-ahead matches names that start with the typed text', async () => {
    const body = (await get('/api/countries?keywords=united&search_type=typeahead&per_page=500')).json();
    expect(body._embedded.countries.map((country: { code: string }) => country.code)).toEqual(['AE', 'GB', 'US', 'UM']);
    expect((await get('/api/countries?keywords=states&search_type=typeahead')).json()._total).toBe(0);
    expect((await get('/api/countries/236')).json()).toMatchObject({
      code: 'US',
      _links: { self: { href: '/api/countries/236' } },
    });
    expect((await get('/api/countries/9999')).statusCode).toBe(404);
  });
});

describe('GET /states', () => {
  it('filters by country_id with ISO subdivision codes', async () => {
    const us = (await get('/api/states?country_id=236&per_page=500')).json();
    expect(us._total).toBe(57);
    expect(us._embedded.states).toContainEqual({ id: 48, code: 'WA', name: 'Washington', country_id: 236 });
    const canada = (await get('/api/states?country_id=41')).json();
    expect(canada._total).toBe(13);
    expect(canada._embedded.states.map((state: { code: string }) => state.code)).toContain('QC');
    const uk = (await get('/api/states?country_id=235')).json();
    expect(uk._embedded.states.map((state: { code: string }) => state.code)).toEqual(['ENG', 'NIR', 'SCT', 'WLS']);
    const australia = (await get('/api/states?country_id=14')).json();
    expect(australia._total).toBe(8);
  });

  it('type-ahead within a country', async () => {
    const body = (await get('/api/states?country_id=236&keywords=new&search_type=typeahead')).json();
    expect(body._embedded.states.map((state: { name: string }) => state.name)).toEqual([
      'New Hampshire',
      'New Jersey',
      'New Mexico',
      'New York',
    ]);
    expect((await get('/api/states?country_id=14&keywords=new')).json()._embedded.states[0].code).toBe('NSW');
  });
});

describe('GET /categories', () => {
  it('pages a real category list 25 at a time', async () => {
    const body = (await get('/api/categories')).json();
    expect(body._total).toBeGreaterThan(300);
    expect(body._embedded.categories).toHaveLength(25);
    expect(body._total_pages).toBe(Math.ceil(body._total / 25));
  });

  it('finds categories by keywords, best match first', async () => {
    const dent = (await get('/api/categories?keywords=dentist&search_type=relevance')).json();
    expect(dent._embedded.categories[0]).toEqual({ id: 1, name: 'Dentist' });
    expect(dent._embedded.categories.map((category: { name: string }) => category.name)).toEqual(
      expect.arrayContaining(['Cosmetic Dentist', 'Pediatric Dentist']),
    );
    const gym = (await get('/api/categories?keywords=gym&search_type=typeahead')).json();
    expect(gym._embedded.categories[0].name).toBe('Gym');
    const sorted = (await get('/api/categories?keywords=restaurant&sort[by]=name&sort[order]=asc')).json();
    const listed = sorted._embedded.categories.map((category: { name: string }) => category.name);
    expect(listed).toEqual([...listed].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it("puts the Google listing's category first for a google_place_id", async () => {
    const body = (await get('/api/categories?google_place_id=sandbox-bluebird-bistro-logan-square')).json();
    expect(body._embedded.categories[0].name).toBe('French Restaurant');
  });

  it('answers one category by id', async () => {
    expect((await get('/api/categories/1')).json()).toMatchObject({ id: 1, name: 'Dentist' });
    expect((await get('/api/categories/100000')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await client(t).get('/api/categories')).statusCode).toBe(401);
  });
});
