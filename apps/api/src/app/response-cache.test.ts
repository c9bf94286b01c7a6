import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { client, type TestApp, useTestApp } from '../../test/test-app';

const {
  t,
  sessions: { admin, user, harbor },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', user: 'user@northwind.example', harbor: 'owner@harbor.example' },
});

/** How many times the app took a connection from its pool while `work` ran: 0 means no query at all. */
async function queriesDuring(app: TestApp, work: () => Promise<unknown>): Promise<number> {
  let taken = 0;
  const count = () => {
    taken += 1;
  };
  app.db.$client.on('acquire', count);
  try {
    await work();
  } finally {
    app.db.$client.off('acquire', count);
  }
  return taken;
}

async function newestReviewId(accountId: number): Promise<number> {
  const { rows } = await t.db.$client.query<{ id: number }>(
    'select id from reviews where account_id = $1 and not removed order by published_at desc limit 1',
    [accountId],
  );
  return rows[0]?.id as number;
}

describe('the response cache (decision 0070)', () => {
  it('answers a repeated screen read without asking PostgreSQL, with the same body', async () => {
    const url = `/api/reviews?account_id=${admin.account_id}&page=1&per_page=25`;
    // Notices of earlier writes (the sign-in's) may still be on their way: one heard after the first read would
    // empty the cache it filled.
    await Promise.all([t.sessionChangesHeard(), t.dataChangesHeard()]);
    const first = await client(t, admin).get(url);
    expect(first.statusCode).toBe(200);
    let again: Awaited<ReturnType<ReturnType<typeof client>['get']>> | undefined;
    expect(await queriesDuring(t, async () => (again = await client(t, admin).get(url)))).toBe(0);
    expect(again?.statusCode).toBe(200);
    expect(again?.json()).toEqual(first.json());
    expect(again?.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('sends a kept answer compressed as the client asks, and plain to a client that asks for nothing', async () => {
    const url = `/api/locations?account_id=${admin.account_id}&page=1&per_page=25`;
    const headers = { authorization: admin.authorization, 'accept-encoding': 'br' };
    const miss = await t.app.inject({ method: 'GET', url, headers });
    const hit = await t.app.inject({ method: 'GET', url, headers });
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(hit.rawPayload).toString())).toEqual(
      JSON.parse(brotliDecompressSync(miss.rawPayload).toString()),
    );
    const plain = await client(t, admin).get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(brotliDecompressSync(hit.rawPayload).toString()));
  });

  it('shows a change written by another process once its notice is heard', async () => {
    const id = await newestReviewId(admin.account_id);
    const url = `/api/reviews/${id}`;
    const before = (await client(t, admin).get(url)).json();
    await t.db.$client.query('update reviews set content = $2 where id = $1', [id, 'Changed by a job.']);
    await t.dataChangesHeard();
    expect((await client(t, admin).get(url)).json().content).toBe('Changed by a job.');
    await t.db.$client.query('update reviews set content = $2 where id = $1', [id, before.content]);
    await t.dataChangesHeard();
  });

  it("shows this process's own write at once, before any notice", async () => {
    const url = `/api/locations?account_id=${admin.account_id}&page=1&per_page=200&keywords=Kept%20Answer`;
    expect((await client(t, admin).get(url)).json()._total).toBe(0);
    const created = await client(t, admin).post('/api/locations', {
      name: 'Kept Answer Clinic',
      public_name: 'Kept Answer Clinic',
      address: '1 Cache Street',
      city: 'Tacoma',
      state_id: 48,
      zipcode: '98402',
      country_id: 236,
      phone: '(253) 555-0178',
      category_id: 1,
      is_headquarters: false,
    });
    expect(created.statusCode).toBe(201);
    expect((await client(t, admin).get(url)).json()._total).toBe(1);
  });

  it('never answers one session with what another was answered', async () => {
    const url = `/api/metrics/${admin.account_id}/overview`;
    expect((await client(t, admin).get(url)).statusCode).toBe(200);
    expect((await client(t, harbor).get(url)).statusCode).toBe(404);
    const asUser = await client(t, user).get(url);
    expect(asUser.statusCode).toBe(200);
  });

  it("keeps a public widget's answer once for every visitor, with its ETag, until its reviews change", async () => {
    const created = await client(t, admin).post('/api/amplify/widgets', { name: 'Kept widget', widget_type: 'teaser' });
    expect(created.statusCode).toBe(201);
    // The creation's own notice, arriving after the first read had started, would keep that read from being kept.
    await t.dataChangesHeard();
    const url = `/public/widgets/${created.json().public_key}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    let hit: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
    expect(await queriesDuring(t, async () => (hit = await t.app.inject({ method: 'GET', url })))).toBe(0);
    expect(hit?.json()).toEqual(first.json());
    expect(hit?.headers.etag).toBe(first.headers.etag);
    expect(hit?.headers['access-control-allow-origin']).toBe('*');
    const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const id = await newestReviewId(admin.account_id);
    await t.db.$client.query('update reviews set updated_at = now() where id = $1', [id]);
    await t.dataChangesHeard();
    expect(await queriesDuring(t, () => t.app.inject({ method: 'GET', url }))).toBeGreaterThan(0);
  });

  it('tells the caches of every table but the session tokens and realtime messages, including tables added by later migrations', async () => {
    const { rows } = await t.db.$client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
         and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'data_change_notice')
       order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(['auth_tokens', 'socket_io_attachments']);
  });
});
