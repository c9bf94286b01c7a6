import { expect, menuLinks, signIn, test } from './fixtures';

test('a partner views a child account under /as/{id} and comes back', async ({ page }) => {
  await signIn(page, 'partner@summit.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/accounts$/);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table.getByRole('row', { name: /Bluebird Bistro/ })).toBeVisible();
  await table
    .getByRole('row', { name: /Harbor Fitness/ })
    .getByRole('button', { name: 'View account' })
    .click();

  await expect(page).toHaveURL(/\/as\/\d+\/dashboard/);
  await expect.poll(() => menuLinks(page)).toContain('Reviews');
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/as\/\d+\/reviews/);

  await page.getByRole('button', { name: 'Exit view' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('white-label colors and logo come from the partner account', async ({ page }) => {
  await signIn(page, 'owner@bluebird.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveCSS('background-color', 'rgb(18, 53, 91)');
  const logo = page.getByRole('link', { name: 'Home' }).locator('img');
  await expect(logo).toBeVisible();
  expect((await logo.boundingBox())?.width ?? 999).toBeLessThanOrEqual(160);
});
