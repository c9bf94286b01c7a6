import type { AuthState } from '@repute/domain';
import { createStore } from '../lib/create-store';

/** Where the auth state lives (spec 000 §9: auth is persisted locally). */
export const AUTH_STORAGE_KEY = 'repute.auth';
/**
 * While shadowing a child account, the parent's own auth waits here to be restored; while impersonating, the staff
 * member's own (decision 0159).
 */
export const PARENT_AUTH_STORAGE_KEY = 'repute.auth.parent';

/** ended: the session was closed here (logout, a 401, another tab), as opposed to never having started. */
export type AuthSnapshot = { auth: AuthState | null; parent: AuthState | null; ended?: boolean };

const DEFAULTS: Omit<AuthState, 'account_id' | 'user_id' | 'profile_id' | 'email' | 'token'> = {
  permissions: {},
  account_active: true,
  isParent: false,
  isShadowing: false,
  isImpersonated: false,
  isAccountOwner: false,
  isWhitelabel: false,
  status: 'active',
  user_type_id: 3,
  nonce: '',
  invalidated: false,
};

/**
 * Reads a stored auth state; tolerates older or partial records as long as they carry credentials
 * (checked by hand: this runs before any page, and zod stays out of the first chunk).
 */
export function parseStoredAuth(text: string | null | undefined): AuthState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Partial<AuthState>;
  if (typeof record.email !== 'string' || typeof record.token !== 'string' || !record.token) return null;
  if (typeof record.account_id !== 'number' || typeof record.user_id !== 'number') return null;
  return {
    ...DEFAULTS,
    ...record,
    account_id: record.account_id,
    user_id: record.user_id,
    profile_id: record.profile_id ?? record.user_id,
    email: record.email,
    token: record.token,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function write(key: string, auth: AuthState | null): void {
  const target = storage();
  if (!target) return;
  try {
    if (auth) target.setItem(key, JSON.stringify(auth));
    else target.removeItem(key);
  } catch {
    // Storage full or blocked: the session still works in this tab.
  }
}

function readSnapshot(): AuthSnapshot {
  const target = storage();
  const auth = parseStoredAuth(target?.getItem(AUTH_STORAGE_KEY));
  const kept = auth?.isShadowing || auth?.isImpersonated;
  return { auth, parent: kept ? parseStoredAuth(target?.getItem(PARENT_AUTH_STORAGE_KEY)) : null };
}

export const authStore = createStore<AuthSnapshot>(readSnapshot());

function commit(next: AuthSnapshot): void {
  write(AUTH_STORAGE_KEY, next.auth);
  write(PARENT_AUTH_STORAGE_KEY, next.parent);
  authStore.set(next);
}

export function currentAuth(): AuthState | null {
  return authStore.get().auth;
}

export function logIn(auth: AuthState): void {
  commit({ auth, parent: null });
}

export function clearAuth(): void {
  commit({ auth: null, parent: null, ended: true });
}

/** Shadowing: the child's auth becomes current, the parent's is kept to return to. */
export function startShadow(parent: AuthState, child: AuthState): void {
  commit({ auth: { ...child, isShadowing: true }, parent });
}

/** Impersonation (decision 0159): the chosen user's auth becomes current, the staff member's is kept to return to. */
export function startImpersonation(staff: AuthState, session: AuthState): void {
  commit({ auth: { ...session, isImpersonated: true }, parent: staff });
}

/**
 * Leaves the shadowed account, or ends an impersonation; answers the restored auth (the parent's or the staff
 * member's), or null when there was none.
 */
export function exitShadow(): AuthState | null {
  const { parent } = authStore.get();
  if (!parent) return null;
  commit({ auth: parent, parent: null });
  return parent;
}

/**
 * The server's current view of this session (GET /auth): permissions, account state and flags catch up with
 * changes made elsewhere. An answer for other credentials is ignored.
 */
export function refreshAuth(fresh: AuthState): void {
  const { auth, parent } = authStore.get();
  if (!auth || (fresh.token && fresh.token !== auth.token)) return;
  // The nonce differs on every answer and means nothing here; only real changes are written.
  const next: AuthState = {
    ...auth,
    ...fresh,
    email: auth.email,
    token: auth.token,
    nonce: auth.nonce,
    isShadowing: auth.isShadowing,
  };
  if (JSON.stringify(next) === JSON.stringify(auth)) return;
  commit({ auth: next, parent });
}

/**
 * HTTP 401: the session ended. An impersonation that ended by itself or by its grant (decision 0159) hands the staff
 * member's own session back; any other session is cleared, and the app goes to /login.
 */
export function sessionRefused(): void {
  const { auth, parent } = authStore.get();
  if (auth?.isImpersonated && parent) commit({ auth: parent, parent: null });
  else clearAuth();
}

/** HTTP 402: the account is not active; the guard then sends the user to billing. */
export function markAccountInactive(): void {
  const { auth, parent } = authStore.get();
  if (!auth?.account_active) return;
  commit({ auth: { ...auth, account_active: false }, parent });
}

/**
 * Follows the auth of other tabs: removing the token there logs this tab out; a new auth there is adopted.
 * Answers the function that stops listening.
 */
export function followOtherTabs(target: Window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = readSnapshot();
    const previous = authStore.get();
    if (!next.auth) {
      if (previous.auth) authStore.set({ auth: null, parent: null, ended: true });
      return;
    }
    if (next.auth.token !== previous.auth?.token || next.auth.account_active !== previous.auth?.account_active) {
      authStore.set(next);
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
