import { seriousViolations } from './axe';
import { expect, signIn, signUp, sql, test } from './fixtures';

test('an admin adds a keyword, runs a scan, sees the heat map and the measures, and downloads the CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const keyword = `walk-in dentist ${Date.now()}`;
  await signIn(page, 'admin@northwind.example');
  await page.goto('/local-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Local Search' })).toBeVisible({ timeout: 30_000 });
  // The demo's scans: the first search's grid shows as soon as the list has loaded.
  await expect(page.getByRole('img', { name: /^Rank of .* at each of 49 grid points$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add keyword' }).click();
  const form = page.getByRole('dialog', { name: 'Add keyword' });
  await form.getByRole('combobox', { name: 'Location' }).fill('Ballard');
  await page.getByRole('option', { name: 'Northwind Dental - Ballard' }).click();
  await form.getByRole('textbox', { name: 'Keyword' }).fill(keyword);
  await form.getByRole('textbox', { name: 'Grid centre latitude' }).fill('47.6687');
  await form.getByRole('textbox', { name: 'Grid centre longitude' }).fill('-122.3845');
  expect(await seriousViolations(page, 'add keyword form')).toEqual([]);
  await form.getByRole('button', { name: 'Add keyword' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: `Run scan of ${keyword} for Northwind Dental - Ballard` }).click();
  const confirm = page.getByRole('dialog', { name: 'Run scan' });
  await expect(confirm.getByText(/asks 49 grid points \(7×7\)/)).toBeVisible();
  await expect(confirm.getByText(/grid points are left this month\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Run scan (49 points)' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: `View ${keyword} for Northwind Dental - Ballard` }).click();
  const detail = page.getByRole('region', { name: `“${keyword}” for Northwind Dental - Ballard` });
  // The worker asks the 49 points of the sandbox; the page reads the scan again until it is done.
  await expect(detail.getByRole('img', { name: /at each of 49 grid points$/ })).toBeVisible({ timeout: 60_000 });
  // The measures of a first scan: no change to show yet; the trend lists that one scan.
  await expect(detail.getByText('No earlier scan')).toHaveCount(4);
  await expect(detail.getByText(/^\d+(\.\d+)?%$/).first()).toBeVisible();
  await expect(detail.getByRole('table').last().getByRole('row')).toHaveCount(2);
  await expect(detail.getByRole('heading', { name: 'Businesses that outrank you' })).toBeVisible();

  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Average search zones CSV' }).click();
  expect((await download).suggestedFilename()).toBe('local_search_average_search_zones.csv');
});

test('an account without the local search setting gets the permission screen', async ({ page }) => {
  const auth = await signUp(page, 'Quiet Harbour Dental');
  await sql(`update account_settings set value = 'false' where account_id = $1 and code = 'local_search'`, [
    auth.account_id,
  ]);
  await page.goto('/local-search');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible({ timeout: 30_000 });
});

test('the budget stops a scan that would exceed it, saying so before it runs', async ({ page }) => {
  const auth = await signUp(page, 'Budget Bay Dental');
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name, city) values ($1, 'Budget Bay - Main Street', 'Seattle') returning id`,
    [auth.account_id],
  );
  await sql(
    `insert into local_searches (account_id, location_id, keyword, grid_size, spacing, spacing_unit, center_latitude, center_longitude)
     values ($1, $2, 'dentist', 7, 1, 'mi', 47.6, -122.3)`,
    [auth.account_id, location?.id],
  );
  await sql('insert into local_search_budgets (account_id, monthly_points) values ($1, 10)', [auth.account_id]);
  await page.goto('/local-search');
  await page
    .getByRole('button', { name: 'Run scan of dentist for Budget Bay - Main Street' })
    .click({ timeout: 30_000 });
  const confirm = page.getByRole('dialog', { name: 'Run scan' });
  await expect(
    confirm.getByText(
      "This scan needs 49 grid points, but only 10 of this month's grid points are left. Ask an administrator to raise the budget, make the grid smaller, or wait until next month.",
    ),
  ).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Run scan (49 points)' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // The admin raises the month's budget on the same page; the scan then fits.
  const budget = page.getByRole('region', { name: /^Grid points in / });
  await expect(budget.getByText('0 used of 10')).toBeVisible();
  await budget.getByRole('button', { name: 'Set budget' }).click();
  const form = page.getByRole('dialog', { name: 'Grid point budget' });
  await form.getByRole('textbox', { name: 'Grid points a month' }).fill('');
  await form.getByRole('button', { name: 'Save budget' }).click();
  await expect(form.getByText('Enter the grid points a month')).toBeVisible();
  await form.getByRole('textbox', { name: 'Grid points a month' }).fill('100');
  await form.getByRole('button', { name: 'Save budget' }).click();
  await expect(form).toBeHidden();
  await expect(budget.getByText('100 left', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Run scan of dentist for Budget Bay - Main Street' }).click();
  await expect(confirm.getByText('100 of 100 grid points are left this month.')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Run scan (49 points)' })).toBeEnabled();
});

test('everyone sees the grid points of the month before a scan; only admins set them', async ({ page }) => {
  await signIn(page, 'user@northwind.example');
  await page.goto('/local-search');
  const budget = page.getByRole('region', { name: /^Grid points in / });
  await expect(budget.getByText(/ used of [\d,]+ · [\d,]+ left/)).toBeVisible({ timeout: 30_000 });
  await expect(budget.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set budget' })).toHaveCount(0);
});
