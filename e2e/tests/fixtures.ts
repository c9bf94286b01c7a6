import { type BrowserContext, test as base, type Disposable, expect, type Page } from '@playwright/test';
import type { AuthState } from '@repute/domain/auth';
import pg from 'pg';
import { latestMailTo, linkIn } from './mail';

export const DEMO_PASSWORD = 'demo-password';

/** Where the web app keeps its session (apps/web/src/shared/auth/auth-store.ts). */
const AUTH_STORAGE_KEY = 'repute.auth';

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup starts the server');
  return url;
}

/** Runs SQL against the product's database: for states no screen creates (an inactive account, say). */
export async function sql<Row extends object = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const client = new pg.Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

function basicAuthorization(auth: AuthState): string {
  return `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`;
}

/**
 * One call to the API as the web app makes it (HAL media type, Basic credentials of a session), for setting up
 * what a test is not about; answers the parsed body, and throws unless the status is the expected one.
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  {
    auth,
    body,
    status = method === 'POST' ? 201 : 200,
    forwardedFor,
  }: {
    auth?: AuthState;
    body?: unknown;
    status?: number | readonly number[];
    /** The client address a trusted proxy would name (the e2e server trusts loopback proxies). */
    forwardedFor?: string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.repute.v1+hal+json',
    'content-type': 'application/json',
  };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (auth) headers.authorization = basicAuthorization(auth);
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!(typeof status === 'number' ? [status] : status).includes(response.status)) {
    throw new Error(`${method} /api${path} answered ${response.status}, not ${status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** POST /api/auth, what the login form sends: a new session of the user's own. */
export function logInThroughApi(email: string, password = DEMO_PASSWORD): Promise<AuthState> {
  return callApi<AuthState>('POST', '/auth', { body: { email, password } });
}

/** The script installed in each context, so that a second session given to the same context replaces it. */
const installedSessions = new WeakMap<BrowserContext, Disposable>();

/**
 * Stores a session where the app keeps it, so that the context's next document starts signed in, as after a
 * login. It is written once per context (the marker is the token): a logout, a 401 or another tab's change
 * later in the test stays in effect, as it would for a person.
 */
async function storeSession(context: BrowserContext, auth: AuthState): Promise<void> {
  await installedSessions.get(context)?.dispose();
  const script = await context.addInitScript(
    ({ origin, key, value, marker }) => {
      if (window.location.origin !== origin || window.localStorage.getItem('e2e.stored-session') === marker) return;
      window.localStorage.setItem('e2e.stored-session', marker);
      window.localStorage.setItem(key, value);
    },
    { origin: new URL(baseUrl()).origin, key: AUTH_STORAGE_KEY, value: JSON.stringify(auth), marker: auth.token },
  );
  installedSessions.set(context, script);
}

/**
 * The sessions of demo users shared by the tests of this worker (one API login per user and worker). A test
 * that ends a session (Log Out, a revoked token, a changed password, a deactivated user) takes one of its own.
 */
const sharedSessions = new Map<string, Promise<AuthState>>();
/** The shared sessions the running test signed in with: each must still be valid when the test ends. */
const sharedSessionsInUse = new Set<string>();

/**
 * The page starts signed in as a demo user without the login form (its first navigation opens the app
 * signed in). `sessionOfItsOwn` for a test that ends its session: the shared one would end for other tests.
 */
export async function signIn(
  page: Page,
  email: string,
  { sessionOfItsOwn = false }: { sessionOfItsOwn?: boolean } = {},
): Promise<AuthState> {
  let auth: AuthState;
  if (sessionOfItsOwn) {
    auth = await logInThroughApi(email);
  } else {
    let shared = sharedSessions.get(email);
    if (!shared) {
      shared = logInThroughApi(email);
      sharedSessions.set(email, shared);
      shared.catch(() => sharedSessions.delete(email));
    }
    auth = await shared;
    sharedSessionsInUse.add(email);
  }
  await storeSession(page.context(), auth);
  return auth;
}

/** Sign-ups made by this worker: each gets an address of its own. */
let signUps = 0;

/**
 * A fresh trial account of its own (its owner is an Admin), so no other test's data changes; the page starts
 * signed in as its owner. Created through the API as the signup form does, then signed in with the e-mailed
 * confirmation link (passwords.spec.ts goes through the form and the link).
 */
export async function signUp(page: Page, company: string): Promise<AuthState> {
  const email = `owner.${Date.now()}.${Math.floor(Math.random() * 1_000_000)}@example.com`;
  const password = 'owner-password';
  signUps += 1;
  await callApi('POST', '/signup/user', {
    body: { first_name: 'Sol', last_name: 'Okafor', company_name: company, email, password },
    status: 202,
    // Each from an address of its own, as real sign-ups are: a run makes more than one address may (20 an hour),
    // and the browser tests that sign up through the form count from the machine's own.
    forwardedFor: `198.51.100.${signUps % 250}`,
  });
  const link = new URL(linkIn(await latestMailTo(email, 'confirmation_token'), '/login'));
  const auth = await callApi<AuthState>('POST', '/auth', {
    body: { email, password, confirmation_token: link.searchParams.get('confirmation_token') },
  });
  await storeSession(page.context(), auth);
  return auth;
}

/** Logs in through the login form, as a person does: for the tests whose subject is logging in. */
export async function logInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Opens a path of the app as a link inside it does (through the router's history, no new document), or loads it
 * when the page shows no app yet: for tests that visit many screens and are not about loading one (a page load
 * costs about 3 s of the suite's two cores, a move inside the app a fraction). Resolves once the app shows the new
 * route, so that what follows never reads the screen it left: the tab's title changed (the app sets it from the
 * route) or a heading that was not there shows. Two screens alike in both (one component, one title) never resolve:
 * the caller's wait fails instead of reading the old screen.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(new URL(baseUrl()).origin)) {
    await page.goto(path);
    return;
  }
  const titleBefore = await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-e2e-left', '');
    const title = document.title;
    // The entry the router itself writes (its key and index), so that Back still works inside the test.
    const index = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return title;
  }, path);
  await page.waitForFunction(
    (before) => document.title !== before || document.querySelector('h1:not([data-e2e-left])') !== null,
    titleBefore,
  );
}

/** The left menu's item names, in order (without the logo and the profile link). */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const texts = await nav.locator('.repute-nav-list').getByRole('link').allInnerTexts();
  return texts.map((text) => text.trim());
}

export const test = base.extend<{ sharedSessionsStayValid: undefined }>({
  /**
   * After each test, the shared sessions it used must still answer: a test that ended one fails here (and the
   * session is dropped, so that the worker's next tests log in again) instead of failing the tests after it.
   */
  sharedSessionsStayValid: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright hands fixtures their dependencies destructured.
    async ({}, use) => {
      sharedSessionsInUse.clear();
      await use(undefined);
      const ended: string[] = [];
      for (const email of sharedSessionsInUse) {
        const auth = await sharedSessions.get(email);
        if (!auth) continue;
        const response = await fetch(`${baseUrl()}/api/auth`, { headers: { authorization: basicAuthorization(auth) } });
        if (response.status !== 200) {
          sharedSessions.delete(email);
          ended.push(email);
        }
      }
      if (ended.length) {
        throw new Error(
          `this test ended the shared session of ${ended.join(', ')}: sign in with { sessionOfItsOwn: true }`,
        );
      }
    },
    { auto: true },
  ],
});
export { expect };
