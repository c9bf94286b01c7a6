import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// A whole flow each, on a loaded two-core machine.
test.describe.configure({ timeout: 90_000 });

/** Serious or critical axe findings in a part of the page (the rule of the accessibility walk). */
async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode().include(selector).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const flyout = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The reviews list's Export menu, and its Schedule Export item. */
async function openScheduleFlyout(page: Page) {
  await page.goto('/reviews?dateDescriptor=thirtyDays');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Schedule Export' }).click();
  await expect(flyout(page, 'Schedule Export')).toBeVisible();
}

test('schedules an export from the reviews list and finds it on the manage screen', async ({ page }) => {
  await signIn(page, 'user@northwind.example');
  await openScheduleFlyout(page);
  const dialog = flyout(page, 'Schedule Export');
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(380);
  const name = `Weekly reviews ${Date.now()}`;
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Recipients' }).fill('uma');
  await page.getByRole('option', { name: /user@northwind\.example/ }).click();
  // The recipients' list stays open for more picks: a click on the title closes it.
  await dialog.getByRole('heading', { name: 'Schedule Export' }).click();
  await dialog.getByRole('combobox', { name: 'Email Frequency' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await dialog.getByRole('combobox', { name: 'Day', exact: true }).click();
  await page.getByRole('option', { name: 'Monday' }).click();
  await expect(dialog.getByText('30 days')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await save.click();
  await expect(page.getByText('Scheduled Export saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/settings/scheduled-exports/manage');
  await expect(page.getByRole('link', { name: 'Back to Account & Settings' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await expect(row).toContainText('Reviews');
  await expect(row).toContainText('Weekly on Monday');
  await expect(row).toContainText('13:00');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/reviews\?dateDescriptor=thirtyDays.*flyout_edit=true&export_id=\d+/);
  const edit = flyout(page, 'Edit Scheduled Export');
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
});

test('asks before closing the flyout with unsaved changes, and closes at once without', async ({ page }) => {
  await signIn(page, 'user@northwind.example');
  await openScheduleFlyout(page);
  const dialog = flyout(page, 'Schedule Export');
  // No changes: it closes directly, and remembers it was closed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('collapsedFlyout'))).toBe('true');

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Schedule Export' }).click();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('collapsedFlyout'))).toBe('false');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Not saved yet');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await confirm.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Not saved yet');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep Editing' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await confirm.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(dialog).toBeHidden();
});
