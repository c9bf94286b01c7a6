import { describe, expect, it } from 'vitest';
import { basic, client, useTestApp } from '../../test/test-app';

/** Bad input answers 400 with the API's error body, never 500 (issue 10 §2); each case once gave 500 or worse. */
const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

const BAD_REQUEST = { error: 'Bad Request', code: 'bad_request' };
const MAX_ID = 2_147_483_647;

const get = (url: string) => client(t, admin).get(url);
const post = (url: string, payload: Record<string, unknown>) => client(t, admin).post(url, payload);

async function someLocationId(): Promise<number> {
  const list = await get('/api/locations?per_page=1');
  return list.json()._embedded.locations[0].id;
}

describe('the Basic-auth header', () => {
  it('answers 400 for an e-mail with a NUL byte, on public and signed-in routes alike', async () => {
    for (const url of ['/api/triage', '/api/locations', '/api/auth']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: basic('admin\u0000@northwind.example', admin.token) },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject(BAD_REQUEST);
    }
  });
});

describe('text that PostgreSQL cannot store', () => {
  it('answers 400 for a NUL or a lone surrogate in a body field', async () => {
    for (const name of ['a\u0000b', 'a\ud800b', '\udfff']) {
      const response = await post('/api/tags', { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toMatchObject({ ...BAD_REQUEST, fields: { name: [expect.any(String)] } });
    }
  });

  // A query cannot carry a lone surrogate: percent-decoding reads the bytes of one (%ED%A0%80) as U+FFFD.
  it('answers 400 for a NUL in the query', async () => {
    for (const url of ['/api/locations?keywords=a%00b', '/api/reviews?category=%00', '/api/users?keywords=%00']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject(BAD_REQUEST);
    }
  });
});

describe('ids', () => {
  it('answers 400 for ids beyond PostgreSQL integer in the path, the query and the body', async () => {
    const tooBig = String(MAX_ID + 1);
    for (const url of [
      `/api/locations/${tooBig}`,
      `/api/reviews?location_id=${tooBig}`,
      `/api/locations?account_id=${tooBig}`,
      `/api/insights/${tooBig}/categories`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject(BAD_REQUEST);
    }
    const body = await post('/api/tags', { name: 'Huge account', account_id: MAX_ID + 1 });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ ...BAD_REQUEST, fields: { account_id: [expect.any(String)] } });
  });

  it('reads only plain digits as an id: %201, 0x10 and 1e3 are refused, not read as 1, 16 and 1000', async () => {
    const id = await someLocationId();
    expect((await get(`/api/locations/${id}`)).statusCode).toBe(200);
    for (const form of [`%20${id}`, `${id}%20`, `0x${id.toString(16)}`, `${id}.0`, `+${id}`, '1e3', '-1', '0']) {
      const response = await get(`/api/locations/${form}`);
      expect(response.statusCode, form).toBe(400);
      expect(response.json(), form).toMatchObject(BAD_REQUEST);
    }
    for (const form of ['0x10', '1e3', `%20${id}`]) {
      expect((await get(`/api/reviews?location_id=${form}`)).statusCode, form).toBe(400);
    }
  });
});

describe('dates', () => {
  it('answers 400 for a date that does not exist', async () => {
    for (const date of ['2023-02-30', '2023-13-01', '2023-00-10', '2024-04-31']) {
      const response = await get(`/api/reviews?from=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json(), date).toMatchObject({ ...BAD_REQUEST, fields: { from: [expect.any(String)] } });
    }
    expect((await get('/api/reviews?from=2024-02-29')).statusCode).toBe(200);
  });
});

describe('JSON bodies', () => {
  it('answers 400 for JSON nested 20,000 deep', async () => {
    for (const payload of [
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/triage',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(BAD_REQUEST);
    }
  });

  it('accepts an empty body sent as application/json on GET and DELETE', async () => {
    const headers = { authorization: admin.authorization, 'content-type': 'application/json' };
    const list = await t.app.inject({ method: 'GET', url: '/api/tags', headers, payload: '' });
    expect(list.statusCode).toBe(200);
    const tag = await post('/api/tags', { name: 'Empty body' });
    expect(tag.statusCode).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.json().id}`, headers, payload: '' });
    expect(removed.statusCode).toBeLessThan(300);
  });
});

describe('unique things created at the same time', () => {
  it('answers one 201 and 409 for the rest, never 500', async () => {
    const body = { first_name: 'Twin', last_name: 'Racer', email: 'twin.racer@northwind.example', user_type_id: 3 };
    const responses = await Promise.all(Array.from({ length: 6 }, () => post('/api/users', body)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((answer) => answer.statusCode === 409)) {
      expect(response.json()).toMatchObject({ error: 'Conflict', code: 'conflict' });
    }
  });
});

describe('PATCH /users/{id} with the spec field profile_name', () => {
  it('changes the name instead of ignoring the field', async () => {
    const created = await post('/api/users', {
      first_name: 'Pat',
      last_name: 'Before',
      email: 'pat.before@northwind.example',
      user_type_id: 3,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const changed = await client(t, admin).patch(`/api/users/${id}`, { profile_name: '  Maria de la Cruz ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      profile_name: 'Maria de la Cruz',
      first_name: 'Maria',
      last_name: 'de la Cruz',
    });
    expect((await get(`/api/users/${id}`)).json()).toMatchObject({ profile_name: 'Maria de la Cruz' });

    const single = await client(t, admin).patch(`/api/users/${id}`, { profile_name: 'Cher' });
    expect(single.json()).toMatchObject({ profile_name: 'Cher', first_name: 'Cher', last_name: '' });
    expect((await client(t, admin).patch(`/api/users/${id}`, { profile_name: '   ' })).statusCode).toBe(400);
  });
});
