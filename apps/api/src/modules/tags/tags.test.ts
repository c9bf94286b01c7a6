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

  it('tags every selected review at once (POST /review_tags/bulk), creating the tag once', async () => {
    const api = client(t, admin);
    const ids: number[] = (await api.get('/api/reviews?per_page=3'))
      .json()
      ._embedded.reviews.map((r: { id: number }) => r.id);
    await api.post('/api/review_tags', { review_id: ids[0], name: 'Bulk follow up' });
    const bulk = await api.post('/api/review_tags/bulk', { review_ids: [...ids, ids[1]], name: 'bulk follow up' });
    expect(bulk.statusCode).toBe(201);
    expect(bulk.json()).toMatchObject({
      tag: { name: 'Bulk follow up', account_id: admin.account_id },
      review_ids: ids,
    });
    for (const id of ids) {
      const tags = (await api.get(`/api/review_tags?review_id=${id}`)).json()._embedded.review_tags;
      expect(tags.filter((tag: { name: string }) => tag.name === 'Bulk follow up')).toHaveLength(1);
    }
    expect((await api.get('/api/tags?keywords=bulk%20follow')).json()._total).toBe(1);

    const limited = await login(t, 'limited@northwind.example');
    expect(
      (await client(t, limited).post('/api/review_tags/bulk', { review_ids: ids, name: 'Limited' })).statusCode,
    ).toBe(201);
    const readOnly = await login(t, 'readonly@northwind.example');
    expect(
      (await client(t, readOnly).post('/api/review_tags/bulk', { review_ids: ids, name: 'Nope' })).statusCode,
    ).toBe(403);
    expect((await api.post('/api/review_tags/bulk', { review_ids: [], name: 'Empty' })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await api.post('/api/review_tags/bulk', { review_ids: tooMany, name: 'Many' })).statusCode).toBe(400);
    expect((await api.post('/api/review_tags/bulk', { review_ids: ids, name: ' ' })).statusCode).toBe(400);
  });

  it("answers 404 and tags nothing when one review is another account's", async () => {
    const api = client(t, admin);
    const mine: number = (await api.get('/api/reviews?per_page=1')).json()._embedded.reviews[0].id;
    const other = await login(t, 'owner@harbor.example');
    const theirs: number = (await client(t, other).get('/api/reviews?per_page=1')).json()._embedded.reviews[0].id;
    // The same call with the caller's own review alone succeeds: the 404 is the other account's review.
    expect((await api.post('/api/review_tags/bulk', { review_ids: [mine], name: 'Own only' })).statusCode).toBe(201);
    const refused = await api.post('/api/review_tags/bulk', { review_ids: [mine, theirs], name: 'Cross account' });
    expect(refused.statusCode).toBe(404);
    expect((await api.get('/api/tags?keywords=cross%20account')).json()._total).toBe(0);
    expect((await api.get(`/api/review_tags?review_id=${mine}`)).json()._embedded.review_tags).not.toContainEqual(
      expect.objectContaining({ name: 'Cross account' }),
    );
    expect((await client(t, other).get(`/api/review_tags?review_id=${theirs}`)).json()._embedded.review_tags).toEqual(
      [],
    );
  });
});
