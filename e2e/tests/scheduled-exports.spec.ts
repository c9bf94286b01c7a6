import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { callApi, expect, signIn, signUp, sql, test } from './fixtures';
import { latestMailTo } from './mail';

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

test('a recipient leaves a scheduled export from the link of its e-mail, and comes back', async ({ page }) => {
  // The worker sweeps once a minute: the export is sent within about a minute of the time it is made due.
  test.setTimeout(180_000);
  const owner = await signUp(page, `Scheduled mail ${Date.now()}`);
  const subject = `Every review ${Date.now()}`;
  const exported = await callApi<{ id: number }>('POST', '/scheduled_exports', {
    auth: owner,
    body: {
      date_range_legend: 'thirty_days',
      filters: { dateDescriptor: 'thirtyDays' },
      recipient_user_ids: [owner.user_id],
      email_frequency: 'daily',
      email_subject: subject,
      email_body: 'The last thirty days.',
      scheduled_time: '08:00',
      export_type: 'reviews',
    },
  });
  // A trial account exports only with its trial_export setting (spec 000 §6).
  await sql(`update account_settings set value = 'true' where account_id = $1 and code = 'trial_export'`, [
    owner.account_id,
  ]);
  // Its time has come: no screen sets a run in the past.
  await sql(`update scheduled_exports set next_run_at = now() - interval '1 minute' where id = $1`, [exported.id]);

  const mail = await latestMailTo(owner.email, 'The last thirty days.', 150_000);
  expect(mail).toMatch(/List-Unsubscribe:\s*<https?:\/\/[^>]+\/api\/unsubscribe\/scheduled_exports\//);
  expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const pageLink = mail.match(/https?:\/\/[^\s"/]+\/unsubscribe\/scheduled_exports\/[^\s"<>]+/)?.[0];
  if (!pageLink) throw new Error('no unsubscribe link in the mail');

  // The link works without a session: a fresh browser context, as from a mail client.
  const mailClient = await page.context().browser()?.newContext();
  const visitor = await mailClient?.newPage();
  if (!visitor) throw new Error('no browser page');
  await visitor.goto(pageLink);
  await expect(visitor.getByText(`Stop the e-mails of the "${subject}" scheduled export`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(visitor.getByRole('status')).toContainText(`no longer gets the e-mails of the "${subject}"`);
  const [left] = await sql<{ unsubscribed: number[] }>(
    'select unsubscribed_user_ids as unsubscribed from scheduled_exports where id = $1',
    [exported.id],
  );
  expect(left?.unsubscribed).toEqual([owner.user_id]);

  await visitor.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(visitor.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await mailClient?.close();
});

test('an admin allows recipients outside the account; one downloads the file from the e-mail without a login', async ({
  page,
}) => {
  // The worker sweeps once a minute: the export is sent within about a minute of the time it is made due.
  test.setTimeout(180_000);
  const company = `Outside recipients ${Date.now()}`;
  const owner = await signUp(page, company);
  await page.goto('/settings/scheduled-exports/manage');
  const allow = page.getByRole('switch', { name: /^Send to addresses outside this account/ });
  await expect(allow).not.toBeChecked();
  await allow.click();
  await expect(page.getByText('Exports can go outside the account')).toBeVisible();
  await expect(allow).toBeChecked();

  const outsider = `accountant.${Date.now()}@ledger.example`;
  const subject = `For the accountant ${Date.now()}`;
  const exported = await callApi<{ id: number; outside_recipient_emails: string[] }>('POST', '/scheduled_exports', {
    auth: owner,
    body: {
      date_range_legend: 'thirty_days',
      filters: { dateDescriptor: 'thirtyDays' },
      recipient_user_ids: [owner.user_id],
      recipient_emails: [outsider],
      email_frequency: 'daily',
      email_subject: subject,
      email_body: 'The month for the books.',
      scheduled_time: '08:00',
      export_type: 'reviews',
    },
  });
  expect(exported.outside_recipient_emails).toEqual([outsider]);
  await sql(`update account_settings set value = 'true' where account_id = $1 and code = 'trial_export'`, [
    owner.account_id,
  ]);
  await sql(`update scheduled_exports set next_run_at = now() - interval '1 minute' where id = $1`, [exported.id]);

  const mail = await latestMailTo(outsider, 'The month for the books.', 150_000);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/export-download\/[A-Za-z0-9._-]+/)?.[0];
  if (!link) throw new Error('no download link in the mail');

  // Someone without a login, as from a mail client: the page speaks as the business and gives that one file.
  const mailClient = await page.context().browser()?.newContext();
  const visitor = await mailClient?.newPage();
  if (!visitor) throw new Error('no browser page');
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: subject })).toBeVisible();
  await expect(visitor.getByRole('banner')).toHaveText(company);
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Download the file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);

  // A link changed by hand gives nothing.
  await visitor.goto(link.replace(/\/export-download\/(\d+)\./, (_, id) => `/export-download/${Number(id) + 1}.`));
  await expect(visitor.getByText('This link does not work')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Download the file' })).toHaveCount(0);
  await mailClient?.close();
});
