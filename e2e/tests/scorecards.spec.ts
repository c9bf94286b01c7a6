import { seriousViolations } from './axe';
import { expect, openInApp, signIn, test } from './fixtures';

test('a partner creates a scorecard of a prospect, and a visitor opens its page without logging in', async ({
  page,
  browser,
}) => {
  await signIn(page, 'partner@summit.example');
  await page.goto('/partner-tools?tool=scorecards');
  await expect(page.getByRole('heading', { level: 1, name: 'Scorecards' })).toBeVisible();
  // The demo's prospects are listed already.
  await expect(page.getByRole('cell', { name: /^Lakeview Family Dental/ })).toBeVisible();
  expect(await seriousViolations(page, '/partner-tools?tool=scorecards (partner)')).toEqual([]);

  const business = `Greenwood Dental ${Date.now()}`;
  await page.getByRole('button', { name: 'New Scorecard' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Scorecard' });
  await dialog.getByRole('button', { name: 'Create Scorecard' }).click();
  await expect(dialog.getByText('Enter the business name')).toBeVisible();
  await dialog.getByLabel('Business name').fill(business);
  await dialog.getByLabel('Address').fill('8500 Greenwood Ave N, Seattle, WA 98103');
  await dialog.getByLabel('Contact e-mail').fill('hello@summit.example');
  await dialog.getByRole('button', { name: 'Create Scorecard' }).click();
  const ready = page.getByRole('status').filter({ hasText: 'The scorecard page is ready to send' });
  const link = ready.getByRole('link');
  await expect(link).toHaveText(/\/scorecardrequest\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('cell', { name: new RegExp(`^${business}`) })).toBeVisible();
  const address = (await link.textContent()) ?? '';

  // A prospect opens it on a phone, most likely: it fits one.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const prospectPage = await visitor.newPage();
  await prospectPage.goto(address);
  await expect(prospectPage.getByRole('heading', { level: 1, name: `Scorecard: ${business}` })).toBeVisible();
  await expect(prospectPage.getByRole('img', { name: /^Grade [ABCDF]$/ }).first()).toBeVisible();
  await expect(prospectPage.getByRole('heading', { name: 'Nearby competitors' })).toBeVisible();
  // It speaks as the partner, with its call to action, and shows no other prospect of the partner.
  await expect(prospectPage.getByRole('link', { name: 'E-mail Summit Agency' })).toHaveAttribute(
    'href',
    /^mailto:hello@summit\.example/,
  );
  await expect(prospectPage.getByText('Lakeview Family Dental')).toHaveCount(0);
  expect(await seriousViolations(prospectPage, address)).toEqual([]);
  expect(await prospectPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.close();
});

test('a business sees its locations graded, and every prescriptive insight opens its evidence', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/partner-tools?tool=scorecards');
  await expect(page.getByRole('heading', { level: 2, name: 'Northwind Dental - Ballard' })).toBeVisible();
  await expect(page.getByText(/^New reviews: (Pass|Fail)$/).first()).toBeVisible();
  expect(await seriousViolations(page, '/partner-tools?tool=scorecards (business)')).toEqual([]);

  // An admin changes a standard; every card is graded by it at once.
  await page.getByRole('button', { name: 'Edit Standards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit scorecard standards' });
  await dialog.getByLabel('New reviews in 30 days, at least').fill('500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scorecard standards saved')).toBeVisible();
  await expect(page.getByText('At least 500 new reviews in the last 30 days').first()).toBeVisible();
  await expect(page.getByText('New reviews: Pass')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Standards' }).click();
  await dialog.getByLabel('New reviews in 30 days, at least').fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('At least 5 new reviews in the last 30 days').first()).toBeVisible();

  await openInApp(page, '/prescriptive_insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Prescriptive Insights' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await seriousViolations(page, '/prescriptive_insights')).toEqual([]);
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    const card = page.getByRole('article').nth(index);
    const evidence = card.getByRole('link', { name: /^Open / });
    const href = (await evidence.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/(reviews|dashboard|photos)/);
    await evidence.click();
    // The screen opens with the link's filter: every parameter of the link is in its address.
    const wanted = new URL(href, 'http://app');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === wanted.pathname &&
        [...wanted.searchParams].every(([key, value]) => url.searchParams.get(key) === value),
    );
    if (href.startsWith('/reviews?')) {
      // The inbox shows the reviews the insight counted, under the filter its link carries.
      await expect(page.locator('article[aria-label^="Review by"]').first()).toBeVisible();
    }
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Prescriptive Insights' })).toBeVisible();
  }
});

test('users without the permission get the permission screen', async ({ page }) => {
  await signIn(page, 'limited@northwind.example');
  await page.goto('/prescriptive_insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Prescriptive Insights' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('permission');
  await openInApp(page, '/partner-tools?tool=scorecards');
  await expect(page.getByRole('heading', { level: 1, name: 'Scorecards' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('permission');
});
