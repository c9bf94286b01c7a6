import type { Page, Response } from '@playwright/test';
import { expect, logInThroughForm, openInApp, signIn, test } from './fixtures';

/** Every demo login of README.md's table: one per user type and kind of account. */
const DEMO_USERS = [
  'admin@northwind.example',
  'manager@northwind.example',
  'user@northwind.example',
  'limited@northwind.example',
  'readonly@northwind.example',
  'emailonly@northwind.example',
  'owner@bluebird.example',
  'owner@harbor.example',
  'owner@juniper.example',
  'partner@summit.example',
];

/** The API calls the page made that answered 403: calls the app knew the user may not make. */
function recordForbiddenCalls(page: Page): string[] {
  const forbidden: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() === 403) {
      forbidden.push(`${response.request().method()} ${url.pathname}${url.search} on ${new URL(page.url()).pathname}`);
    }
  });
  return forbidden;
}

/** The paths the left menu offers (without the shadowing prefix, which no demo login has). */
async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('.repute-nav-list').getByRole('link').first()).toBeVisible();
  const hrefs = await nav
    .locator('.repute-nav-list')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
}

/**
 * The page has loaded what it asks for: its heading is drawn, nothing is still loading, and no call has been
 * under way for a while (a page's calls may wait on each other).
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The path the page is on now is one the menu offers, and it shows no failure. */
async function expectOnMenuPage(page: Page, offered: string[], why: string) {
  expect(offered, why).toContain(new URL(page.url()).pathname);
  await expect(page.getByText('There was an error retrieving data.')).toHaveCount(0);
}

// Signed in through the API (a shared session per user): the login form's own redirect is the next test's subject.
for (const email of DEMO_USERS) {
  test(`${email} lands on a page of its menu and meets no 403`, async ({ page }) => {
    const forbidden = recordForbiddenCalls(page);
    await signIn(page, email);

    await page.goto('/');
    await settled(page);
    const offered = await menuPaths(page);
    await expectOnMenuPage(page, offered, 'the landing page of / is one the menu offers');

    // Through the app's own links, as the user goes on (a user who landed on /settings is there already).
    if (new URL(page.url()).pathname !== '/settings') await openInApp(page, '/settings');
    await settled(page);
    expect(forbidden).toEqual([]);
  });
}

// The user type whose menu has no dashboard: the redirect after the login form lands on its own menu too.
test('after the login form, an Email Only user lands on a page of its menu and meets no 403', async ({ page }) => {
  const forbidden = recordForbiddenCalls(page);
  await logInThroughForm(page, 'emailonly@northwind.example');
  await expect(page).not.toHaveURL(/\/login/);
  await settled(page);
  await expectOnMenuPage(page, await menuPaths(page), 'the landing page after login is one the menu offers');
  expect(forbidden).toEqual([]);
});
