import { expect, menuLinks, signIn, test } from './fixtures';

const REGULAR_FULL = [
  'Dashboard',
  'Reviews',
  'Keywords',
  'Ask tool',
  'Competitors',
  'Location Performance',
  'Reports',
  'Scorecards',
  'Amplify',
  'Local Listings',
  'Local Search',
  'Photos',
  'Settings',
];

/** What each demo user type sees in the left menu (spec 000 §2 "Navigation", docs/decisions/0004). */
const MENUS: Record<string, string[]> = {
  'admin@northwind.example': REGULAR_FULL,
  'manager@northwind.example': REGULAR_FULL,
  'user@northwind.example': REGULAR_FULL,
  'limited@northwind.example': ['Dashboard', 'Reviews', 'Ask tool', 'Competitors', 'Location Performance', 'Settings'],
  'readonly@northwind.example': [
    'Dashboard',
    'Reviews',
    'Keywords',
    'Ask tool',
    'Competitors',
    'Location Performance',
    'Reports',
    'Scorecards',
    'Local Listings',
    'Local Search',
    'Photos',
    'Settings',
  ],
  'emailonly@northwind.example': ['Settings'],
  'partner@summit.example': [
    'Dashboard',
    'Integrations',
    'Reviews without responses',
    'Reports',
    'Scorecards',
    'Trials',
    'Settings',
  ],
};

for (const [email, expected] of Object.entries(MENUS)) {
  test(`${email} sees exactly its menu`, async ({ page }) => {
    await signIn(page, email);
    // The menu is the app's frame, the same on every page: a settings page draws no dashboard charts meanwhile.
    await page.goto('/settings/profile');
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // The items come after the menu itself: asked again until they are there.
    await expect.poll(() => menuLinks(page)).toEqual(expected);
  });
}

test('the menu collapses to 56 px, expands to 256 px, and remembers', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'admin@northwind.example');
  await page.goto('/settings/profile');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  expect((await nav.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(56);
  await page.reload();
  await expect
    .poll(async () => (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())?.width)
    .toBe(56);
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
});

test('below 1100 px the menu moves into a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, 'admin@northwind.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews/);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
});

test("the menu's background runs down the whole of a long page, and the menu stays in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@northwind.example');
  await page.goto('/reviews?dateDescriptor=thirtyDays');
  await expect(page.locator('article[aria-label^="Review by"]')).toHaveCount(25);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const column = page.getByRole('complementary').filter({ has: nav });
  const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(documentHeight).toBeGreaterThan(2 * 800);

  // At the top of the page the box is in document coordinates: it must reach the document's end, in the menu's colour.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await column.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(documentHeight - 1);
  await expect(column).toHaveCSS(
    'background-color',
    await nav.evaluate((node) => getComputedStyle(node).backgroundColor),
  );

  // Scrolled to the end, the whole menu is still there to use.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeInViewport();
});
