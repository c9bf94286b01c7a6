import { expect, openInApp, signIn, signUp, test } from './fixtures';

test('an admin renames the account and sets its vertical on /settings/account', async ({ page }) => {
  await signUp(page, 'Ibekwe Bakery');
  await page.goto('/settings/account');
  const form = page.getByRole('form', { name: 'Company' });
  await expect(form.getByLabel('Account name')).toHaveValue('Ibekwe Bakery');
  await expect(form.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  await form.getByLabel('Account name').fill('  ');
  await form.getByLabel('Account name').blur();
  await expect(form.getByText('Enter the account name')).toBeVisible();
  await form.getByLabel('Account name').fill('Ibekwe Bakery & Cafe');
  await form.getByRole('combobox', { name: 'Vertical' }).click();
  await page.getByRole('option', { name: 'Restaurant' }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The account has been updated.')).toBeVisible();

  // Read back from the server after a reload: what was saved is what shows.
  await page.reload();
  await expect(form.getByLabel('Account name')).toHaveValue('Ibekwe Bakery & Cafe');
  await expect(form.getByRole('combobox', { name: 'Vertical' })).toHaveValue('Restaurant');
  const settings = page.getByRole('table', { name: 'Account settings' });
  await expect(settings.getByRole('row', { name: 'Prevent location additions Off' })).toBeVisible();
  // The account's own choice is the admin's to switch here too (decision 0129).
  await expect(page.getByRole('switch', { name: 'Send to addresses outside this account' })).toBeVisible();
});

test('anyone but an admin reads the account, with nothing to change', async ({ page }) => {
  await signIn(page, 'manager@northwind.example');
  await page.goto('/settings');
  await openInApp(page, '/settings/account');
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByRole('group', { name: 'Account name' })).toContainText('Northwind Dental');
  await expect(details.getByRole('group', { name: 'Vertical' })).toContainText('Healthcare');
  await expect(details.getByRole('group', { name: 'Segment' })).toContainText('Mid market');
  await expect(details.getByRole('group', { name: 'Customer success manager' })).toContainText('Jordan Ellis');
  await expect(page.getByRole('table', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Company' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
});
