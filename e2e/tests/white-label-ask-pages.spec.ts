import { callApi, expect, logInThroughApi, sql, test } from './fixtures';

/**
 * A white-label partner's child account (Harbor Fitness, under Summit Agency): its location's public landing page
 * wears the partner's logo and colours and shows nothing of Repute (decision 0093).
 */
test('a white-label account’s public landing page wears the partner’s look and never says Repute', async ({ page }) => {
  const owner = await logInThroughApi('owner@harbor.example');
  const [location] = await sql<{ id: number; name: string }>(
    'select id, name from locations where account_id = $1 order by id limit 1',
    [owner.account_id],
  );
  const pages = await callApi<{ landing_url: string }>('GET', `/locations/${location?.id}/landing_pages`, {
    auth: owner,
  });

  await page.goto(new URL(pages.landing_url).pathname);
  await expect(page.getByRole('heading', { name: location?.name })).toBeVisible();
  await expect(page.locator('header img')).toBeVisible();
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(18, 53, 91)');
  await expect(page).toHaveTitle(location?.name ?? '');
  await expect(page.locator('body')).not.toContainText('Repute');
});
