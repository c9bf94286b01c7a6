import { Crawler } from './crawl';
import { expect, openInApp, signIn, test } from './fixtures';

/**
 * Issue 25 §3: the screens ask the route policies the server enforces, so nothing a screen offers answers 403.
 * Each of the six user types of Northwind Dental, and a partner, walks every menu item and every action of the
 * screens they reach (crawl.ts); any 403 fails the test with the screen, the action and the call.
 */
const USERS = [
  'admin@northwind.example',
  'manager@northwind.example',
  'user@northwind.example',
  'limited@northwind.example',
  'readonly@northwind.example',
  'emailonly@northwind.example',
  'partner@summit.example',
];

// One user a test, the two workers sharing them.
test.describe.configure({ mode: 'parallel' });

for (const email of USERS) {
  test(`${email}: nothing offered answers 403`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const crawler = new Crawler(page, new URL(baseURL ?? '').origin, email);
    await crawler.start();
    await signIn(page, email);
    await page.goto('/');
    const menu = await crawler.menuPaths();
    await crawler.walk(menu);
    test.info().annotations.push({ type: 'screens', description: crawler.result.screens.join(' ') });
    if (crawler.result.unsent.length) {
      test.info().annotations.push({ type: 'unsent writes', description: crawler.result.unsent.join(', ') });
    }
    const refusals = crawler.result.refusals.map(({ screen, trigger, call }) => `${screen} · ${trigger} → ${call}`);
    expect([...new Set(refusals)], 'actions the screens offered that answered 403').toEqual([]);
  });
}

test('a screen the user may not open, reached by its address, shows the permission screen and calls nothing refused', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  await signIn(page, 'emailonly@northwind.example');
  await page.goto('/settings/profile');
  for (const [path, title] of [
    ['/photos', 'Photos'],
    ['/request-reviews', 'Ask Tool'],
    ['/request-reviews/compose', 'Compose Review Request'],
    ['/competitors', 'Competitors'],
  ] as const) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('You do not have permission to view this page.');
  }
  expect(refused).toEqual([]);
});

test('Compose shows a Read Only user the form disabled, saying why', async ({ page }) => {
  await signIn(page, 'readonly@northwind.example');
  await page.goto('/request-reviews/compose');
  const send = page.getByRole('button', { name: 'Send Now' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('You do not have permission to do that');
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
});
