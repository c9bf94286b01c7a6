import { expect, signIn, test } from './fixtures';

test('an admin adds a user with a user type, edits and deactivates them', async ({ page }) => {
  const email = `new.hire.${Date.now()}@northwind.example`;
  await signIn(page, 'admin@northwind.example');
  await page.goto('/settings/users');
  await page
    .getByRole('link', { name: 'Add User' })
    .or(page.getByRole('button', { name: 'Add User' }))
    .click();
  await expect(page).toHaveURL(/\/settings\/users\/new/);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('User type').click();
  await page.getByRole('option', { name: 'Read Only' }).click();
  await page.getByRole('button', { name: /Add User|Save|Create/ }).click();

  await expect(page).toHaveURL(/\/settings\/users$/);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Nora Quinn');
  await expect(row).toContainText('Read Only');
  // Invited: the new user has not set a password yet.
  const invited = row.getByText('Invited', { exact: true });
  await expect(invited).toBeVisible();
  // Whole, beside a long e-mail address: not cut to "INVIT…".
  expect(await invited.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await expect(row.getByText('Active', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User type').click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await dialog.getByLabel('Email').fill(`moved.${email}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Manager');
  // A new address waits for its link (decision 0072): the user keeps the current one meanwhile.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByText(`Waiting for moved.${email} to confirm the change`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText(/inactive/i);
});

test('a read-only user cannot manage users', async ({ page }) => {
  await signIn(page, 'readonly@northwind.example');
  await page.goto('/settings/users');
  // The page is there: the missing controls below are missing from it, not from a page still loading.
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
});
