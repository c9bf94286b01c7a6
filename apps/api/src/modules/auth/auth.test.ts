import { describe, expect, it } from 'vitest';
import { basic, login, useTestApp } from '../../../test/test-app';
import { LOGIN_FAILURE_LIMITS } from './login-failures';

const { t } = useTestApp();

describe('POST /auth', () => {
  it('answers the auth state of spec 000 §3 for a demo user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'Manager@Northwind.example', password: 'demo-password' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/vnd.repute.v1+hal+json');
    const state = response.json();
    expect(Object.keys(state).sort()).toEqual(
      [
        'account_id',
        'user_id',
        'profile_id',
        'email',
        'token',
        'permissions',
        'account_active',
        'isParent',
        'isShadowing',
        'isImpersonated',
        'isAccountOwner',
        'isWhitelabel',
        'status',
        'user_type_id',
        'nonce',
        'invalidated',
      ].sort(),
    );
    expect(state).toMatchObject({
      email: 'manager@northwind.example',
      user_type_id: 2,
      account_active: true,
      isParent: false,
      isAccountOwner: false,
      status: 'active',
    });
    expect(state.permissions.location).toContain('create');
    expect(state.permissions.user).toEqual(['read']);
  });

  it('refuses a wrong password with 401 and the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'admin@northwind.example', password: 'nope' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: 'Unauthorized',
      code: 'unauthorized',
      message: 'Invalid e-mail or password',
    });
    expect(response.json().request_id).toBe(response.headers['x-request-id']);
  });

  it('rejects a malformed body with 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('marks partner and white-label accounts', async () => {
    const partner = await login(t, 'partner@summit.example');
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/auth', headers: { authorization: partner.authorization } })
    ).json();
    expect(state).toMatchObject({ isParent: true, isWhitelabel: true });
    const child = await login(t, 'owner@bluebird.example');
    const childState = (
      await t.app.inject({ method: 'GET', url: '/api/auth', headers: { authorization: child.authorization } })
    ).json();
    expect(childState).toMatchObject({ isParent: false, isWhitelabel: true, status: 'trial' });
  });
});

describe('GET and DELETE /auth', () => {
  it('needs credentials, accepts a nonce, and stops accepting a token after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
    const session = await login(t, 'user@northwind.example');
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/auth?nonce=abc123',
      headers: { authorization: session.authorization },
    });
    expect(get.statusCode).toBe(200);
    expect(get.json().user_id).toBe(session.user_id);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth',
      headers: { authorization: session.authorization },
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { authorization: session.authorization },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a valid token presented with another e-mail', async () => {
    const session = await login(t, 'user@northwind.example');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { authorization: basic('admin@northwind.example', session.token) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('honours the method override header: POST with X-HTTP-Method-Override DELETE logs out', async () => {
    const session = await login(t, 'user@northwind.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { authorization: session.authorization, 'x-http-method-override': 'DELETE' },
    });
    expect(response.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { authorization: session.authorization },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After after too many failed logins for one e-mail from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'limited@northwind.example', password: 'wrong-password' },
      });
    const statuses: number[] = [];
    const { max } = LOGIN_FAILURE_LIMITS.perEmailAndAddress;
    for (let index = 0; index < max; index += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('too_many_requests');
  });
});

describe('shadowing', () => {
  it('lets a partner view its child account and nobody else', async () => {
    const partner = await login(t, 'partner@summit.example');
    const children = (
      await t.app.inject({
        method: 'GET',
        url: `/api/accounts?parent_id=${partner.account_id}`,
        headers: { authorization: partner.authorization },
      })
    ).json();
    const harbor = children._embedded.accounts.find((account: { name: string }) => account.name === 'Harbor Fitness');
    const shadow = await t.app.inject({
      method: 'POST',
      url: '/api/shadow_user/tokens',
      headers: { authorization: partner.authorization },
      payload: { child_account_id: harbor.id },
    });
    expect(shadow.statusCode).toBe(201);
    expect(shadow.json()).toMatchObject({ account_id: harbor.id, isShadowing: true, isParent: false });

    const northwind = await login(t, 'admin@northwind.example');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/shadow_user/tokens',
      headers: { authorization: northwind.authorization },
      payload: { child_account_id: harbor.id },
    });
    expect(refused.statusCode).toBe(404);
  });
});
