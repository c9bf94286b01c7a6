import { DEFAULT_ACCOUNT_SETTINGS } from '@repute/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpPeer } from '../../../test/smtp-peer';
import { basic, client, useTestApp } from '../../../test/test-app';
import { users } from '../../platform/db/schema';

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

describe('POST /signup/user', () => {
  it('creates a trial account and its owner, signs the owner in and sends a confirmation e-mail', async () => {
    const response = await client(t).post('/api/signup/user', signupBody);
    expect(response.statusCode).toBe(201);
    const state = response.json();
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
    const auth = await client(t, session).get('/api/auth');
    expect(auth.statusCode).toBe(200);
    expect(auth.json().user_id).toBe(state.user_id);

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

    const [before] = await t.db.select().from(users).where(eq(users.id, state.user_id));
    expect(before?.confirmedAt).toBeNull();
    const mail = await smtp.waitFor('gina@greenleaf.example');
    const link = linkIn(mail, '/login');
    expect(link.origin).toBe('http://repute.test');
    const token = link.searchParams.get('confirmation_token') ?? '';
    const confirm = await client(t).patch('/api/confirm', { confirmation_token: token });
    expect(confirm.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, state.user_id));
    expect(after?.confirmedAt).toBeInstanceOf(Date);
    expect((await client(t).patch('/api/confirm', { confirmation_token: token })).statusCode).toBe(404);
  });

  it('refuses an e-mail address already in use with 409 and an error field', async () => {
    const response = await client(t).post('/api/signup/user', { ...signupBody, email: 'Admin@Northwind.example' });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({ error: 'Conflict', code: 'conflict' });
    expect(body.fields.email).toBeDefined();
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
});
