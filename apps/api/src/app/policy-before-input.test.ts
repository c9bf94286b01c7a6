import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../test/test-app';

/**
 * Decision 0124: the route's policy answers before its input is read. A caller the policy refuses hears 403
 * whatever they sent, so a 400 never hides that an action the screen offered is not theirs; a caller it admits
 * still hears 400 for bad input.
 */
const {
  t,
  sessions: { admin, readOnly, emailOnly },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    readOnly: 'readonly@northwind.example',
    emailOnly: 'emailonly@northwind.example',
  },
});

const BAD_BODIES: { method: 'post' | 'patch'; url: string; body: unknown }[] = [
  { method: 'post', url: '/api/campaigns', body: ['not a campaign'] },
  { method: 'post', url: '/api/groups', body: { name: 42 } },
  { method: 'patch', url: '/api/groups/not-a-number', body: { name: '' } },
];

describe('the policy before the input', () => {
  it('answers 403 to a refused caller with a bad body or path, and 400 to one it admits', async () => {
    for (const { method, url, body } of BAD_BODIES) {
      const refused = await client(t, readOnly)[method](url, body as Record<string, unknown>);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      expect((await client(t, admin)[method](url, body as Record<string, unknown>)).statusCode, url).toBe(400);
    }
  });

  it('answers 403 before a bad query too', async () => {
    expect((await client(t, emailOnly).get('/api/locations?per_page=nope')).statusCode).toBe(403);
    expect((await client(t, admin).get('/api/locations?per_page=nope')).statusCode).toBe(400);
  });
});
