import type { Page } from '@playwright/test';
import type { AuthState } from '@repute/domain/auth';
import { callApi, expect, signIn, sql, test } from './fixtures';

const ADMIN = 'admin@northwind.example';
const USER = 'user@northwind.example';
/** An account of its own for the test that sets targets: the other tests' Northwind keeps none. */
const HARBOR_ADMIN = 'owner@harbor.example';

const table = (page: Page, name = 'Location performance') => page.getByRole('table', { name });
const rows = (page: Page) => table(page).locator('tbody tr');

/** A figure written as the screen writes scores: '72.45 / 100' → 72.45. */
const scoreOf = (text: string | null) => Number((text ?? '').replace(' / 100', ''));

test('ranks locations with medals, switches to the groups view and back, and a row opens the dashboard', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/locations');
  // Six months is the screen's default range (spec 001 §9).
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('6 months');
  // The run's first scoring reads every count cold: on a busy machine it takes longer than a click's wait.
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(rows(page).first().getByRole('img', { name: 'Gold medal' })).toBeVisible();
  await expect(rows(page).nth(3).getByRole('img')).toHaveCount(0);
  await expect(rows(page).first().getByRole('cell').nth(2)).toHaveText(/^\d+\.\d\d \/ 100$/);

  await page.locator('label', { hasText: /^Groups$/ }).click();
  await expect(page.getByRole('radio', { name: 'Groups' })).toBeChecked();
  await expect(page).toHaveURL(/view=groups/);
  await expect(table(page, 'Group performance')).toBeVisible();
  await expect(table(page, 'Group performance').locator('tbody tr').first()).toContainText(/\d+ locations?/);

  // The previous period widens the table (1900 px) and adds the change column.
  await page.getByRole('switch', { name: 'Show previous period' }).click();
  await expect(page.getByRole('switch', { name: 'Show previous period' })).toBeChecked();
  await expect(table(page, 'Group performance').getByRole('columnheader', { name: 'Change' })).toBeVisible();

  const firstGroup = table(page, 'Group performance').locator('tbody tr').first().getByRole('link');
  // The rows of the period just asked for: while they load, the table may still hold what it showed before.
  await expect(firstGroup).toHaveAttribute('href', /groupId=/);
  await firstGroup.click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && url.searchParams.get('groupId') !== null);
});

test('the score breakdown adds up to the score', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/locations');
  const first = rows(page).first();
  const scoreButton = first.getByRole('button', { name: /^Performance Score of/ });
  const score = scoreOf(await scoreButton.textContent());
  await scoreButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('breakdown-subscore')).toHaveCount(5);
  const added = (await dialog.getByTestId('breakdown-added').allTextContents()).map(Number);
  const sum = added.reduce((total, value) => total + value, 0);
  expect(Math.round(sum * 100) / 100).toBe(score);
  await expect(dialog.getByTestId('breakdown-total')).toHaveText(`${score.toFixed(2)} / 100`);
});

test('an admin sets a target score and the table shows it', async ({ page }) => {
  await signIn(page, HARBOR_ADMIN);
  await page.goto('/dashboard/locations');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByRole('cell').nth(3)).toHaveText('—');
  await page.getByRole('link', { name: 'Set Target Score' }).click();
  await expect(page).toHaveURL(/\/settings\/target-score$/);
  await page.getByRole('textbox', { name: 'Average rating target' }).fill('4.5');
  await page.getByRole('textbox', { name: 'Average rating weight' }).fill('50');
  await page.getByRole('textbox', { name: 'Reviews target' }).fill('10');
  await page.getByRole('textbox', { name: 'Reviews weight' }).fill('50');
  await page.getByRole('button', { name: 'Save Target Score' }).click();

  await expect(page).toHaveURL(/\/dashboard\/locations/);
  const target = rows(page)
    .first()
    .getByRole('button', { name: /^Target Score of/ });
  await expect(target).toHaveText(/^\d+\.\d\d \/ 100$/);
  await expect(page.getByRole('link', { name: 'Edit Target Score' })).toBeVisible();
  await expect(
    page.getByText('Created by you: each Target Score measures a location or group against the targets you set.'),
  ).toBeVisible();
  await target.click();
  await expect(page.getByRole('dialog').getByRole('table', { name: 'Targets' })).toContainText('4.50');
});

