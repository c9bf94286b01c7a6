import { EXPERIENCE_CATEGORIES } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { readOnly, harbor },
} = useTestApp({ logins: { readOnly: 'readonly@northwind.example', harbor: 'owner@harbor.example' } });

type Listed = { _embedded: { categories: { category: string; name: string }[] }; _total: number };
const categories = (body: Listed) => body._embedded.categories.map((item) => item.category);

describe('GET /insights/{account_id}/categories', () => {
  it('lists the experience categories of spec 001 in order', async () => {
    const response = await client(t, readOnly).get(`/api/insights/${readOnly.account_id}/categories`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._total).toBe(12);
    expect(categories(body)).toEqual([...EXPERIENCE_CATEGORIES]);
    expect(body._embedded.categories[7]).toEqual({ category: 'care quality', name: 'Care quality' });
  });

  it('pages and searches by type-ahead', async () => {
    const page = (
      await client(t, readOnly).get(`/api/insights/${readOnly.account_id}/categories?per_page=5&page=3`)
    ).json();
    expect(categories(page)).toEqual(['wait time', 'facilities']);
    const typed = (
      await client(t, readOnly).get(
        `/api/insights/${readOnly.account_id}/categories?keywords=pat&search_type=typeahead`,
      )
    ).json();
    expect(categories(typed)).toEqual(['consumer/customer/patient']);
    const anywhere = (
      await client(t, readOnly).get(`/api/insights/${readOnly.account_id}/categories?keywords=ti`)
    ).json();
    expect(categories(anywhere)).toEqual(['consumer/customer/patient', 'location', 'wait time', 'facilities']);
  });

  it('answers 404 for another account and 403 without insights read', async () => {
    expect((await client(t, harbor).get(`/api/insights/${readOnly.account_id}/categories`)).statusCode).toBe(404);
    const limited = await login(t, 'limited@northwind.example');
    expect((await client(t, limited).get(`/api/insights/${limited.account_id}/categories`)).statusCode).toBe(403);
  });
});
