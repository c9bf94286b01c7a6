import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, other },
} = useTestApp({ logins: { admin: 'admin@northwind.example', other: 'owner@bluebird.example' } });

const execute = (statement: string) => t.db.execute(sql.raw(statement));

type Created = { id: number; public_key: string; height: number; name: string };

async function createWidget(body: Record<string, unknown>): Promise<Created> {
  const response = await client(t, admin).post('/api/amplify/widgets', body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** One location of the account and a review written there now, as a sync would (returns the review's text). */
async function addReview(content: string, rating = 5, sourceId = 1) {
  await execute(`insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, content, published_at, source_updated_at)
    select account_id, id, ${sourceId}, 'widget-test-' || md5(random()::text), ${rating}, 'Grace Brewster Hopper',
      '${content.replaceAll("'", "''")}', now(), now()
    from locations where account_id = ${admin.account_id} order by id limit 1`);
  // As a sync job in another process would: the server hears of the write before the next request.
  await t.dataChangesHeard();
}

describe('widgets CRUD', () => {
  it('creates, lists with keywords and pages, edits and deletes a widget', async () => {
    const api = client(t, admin);
    const created = await createWidget({ name: 'Spring offer carousel', widget_type: 'teaser' });
    expect(created).toMatchObject({ name: 'Spring offer carousel', height: 260 });
    expect(created.public_key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await createWidget({ name: 'Footer stars', widget_type: 'star_snapshot', settings: { min_rating: 3 } });

    const found = (await api.get('/api/amplify/widgets?keywords=spring')).json();
    expect(found._embedded.widgets.map((widget: Created) => widget.name)).toEqual(['Spring offer carousel']);
    // Newest first, after the demo's four seeded widgets.
    const page = (await api.get('/api/amplify/widgets?page=2&per_page=1')).json();
    expect(page).toMatchObject({ _page: 2, _total: 6 });
    expect(page._embedded.widgets[0].name).toBe('Spring offer carousel');
    // Spec 001 §7: the list is also read as widgets[] and paging.page.
    expect(page.widgets.map((widget: Created) => widget.name)).toEqual(['Spring offer carousel']);
    expect(page.paging).toEqual({ page: 2, per_page: 1, total: 6, total_pages: 6 });

    const edited = await api.patch(`/api/amplify/widgets/${created.id}`, {
      name: 'Carousel',
      widget_type: 'teaser',
      settings: { auto_publish: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().settings).toMatchObject({ auto_publish: false, min_rating: 4 });
    expect((await api.delete(`/api/amplify/widgets/${created.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/amplify/widgets/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for bad settings and more than 15 featured reviews', async () => {
    const api = client(t, admin);
    const ids = Array.from({ length: 16 }, (_, index) => index + 1);
    const bad = [
      { name: 'x', widget_type: 'banner' },
      { name: 'x', widget_type: 'teaser', settings: { featured_review_ids: ids } },
      { name: 'x', widget_type: 'teaser', settings: { text_color: 'red' } },
      { name: '', widget_type: 'teaser' },
    ];
    for (const body of bad) expect((await api.post('/api/amplify/widgets', body)).statusCode).toBe(400);
  });

  it("answers 404 for another account's widget, whatever the call", async () => {
    const widget = await createWidget({ name: 'Private', widget_type: 'full_page' });
    const api = client(t, other);
    expect((await api.get(`/api/amplify/widgets/${widget.id}`)).statusCode).toBe(404);
    const body = { name: 'Mine now', widget_type: 'full_page' };
    expect((await api.patch(`/api/amplify/widgets/${widget.id}`, body)).statusCode).toBe(404);
    expect((await api.delete(`/api/amplify/widgets/${widget.id}`)).statusCode).toBe(404);
    expect((await api.get('/api/amplify/widgets?keywords=Private')).json()._total).toBe(0);
  });

  it('needs amplify create to write and create or preview to read; the type setting must be on', async () => {
    const readOnly = client(t, await login(t, 'readonly@northwind.example'));
    expect((await readOnly.get('/api/amplify/widgets')).statusCode).toBe(403);
    expect((await readOnly.post('/api/amplify/widgets', { name: 'x', widget_type: 'teaser' })).statusCode).toBe(403);
    const user = client(t, await login(t, 'user@northwind.example'));
    expect((await user.post('/api/amplify/widgets', { name: 'By a user', widget_type: 'teaser' })).statusCode).toBe(
      201,
    );

    await execute(`insert into account_settings (account_id, code, value) values (${admin.account_id}, 'amplify_star_snapshot_widgets', 'false')
      on conflict (account_id, code) do update set value = 'false'`);
    const refused = await client(t, admin).post('/api/amplify/widgets', { name: 'x', widget_type: 'star_snapshot' });
    expect(refused.statusCode).toBe(403);
    await execute(
      `update account_settings set value = 'true' where account_id = ${admin.account_id} and code = 'amplify_star_snapshot_widgets'`,
    );
  });

  it('refuses to save a Location Information widget without a location, naming the field', async () => {
    const api = client(t, admin);
    const body = { name: 'Our office', widget_type: 'location_info', settings: { location_ids: [] } };
    const refused = await api.post('/api/amplify/widgets', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'settings.location_ids': ['Choose the location this Location Information widget shows.'],
    });
    const location = (await api.get('/api/locations?per_page=1')).json()._embedded.locations[0];
    const saved = await api.post('/api/amplify/widgets', { ...body, settings: { location_ids: [location.id] } });
    expect(saved.statusCode).toBe(201);
    expect((await api.patch(`/api/amplify/widgets/${saved.json().id}`, body)).statusCode).toBe(400);
  });

  it("previews unsaved settings with the account's reviews, as the embed would render them", async () => {
    const response = await client(t, admin).post('/api/amplify/widget_previews', {
      widget_type: 'star_snapshot',
      settings: { accent_color: '#123456' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'star_snapshot', height: 72, reviews: [] });
    expect(response.json().html).toContain('#123456');
  });

  it('records an Amplify access request', async () => {
    const response = await client(t, admin).post('/api/feature_requests', {
      type: 'feature_request',
      feature_name: 'Amplify',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the public widget', () => {
  const anonymous = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9', ...headers } });

  it('serves published reviews and escaped HTML to any origin, with an ETag and a long revalidated cache', async () => {
    await addReview('<script>alert(1)</script> Great "care" & kind staff', 5);
    const widget = await createWidget({ name: 'Feed', widget_type: 'full_page', settings: { min_rating: 5 } });
    const response = await anonymous(`/public/widgets/${widget.public_key}`, { origin: 'https://host.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = response.json();
    expect(body.reviews[0]).toEqual({
      author: 'Grace H.',
      rating: 5,
      text: '<script>alert(1)</script> Great "care" & kind staff',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      source: 'Google',
    });
    expect(body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Great &quot;care&quot; &amp; kind staff');
    expect(body.html).not.toContain('<script>');
    expect(Object.keys(body).sort()).toEqual(['count', 'height', 'html', 'rating', 'reviews', 'type']);
    expect(JSON.stringify(body)).not.toMatch(/\w@\w|account_id|location_id|"id"/);
    expect(body.reviews.every((review: { rating: number }) => review.rating === 5)).toBe(true);
  });

  it('answers 304 to a client holding the current ETag, and a new matching review changes it', async () => {
    const widget = await createWidget({ name: 'Auto', widget_type: 'teaser' });
    const first = await anonymous(`/public/widgets/${widget.public_key}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await anonymous(`/public/widgets/${widget.public_key}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await addReview('A review written after the widget was made', 5);
    const after = await anonymous(`/public/widgets/${widget.public_key}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().reviews[0].text).toBe('A review written after the widget was made');
  });

  it('keeps a widget without auto-publish to its featured reviews', async () => {
    await addReview('Featured one', 5);
    const [row] = (await t.db.execute<{ id: number }>(sql.raw(`select id from reviews where content = 'Featured one'`)))
      .rows;
    const widget = await createWidget({
      name: 'Frozen',
      widget_type: 'teaser',
      settings: { auto_publish: false, featured_review_ids: [row?.id] },
    });
    await addReview('Not featured', 5);
    const body = (await anonymous(`/public/widgets/${widget.public_key}`)).json();
    expect(body.reviews.map((review: { text: string }) => review.text)).toEqual(['Featured one']);
  });

  it("never shows another account's reviews, even when featured by id", async () => {
    const [foreign] = (
      await t.db.execute<{ id: number }>(
        sql.raw(`select id from reviews where account_id <> ${admin.account_id} limit 1`),
      )
    ).rows;
    const widget = await createWidget({
      name: 'Sneaky',
      widget_type: 'teaser',
      settings: { auto_publish: false, featured_review_ids: [foreign?.id] },
    });
    expect((await anonymous(`/public/widgets/${widget.public_key}`)).json().reviews).toEqual([]);
  });

  it('marks up first-party reviews only when asked, never third-party ones', async () => {
    await addReview('Collected by us', 5, 12);
    const plain = await createWidget({ name: 'Plain', widget_type: 'full_page', settings: { source_ids: [12] } });
    expect((await anonymous(`/public/widgets/${plain.public_key}`)).json().html).not.toContain('schema.org');
    const marked = await createWidget({
      name: 'Marked',
      widget_type: 'full_page',
      settings: { review_markup: true },
    });
    const html: string = (await anonymous(`/public/widgets/${marked.public_key}`)).json().html;
    const reviewsMarked = html.match(/itemtype="https:\/\/schema.org\/Review"/g) ?? [];
    expect(reviewsMarked.length).toBe(1);
    expect(html).not.toContain('AggregateRating');
  });

  it('answers 404 for a deleted widget, and its no-script page says nothing', async () => {
    const widget = await createWidget({ name: 'Gone', widget_type: 'star_snapshot' });
    expect((await anonymous(`/public/widgets/${widget.public_key}/page`)).body).toContain(
      'class="rw rw-star_snapshot"',
    );
    await client(t, admin).delete(`/api/amplify/widgets/${widget.id}`);
    const gone = await anonymous(`/public/widgets/${widget.public_key}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['access-control-allow-origin']).toBe('*');
    expect((await anonymous('/public/widgets/not a key')).statusCode).toBe(400);
    expect((await anonymous('/public/widget/banner.js')).statusCode).toBe(400);
  });

  it('limits one address to 300 widget calls a minute', async () => {
    const widget = await createWidget({ name: 'Busy', widget_type: 'star_snapshot' });
    const flood = (status: number) =>
      t.app
        .inject({ method: 'GET', url: `/public/widgets/${widget.public_key}`, remoteAddress: '198.51.100.7' })
        .then((response) => expect(response.statusCode).toBe(status));
    for (let call = 0; call < 300; call += 1) await flood(200);
    await flood(429);
  });
});