test('an admin adds a custom target for a location and sets score weights that add up to 100', async ({ page }) => {
  // custom_score is an account setting; Harbor Fitness has it on for this test and ends on the default weights.
  await sql(
    `insert into account_settings (account_id, code, value)
     select account_id, 'custom_score', 'true' from users where email = $1
     on conflict (account_id, code) do update set value = 'true'`,
    [HARBOR_ADMIN],
  );
  await signIn(page, HARBOR_ADMIN);
  await page.goto('/settings/target-score');

  const customTargets = page.getByRole('table', { name: 'Custom targets' });
  await page.getByRole('button', { name: 'Add custom target' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add custom target' });
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  const location = dialog.getByRole('option').first();
  const locationName = (await location.textContent()) ?? '';
  await location.click();
  await dialog.getByRole('textbox', { name: 'Average rating target' }).fill('4.8');
  await dialog.getByRole('button', { name: 'Save custom target' }).click();
  await expect(dialog).toBeHidden();
  const row = customTargets.getByRole('row', { name: new RegExp(locationName) });
  await expect(row).toContainText('4.80');

  await page.getByRole('textbox', { name: 'Average rating (adjusted) score weight' }).fill('30');
  await expect(page.getByTestId('weights-total')).not.toHaveText('100%');
  await page.getByRole('button', { name: 'Save score weights' }).click();
  await expect(page.getByText('The weights must add up to 100%')).toBeVisible();

  const weights = { 'Average rating (adjusted)': '40', Reviews: '20', 'Response rate': '10', 'Response time': '10' };
  for (const [input, weight] of Object.entries(weights)) {
    await page.getByRole('textbox', { name: `${input} score weight` }).fill(weight);
  }
  await page.getByRole('textbox', { name: 'Owner photos score weight' }).fill('10');
  await page.getByRole('textbox', { name: 'Listings in sync score weight' }).fill('10');
  await expect(page.getByTestId('weights-total')).toHaveText('100%');
  await page.getByRole('button', { name: 'Save score weights' }).click();
  await expect(page.getByText('Score weights saved')).toBeVisible();
  await expect(page.getByText('Scores use these weights of your own.')).toBeVisible();

  // Back to the defaults and no custom target: Harbor's other tests see the account as it was.
  await page.getByRole('button', { name: 'Use the default weights' }).click();
  await expect(page.getByText('Scores use the default weights.', { exact: false })).toBeVisible();
  await row.getByRole('button', { name: /^Delete the custom target of/ }).click();
  await expect(page.getByText('No location has custom targets.', { exact: false })).toBeVisible();
});

test('a user who is not an admin sees no target-score link and cannot set targets', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/dashboard/locations');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Target Score/ })).toHaveCount(0);
  await page.goto('/settings/target-score');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByText('Target score is set by your admin: ask them if a target should change.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Target Score' })).toHaveCount(0);
});

test('the print view holds every row', async ({ page }) => {
  const auth: AuthState = await signIn(page, ADMIN);
  await page.addInitScript(() => {
    // The browser's print dialog is outside the page; count that it was asked for.
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  const { _total } = await callApi<{ _total: number }>(
    'GET',
    `/location_performance_overview?account_id=${auth.account_id}&per_page=1`,
    { auth },
  );
  await page.goto('/dashboard/locations?dateDescriptor=allTime');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  const printView = page.locator('section.repute-performance-print');
  await expect(printView.locator('tbody tr')).toHaveCount(_total);
  await expect(printView).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed, the view is all there is on the sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(printView).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Location Performance', exact: true })).toBeHidden();
  // A4 and Letter in landscape, less the 12 mm margins, at 96 px an inch: every column fits the sheet's width.
  for (const [paper, widthMm] of [
    ['A4', 297],
    ['Letter', 279.4],
  ] as const) {
    await page.setViewportSize({ width: Math.floor(((widthMm - 24) / 25.4) * 96), height: 700 });
    const overflow = await printView.evaluate((section) => section.scrollWidth - section.clientWidth);
    expect({ paper, overflow }).toEqual({ paper, overflow: 0 });
  }
});
