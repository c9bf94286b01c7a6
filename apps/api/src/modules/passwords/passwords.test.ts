import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody, linkIn, startSmtpPeer } from '../../../test/smtp-peer';
import { basic, client, login, useTestApp } from '../../../test/test-app';
import { passwordResets, users } from '../../platform/db/schema';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});
const { t } = useTestApp({ app: () => ({ smtpUrl: smtp.url }) });

/** Asks for a reset link for `email` and reads the token out of the e-mail that arrives. */
async function resetTokenFor(email: string): Promise<string> {
  const response = await client(t).post('/api/passwords', { email });
  expect(response.statusCode).toBe(202);
  const mail = await smtp.waitFor(email);
  return linkIn(mail, '/reset-password').searchParams.get('reset_password_token') ?? '';
}

const checkToken = (token: string) => client(t).get(`/api/passwords?reset_password_token=${encodeURIComponent(token)}`);

describe('POST /passwords {email}', () => {
  it('answers 202 with the same body for known and unknown addresses, and mails only the known one', async () => {
    const unknown = await client(t).post('/api/passwords', { email: 'nobody@nowhere.example' });
    const known = await client(t).post('/api/passwords', { email: 'Limited@Northwind.example' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);

    const mail = await smtp.waitFor('limited@northwind.example');
    expect(decodeBody(mail.raw)).toContain('Someone asked to reset the password for limited@northwind.example');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('http://repute.test');
    expect(link.searchParams.get('reset_password_token')).toMatch(/^[\w-]{40,}$/);
    expect(smtp.received.some((message) => message.to.includes('nobody@nowhere.example'))).toBe(false);
  });

  it('rejects a malformed address with 400', async () => {
    const response = await client(t).post('/api/passwords', { email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBeDefined();
  });
});

describe('completing a reset', () => {
  it('checks the token, refuses a mismatching confirmation, then sets the password once', async () => {
    const token = await resetTokenFor('user@northwind.example');
    const check = await checkToken(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: 'user@northwind.example' });

    const mismatch = await client(t).patch('/api/passwords', {
      reset_password_token: token,
      password: 'a-new-password',
      password_confirmation: 'another-password',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.password_confirmation).toEqual(['Passwords do not match']);

    const done = await client(t).patch('/api/passwords', {
      reset_password_token: token,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(done.statusCode).toBe(200);
    expect((await login(t, 'user@northwind.example', 'a-new-password')).email).toBe('user@northwind.example');
    const old = await client(t).post('/api/auth', { email: 'user@northwind.example', password: 'demo-password' });
    expect(old.statusCode).toBe(401);

    expect((await checkToken(token)).statusCode).toBe(404);
    const again = await client(t).patch('/api/passwords', {
      reset_password_token: token,
      password: 'third-password',
      password_confirmation: 'third-password',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
  });

  it('refuses an expired reset link with 404', async () => {
    const token = await resetTokenFor('manager@northwind.example');
    expect((await checkToken(token)).statusCode).toBe(200);
    const [manager] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@northwind.example'));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.userId, manager?.id ?? 0));

    expect((await checkToken(token)).statusCode).toBe(404);
    const change = await client(t).patch('/api/passwords', {
      reset_password_token: token,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(change.statusCode).toBe(404);
    expect((await login(t, 'manager@northwind.example')).email).toBe('manager@northwind.example');
  });

  it('refuses an unknown token with 404', async () => {
    expect((await checkToken('not-a-real-token')).statusCode).toBe(404);
  });
});

describe('an expired password', () => {
  it('blocks login with 403 password_expired until it is replaced through POST /passwords', async () => {
    const email = 'readonly@northwind.example';
    await t.db
      .update(users)
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));

    const blocked = await client(t).post('/api/auth', { email, password: 'demo-password' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'password_expired', error: 'Forbidden' });

    const mismatch = await client(t).post('/api/passwords', {
      email,
      current_password: 'demo-password',
      password: 'fresh-password',
      password_confirmation: 'other-password',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.password_confirmation).toEqual(['Passwords do not match']);

    const wrong = await client(t).post('/api/passwords', {
      email,
      current_password: 'not-the-password',
      password: 'fresh-password',
      password_confirmation: 'fresh-password',
    });
    expect(wrong.statusCode).toBe(401);

    const replaced = await client(t).post('/api/passwords', {
      email,
      current_password: 'demo-password',
      password: 'fresh-password',
      password_confirmation: 'fresh-password',
    });
    expect(replaced.statusCode).toBe(200);
    const state = replaced.json();
    expect(state).toMatchObject({ email, user_type_id: 5, account_active: true });
    expect((await client(t, { authorization: basic(email, state.token) }).get('/api/auth')).statusCode).toBe(200);

    expect((await login(t, email, 'fresh-password')).email).toBe(email);
    expect((await client(t).post('/api/auth', { email, password: 'demo-password' })).statusCode).toBe(401);
  });
});
