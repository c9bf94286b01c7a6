import { DEFAULT_ACCOUNT_SETTINGS } from '@repute/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody, linkIn, startSmtpPeer } from '../../../test/smtp-peer';
import { basic, client, useTestApp } from '../../../test/test-app';
import { accounts, users } from '../../platform/db/schema';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});
const { t } = useTestApp({ app: () => ({ smtpUrl: smtp.url }) });

const signupBody = {
  first_name: 'Gina',
  last_name: 'Torres',
  email: 'gina@greenleaf.example',
  password: 'greenleaf-password',
  company_name: 'Greenleaf Florists',
  account_vertical_name: 'retail',
};

const signUp = (body: typeof signupBody) => client(t).post('/api/signup/user', body);

/** Signs in as the confirmation link does: the password and the link's token. */
async function signInWithLink(email: string, password: string) {
  const link = linkIn(await smtp.waitFor(email), '/login');
  expect(link.origin).toBe('http://repute.test');
  const confirmation_token = link.searchParams.get('confirmation_token') ?? '';
  return client(t).post('/api/auth', { email, password, confirmation_token });
}

describe('POST /signup/user', () => {
  it('creates a trial account and its owner, who signs in with the e-mailed link', async () => {
    const response = await signUp(signupBody);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email: 'gina@greenleaf.example', state: 'sent' });

    // Until the address is confirmed, the password alone does not sign in (as for an address that is taken).
    const early = await client(t).post('/api/auth', { email: signupBody.email, password: signupBody.password });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe('Invalid e-mail or password');

    const signIn = await signInWithLink(signupBody.email, signupBody.password);
    expect(signIn.statusCode).toBe(201);
    const state = signIn.json();
    expect(state).toMatchObject({
      email: 'gina@greenleaf.example',
      user_type_id: 1,
      status: 'trial',
      account_active: true,
      isAccountOwner: true,
      isParent: false,
      isShadowing: false,
      isWhitelabel: false,
    });
    expect(state.permissions.user).toEqual(expect.arrayContaining(['create', 'update', 'delete']));

    const session = { authorization: basic(state.email, state.token) };
    const account = (await client(t, session).get(`/api/accounts/${state.account_id}`)).json();
    expect(account).toMatchObject({
      name: 'Greenleaf Florists',
      status: 'trial',
      daysLeftInTrial: 14,
      total_locations: 0,
      account_vertical_name: 'retail',
      parent_id: null,
    });
    const settings = (await client(t, session).get('/api/account_settings?per_page=250')).json();
    expect(settings._total).toBe(Object.keys(DEFAULT_ACCOUNT_SETTINGS).length);
    const owner = (await client(t, session).get(`/api/users/${state.user_id}`)).json();
    expect(owner).toMatchObject({ profile_name: 'Gina Torres', user_type: 'Admin', is_account_owner: true });
    const [confirmed] = await t.db.select().from(users).where(eq(users.id, state.user_id));
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);

    // Confirmed, the password alone signs in.
    const later = await client(t).post('/api/auth', { email: signupBody.email, password: signupBody.password });
    expect(later.statusCode).toBe(201);
  });

  it('confirms the address with PATCH /confirm, once', async () => {
    const email = 'hal@greenleaf.example';
    expect((await signUp({ ...signupBody, email })).statusCode).toBe(202);
    const token = linkIn(await smtp.waitFor(email), '/login').searchParams.get('confirmation_token') ?? '';
    const confirmed = await client(t).patch('/api/confirm', { confirmation_token: token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    const again = await client(t).patch('/api/confirm', { confirmation_token: token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This confirmation link is invalid or has already been used.');
    const [after] = await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(after?.confirmedAt).toBeInstanceOf(Date);
  });

  it('refuses a /confirm without a token as bad input, and an unknown token as not found', async () => {
    const missing = await client(t).patch('/api/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['confirmation_token']);
    const empty = await client(t).patch('/api/confirm', { confirmation_token: '' });
    expect(empty.statusCode).toBe(400);
    const unknown = await client(t).patch('/api/confirm', { confirmation_token: 'not-a-token-we-sent' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a taken address exactly as a new one, and tells its owner instead', async () => {
    const fresh = await signUp({ ...signupBody, email: 'ida@greenleaf.example' });
    const existing = await signUp({ ...signupBody, email: 'User@Northwind.example', password: 'attacker-password' });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(existing.json())).toEqual(Object.keys(fresh.json()));
    expect(existing.json()).toEqual({ email: 'User@Northwind.example', state: 'sent' });

    // The SMTP server writes the domain in lower case.
    const mail = decodeBody((await smtp.waitFor('User@northwind.example')).raw);
    expect(mail).toContain('Someone tried to create a new account with User@Northwind.example');
    expect(mail).toContain('http://repute.test/forgot-password');
    // Nothing changed for the address's owner: the same account, the same password.
    const owners = await t.db.select().from(users).where(sql`lower(${users.email}) = 'user@northwind.example'`);
    expect(owners).toHaveLength(1);
    const signIn = await client(t).post('/api/auth', { email: 'user@northwind.example', password: 'demo-password' });
    expect(signIn.statusCode).toBe(201);
    expect(signIn.json().account_id).toBe(owners[0]?.accountId);
    expect(
      (await client(t).post('/api/auth', { email: 'user@northwind.example', password: 'attacker-password' }))
        .statusCode,
    ).toBe(401);
  });

  it('answers every one of several signups racing with one new address the same, and creates one account', async () => {
    const email = 'race@greenleaf.example';
    const responses = await Promise.all(Array.from({ length: 5 }, () => signUp({ ...signupBody, email })));
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const owners = await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(owners).toHaveLength(1);
  });

  it('rejects bad input with 400 naming the fields', async () => {
    const response = await client(t).post('/api/signup/user', {
      first_name: '',
      email: 'not-an-address',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: 'Bad Request', code: 'bad_request' });
    expect(Object.keys(body.fields)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'password', 'company_name']),
    );
    expect(body.fields.password).toEqual(['Password must be at least 8 characters']);
  });

  it('names each bad field with a clear error, and creates nothing', async () => {
    const accountsBefore = await t.db.$count(accounts);
    const usersBefore = await t.db.$count(users);
    const response = await signUp({
      ...signupBody,
      email: 'bad.input@greenleaf.example',
      company_name: '   ',
      account_vertical_name: 'casino',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      company_name: ['Enter the company name'],
      account_vertical_name: ['Choose one of healthcare, restaurant, fitness, retail, home_services, agency'],
    });
    const tooLong = await signUp({ ...signupBody, email: 'long@greenleaf.example', company_name: 'x'.repeat(201) });
    expect(tooLong.json().fields).toEqual({ company_name: ['At most 200 characters'] });
    expect(await t.db.$count(accounts)).toBe(accountsBefore);
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(smtp.received.filter((mail) => mail.to.includes('bad.input@greenleaf.example'))).toEqual([]);
  });
});
