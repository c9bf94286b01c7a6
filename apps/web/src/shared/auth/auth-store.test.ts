import type { AuthState } from '@repute/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  authStore,
  clearAuth,
  exitShadow,
  followOtherTabs,
  logIn,
  markAccountInactive,
  PARENT_AUTH_STORAGE_KEY,
  parseStoredAuth,
  refreshAuth,
  sessionRefused,
  startImpersonation,
  startShadow,
} from './auth-store';

const parent: AuthState = {
  account_id: 1,
  user_id: 10,
  profile_id: 10,
  email: 'partner@example.com',
  token: 'parent-token',
  permissions: { user: ['read'] },
  account_active: true,
  isParent: true,
  isShadowing: false,
  isImpersonated: false,
  isAccountOwner: true,
  isWhitelabel: false,
  status: 'active',
  user_type_id: 1,
  nonce: 'n',
  invalidated: false,
};

const child: AuthState = { ...parent, account_id: 2, token: 'child-token', isParent: false, isShadowing: true };

function otherTabWrites(value: string | null) {
  if (value === null) window.localStorage.removeItem(AUTH_STORAGE_KEY);
  else window.localStorage.setItem(AUTH_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: value }));
}

afterEach(() => clearAuth());

describe('auth store', () => {
  it('persists the auth state under repute.auth', () => {
    logIn(parent);
    expect(parseStoredAuth(window.localStorage.getItem(AUTH_STORAGE_KEY))).toEqual(parent);
    clearAuth();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(authStore.get().auth).toBeNull();
  });

  it('logs this tab out when another tab removes the token', () => {
    logIn(parent);
    const stop = followOtherTabs(window);
    otherTabWrites(null);
    expect(authStore.get().auth).toBeNull();
    stop();
  });

  it('adopts a new session written by another tab', () => {
    logIn(parent);
    const stop = followOtherTabs(window);
    otherTabWrites(JSON.stringify({ ...parent, token: 'fresh' }));
    expect(authStore.get().auth?.token).toBe('fresh');
    stop();
  });

  it('marks the account inactive (HTTP 402)', () => {
    logIn(parent);
    markAccountInactive();
    expect(authStore.get().auth?.account_active).toBe(false);
    expect(parseStoredAuth(window.localStorage.getItem(AUTH_STORAGE_KEY))?.account_active).toBe(false);
  });

  it('catches up with GET /auth for the same token, and ignores other tokens and new nonces', () => {
    logIn(parent);
    const seen: unknown[] = [];
    const stop = authStore.subscribe((next) => seen.push(next));
    refreshAuth({ ...parent, nonce: 'other' });
    expect(seen).toHaveLength(0);
    refreshAuth({ ...parent, token: 'someone-else', account_active: false });
    expect(authStore.get().auth?.account_active).toBe(true);
    refreshAuth({ ...parent, account_active: false, permissions: {} });
    expect(authStore.get().auth).toMatchObject({ account_active: false, permissions: {}, token: 'parent-token' });
    stop();
  });

  it('keeps the parent auth while shadowing and restores it on exit', () => {
    logIn(parent);
    startShadow(parent, { ...child, isShadowing: false });
    expect(authStore.get().auth).toMatchObject({ account_id: 2, isShadowing: true });
    expect(parseStoredAuth(window.localStorage.getItem(PARENT_AUTH_STORAGE_KEY))?.token).toBe('parent-token');
    expect(exitShadow()?.token).toBe('parent-token');
    expect(authStore.get()).toEqual({ auth: parent, parent: null });
    expect(window.localStorage.getItem(PARENT_AUTH_STORAGE_KEY)).toBeNull();
  });

  it('keeps the staff member auth while impersonating and restores it at the end (decision 0159)', () => {
    logIn(parent);
    const acted = { ...parent, account_id: 3, user_id: 9, email: 'user@elsewhere.example', token: 'acted-token' };
    startImpersonation(parent, acted);
    expect(authStore.get().auth).toMatchObject({ token: 'acted-token', isImpersonated: true });
    expect(parseStoredAuth(window.localStorage.getItem(PARENT_AUTH_STORAGE_KEY))?.token).toBe('parent-token');
    expect(exitShadow()?.token).toBe('parent-token');
    expect(authStore.get()).toEqual({ auth: parent, parent: null });
  });

  it('returns to the staff member on a 401 of an impersonation, and ends any other session', () => {
    logIn(parent);
    startImpersonation(parent, { ...parent, account_id: 3, token: 'acted-token' });
    sessionRefused();
    expect(authStore.get().auth?.token).toBe('parent-token');
    sessionRefused();
    expect(authStore.get()).toEqual({ auth: null, parent: null, ended: true });
  });

  it('rejects stored values without credentials and fills defaults for partial ones', () => {
    expect(parseStoredAuth('not json')).toBeNull();
    expect(parseStoredAuth(JSON.stringify({ email: 'a@b.c' }))).toBeNull();
    const partial = parseStoredAuth(JSON.stringify({ email: 'a@b.c', token: 't', account_id: 3, user_id: 4 }));
    expect(partial).toMatchObject({ profile_id: 4, account_active: true, isShadowing: false, permissions: {} });
  });
});
