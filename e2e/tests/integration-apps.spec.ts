import { seriousViolations } from './axe';
import { expect, openInApp, signIn, test } from './fixtures';

/** Issue 31, decision 0168: the catalogue's Tableau, Hootsuite and Zapier tiles open their flows. */
test('the Tableau and Hootsuite tiles open their guides, with the feed to copy; Zapier is not offered', async ({
  page,
}) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/settings/integrations');
  await expect(page.getByRole('article', { name: 'Zapier' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Set up Tableau' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/tableau$/);
  await expect(page.getByRole('heading', { name: 'Connect Tableau', level: 1 })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByLabel('CSV feed URL', { exact: true })).toHaveText(
    `${origin}/api/feeds/reviews?format=csv&per_page=1000`,
  );
  await expect(page.getByRole('heading', { name: 'In Tableau' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Tableau' })).toHaveAttribute('target', '_blank');

  await page.getByRole('link', { name: 'Back to Integrations' }).click();
  await page.getByRole('link', { name: 'Set up Hootsuite' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Hootsuite', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Repute has no app there yet');
  await expect(page.getByRole('link', { name: 'Manage webhooks' })).toBeVisible();

  // Without the flag, Zapier's guide says it is not available, and leads nowhere.
  await openInApp(page, '/settings/integrations/zapier');
  await expect(page.getByRole('main')).toContainText('Zapier is not available for this account');
  await expect(page.getByRole('link', { name: 'Open Zapier' })).toHaveCount(0);
});

test('with the zapier flag, the Zapier tile shows and opens how to connect the Repute app', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/settings/integrations?features.zapier=true');
  await page.getByRole('article', { name: 'Zapier' }).getByRole('link', { name: 'Set up Zapier' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Zapier', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Repute address', { exact: true })).toHaveText(new URL(page.url()).origin);
  for (const trigger of ['New Review', 'Review Request Answered', 'Listing Out of Sync']) {
    await expect(page.getByRole('listitem').filter({ hasText: trigger })).toBeVisible();
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'Reply to Review' })).toBeVisible();
});

test('the guides, Zapier’s with its flag, have no serious axe violations and fit a 390 px phone', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/integrations/zapier?features.zapier=true');
  for (const app of ['zapier', 'tableau', 'hootsuite']) {
    const path = `/settings/integrations/${app}`;
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Connect /);
    expect(await seriousViolations(page, path)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
