import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

describe('tags and review tags', () => {
  it('creates tags, finds them by type-ahead, tags and untags a review by name', async () => {
    const api = client(t, admin);
    const created = await api.post('/api/tags', { name: 'VIP patient' });
    expect(created.statusCode).toBe(201);
    const typeahead = (await api.get('/api/tags?keywords=vip&search_type=typeahead')).json();
    expect(typeahead._embedded.tags.map((tag: { name: string }) => tag.name)).toEqual(['VIP patient']);
    expect((await api.get('/api/tags?keywords=patient&search_type=typeahead')).json()._total).toBe(0);

    const reviewId = (await api.get('/api/reviews?per_page=1')).json()._embedded.reviews[0].id;
    const tagged = await api.post('/api/review_tags', { review_id: reviewId, name: 'vip patient' });
    expect(tagged.statusCode).toBe(201);
    expect(tagged.json()).toMatchObject({ name: 'VIP patient', review_id: reviewId, account_id: admin.account_id });
    const listed = (await api.get(`/api/review_tags?review_id=${reviewId}`)).json();
    expect(listed._embedded.review_tags.map((tag: { name: string }) => tag.name)).toContain('VIP patient');
    const review = (await api.get(`/api/reviews/${reviewId}`)).json();
    expect(review.tags.map((tag: { name: string }) => tag.name)).toContain('VIP patient');

    const removed = await api.delete(
      `/api/review_tags?account_id=${admin.account_id}&review_id=${reviewId}&name=VIP%20patient`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await api.get(`/api/review_tags?review_id=${reviewId}`)).json()._embedded.review_tags).not.toContainEqual(
      expect.objectContaining({ name: 'VIP patient' }),
    );
    expect((await api.delete(`/api/tags/${created.json().id}`)).statusCode).toBe(200);
  });

  it('keeps Read Only users to reading', async () => {
    const readOnly = await login(t, 'readonly@northwind.example');
    expect((await client(t, readOnly).get('/api/tags')).statusCode).toBe(200);
    expect((await client(t, readOnly).post('/api/tags', { name: 'Nope' })).statusCode).toBe(403);
  });

  it('lets a Limited User tag and untag reviews but not delete account-wide tags', async () => {
    const limited = await login(t, 'limited@northwind.example');
    const api = client(t, limited);
    const reviewId = (await api.get('/api/reviews?per_page=1')).json()._embedded.reviews[0].id;
    const tagged = await api.post('/api/review_tags', { review_id: reviewId, name: 'Follow up' });
    expect(tagged.statusCode).toBe(201);
    const untagged = await api.delete(`/api/review_tags?review_id=${reviewId}&name=Follow%20up`);
    expect(untagged.statusCode).toBe(200);
    const [tag] = (await api.get('/api/tags?keywords=Follow%20up')).json()._embedded.tags;
    expect((await api.delete(`/api/tags/${tag.id}`)).statusCode).toBe(403);
    expect((await client(t, admin).get('/api/tags?keywords=Follow%20up')).json()._total).toBe(1);
    expect((await api.get('/api/auth')).json().permissions.tag).toEqual(['create', 'read']);
  });
});
