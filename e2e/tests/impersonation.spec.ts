import { seriousViolations } from './axe';
import { expect, openInApp, signIn, test } from './fixtures';

const STAFF = 'owner@juniper.example';
const ACTED_AS = 'manager@northwind.example';

/**
 * Issue 31 in the browser (decisions 0158, 0159): one of the operator's staff acts as a Northwind manager, sees the
 * banner and no Log Out, adds a group and ends the impersonation; Northwind's admin then reads that change in the
 * audit log, with both names.
 */
test('a staff member impersonates a user, makes a change and ends; an admin reads it in the audit log', async ({
  page,
  browser,
}) => {
  const group = `Audited ${Date.now()}`;
  await signIn(page, STAFF);
  await page.goto('/staff/impersonation');
  await expect(page.getByRole('heading', { name: 'Impersonate a User', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Account' }).fill('Northwind');
  await page.getByRole('option', { name: 'Northwind Dental' }).click();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: new RegExp(ACTED_AS) }).click();
  await page.getByRole('button', { name: 'Start impersonation' }).click();

  await expect(page.getByText(`You are acting as ${ACTED_AS} in Northwind Dental.`)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Spec 000 §6: no Log Out and no account menu while impersonating.
  await expect(nav.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Marcus Chen' })).toHaveCount(0);
  // The banner and its button, not only the screens the shared walks open.
  expect(await seriousViolations(page, '/dashboard while impersonating')).toEqual([]);

  await openInApp(page, '/settings/groups/new');
  await page.getByLabel('Group Name').fill(group);
  await page.getByRole('button', { name: 'Add Group' }).click();
  await expect(page.getByText(`${group} successfully created`)).toBeVisible();

  await page.getByRole('button', { name: 'End impersonation' }).click();
  await expect(page.getByText(`You are acting as ${ACTED_AS}`)).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@northwind.example');
    await admin.goto(`/settings/audit-log?action=${encodeURIComponent('POST /groups')}`);
    await expect(admin.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: 'POST /groups' }).first();
    await expect(row).toContainText(ACTED_AS);
    await expect(row).toContainText(`Acted by ${STAFF}`);
    await row.getByRole('button', { name: 'Show changes of POST /groups' }).click();
    await expect(admin.getByText(group).first()).toBeVisible();
    expect(await seriousViolations(admin, '/settings/audit-log with a row open')).toEqual([]);
  } finally {
    await adminContext.close();
  }
});
