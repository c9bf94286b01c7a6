import type { Page } from '@playwright/test';
import { expect, logInThroughForm, sql, test } from './fixtures';

/** A date `days` from today as the form shows and takes it (MM/DD/YY), and as stored (YYYY-MM-DD). */
function dayFromToday(days: number): { typed: string; iso: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = date.getFullYear();
  return {
    typed: `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${String(year).slice(2)}`,
    iso: `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  };
}

async function fillAddress(page: Page, name: string) {
  await page.getByLabel('Internal Name').fill(name);
  await page.getByLabel('Public Name').fill(`${name} Dental`);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('400 Pine St');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').fill('Washington');
  await page.getByLabel('Zip Code').fill('98101');
  await expect(page.getByLabel('Country')).toHaveValue('United States');
}

async function addHolidayDate(page: Page, index: number, typed: string) {
  await page.getByRole('button', { name: 'Add Holiday Hours', exact: true }).click();
  const row = page.getByRole('group', { name: `Holiday hours ${index}` });
  await row.getByLabel('Date').fill(typed);
  await row.getByLabel('Date').press('Escape');
  return row;
}

test('a manager creates a location with hours and holiday hours and sees them on the detail page', async ({ page }) => {
  const name = `Northwind Dental - Pike Place ${Date.now()}`;
  const closedDay = dayFromToday(40);
  const openDay = dayFromToday(41);
  await logInThroughForm(page, 'manager@northwind.example');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings/locations');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page).toHaveURL(/\/settings\/locations\/new$/);
  await expect(page.getByText('Adding a location may incur additional costs.')).toBeVisible();

  await fillAddress(page, name);
  await page.getByLabel('Phone', { exact: true }).fill('(206) 555-0142');

  // Operating hours: Monday typed in 12- and 24-hour form, Tuesday 24 hours, the rest closed.
  await page.getByRole('button', { name: 'Add Hours' }).click();
  await page.getByLabel('Monday closed').uncheck();
  await page.getByRole('combobox', { name: 'Monday open time' }).fill('9:00a');
  await page.getByRole('combobox', { name: 'Monday open time' }).press('Tab');
  await expect(page.getByRole('combobox', { name: 'Monday open time' })).toHaveValue('9:00 AM');
  await page.getByRole('combobox', { name: 'Monday close time' }).fill('17:30');
  await page.getByRole('combobox', { name: 'Monday close time' }).press('Tab');
  await page.getByLabel('Tuesday closed').uncheck();
  await page.getByRole('combobox', { name: 'Tuesday open time' }).fill('24 hours');
  await page.getByRole('combobox', { name: 'Tuesday open time' }).press('Tab');
  await expect(page.getByRole('combobox', { name: 'Tuesday close time' })).toHaveCount(0);

  // Holiday hours: one closed date, one open date with hours.
  await page.getByRole('button', { name: 'Show Holiday Hours' }).click();
  await addHolidayDate(page, 1, closedDay.typed);
  const second = await addHolidayDate(page, 2, openDay.typed);
  await second.getByLabel('Closed').uncheck();
  await second.getByRole('combobox', { name: 'Holiday hours 2 open time' }).fill('10:00 AM');
  await second.getByRole('combobox', { name: 'Holiday hours 2 close time' }).fill('2:00 PM');
  await second.getByRole('combobox', { name: 'Holiday hours 2 close time' }).press('Tab');

  await page.getByRole('button', { name: 'Add New Location' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue anyway' }).click();
  await expect(page.getByText('Location created successfully.')).toBeVisible();
  // Managers may put it in groups first.
  await expect(page).toHaveURL(/\/settings\/locations\/new\/\d+\/groups$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/settings\/locations$/);

  await page.getByLabel('Search locations').fill(name);
  await page.getByLabel('Search locations').press('Enter');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `${name} (No External ID)` })).toBeVisible();
  const hours = page.getByRole('table', { name: 'Operating hours' });
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('9:00 AM - 5:30 PM');
  await expect(hours.getByRole('row', { name: /Tuesday/ })).toContainText('Open 24 hours');
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
  const holidays = page.getByRole('table', { name: 'Holiday hours' });
  await expect(holidays.getByRole('row', { name: new RegExp(closedDay.typed) })).toContainText('Closed');
  await expect(holidays.getByRole('row', { name: new RegExp(openDay.typed) })).toContainText('10:00 AM - 2:00 PM');

  // HH:mm on the wire.
  const [stored] = await sql<{ hours: { monday: { hours: unknown[] } } }>(
    'select hours from locations where name = $1',
    [name],
  );
  expect(stored?.hours.monday.hours).toEqual([{ open_time: '09:00', close_time: '17:30' }]);
});

test('a read-only user cannot add or edit locations', async ({ page }) => {
  await logInThroughForm(page, 'readonly@northwind.example');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings/locations');
  await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Location' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Northwind Dental - Ballard' }).click();
  await expect(page.getByRole('heading', { name: /Northwind Dental - Ballard/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Location' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Asking for edit mode in the address does not open it either.
  await page.goto(`${new URL(page.url()).pathname}?withEdit=true`);
  await expect(page.getByRole('heading', { name: /Northwind Dental - Ballard/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByLabel('Internal Name')).toHaveCount(0);
  await page.goto('/settings/locations/new');
  await expect(page.getByText('You do not have permission to add locations to this account.')).toBeVisible();
});

test('the last location of an account cannot be deleted', async ({ page }) => {
  const email = `solo.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sol');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Company name').fill('Okafor Physio');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('solo-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/settings/locations');
  await expect(page.getByText('No locations yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Location' }).click();
  // The owner is an Admin of an account that is not white-label: the exact price shows.
  await expect(page.getByText('Adding this location adds $49.00 a month to your bill.')).toBeVisible();
  await fillAddress(page, 'Okafor Physio Downtown');
  await page.getByRole('button', { name: 'Add New Location' }).click();
  await expect(page.getByText('Location created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/locations\/new\/\d+\/groups$/);
  await page.getByRole('button', { name: 'Skip' }).click();

  await page.getByRole('link', { name: 'Okafor Physio Downtown' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unable to Delete Location' });
  await expect(dialog).toContainText("Can't delete the last location on the account.");
  await expect(dialog).toContainText('contact support');
  await dialog.getByRole('button', { name: 'OK' }).click();
  const [row] = await sql<{ count: string }>(
    'select count(*) from locations l join users u on u.account_id = l.account_id where u.email = $1',
    [email],
  );
  expect(row?.count).toBe('1');
});

test('holiday hours warn about 7 or more consecutive closed days, and leaving asks first', async ({ page }) => {
  await logInThroughForm(page, 'manager@northwind.example');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings/locations?keywords=Fremont');
  await page.getByRole('link', { name: 'Northwind Dental - Fremont' }).click();
  await page.getByRole('button', { name: 'Edit Location' }).click();
  await expect(page).toHaveURL(/withEdit=true/);
  await expect(page.getByRole('button', { name: 'Sync From Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Holiday Hours' }).click();
  const warning = page.getByText(
    'If your business will be closed for 7 or more days in a row, Google may mark the business as temporarily closed or reject the request.',
  );
  const existing = await page.getByRole('group', { name: /^Holiday hours \d+$/ }).count();
  for (let day = 0; day < 7; day += 1) {
    await expect(warning).toHaveCount(0);
    await addHolidayDate(page, existing + day + 1, dayFromToday(1100 + day).typed);
  }
  await expect(warning).toBeVisible();

  // A gap breaks the run.
  await page.getByRole('button', { name: `Remove Holiday hours ${existing + 4}` }).click();
  await expect(warning).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page).not.toHaveURL(/withEdit=true/);
  await expect(page.getByRole('button', { name: 'Edit Location' })).toBeVisible();
});

test('the list filters by group, sorts and searches, and the detail page leads back to the same list', async ({
  page,
}) => {
  await logInThroughForm(page, 'manager@northwind.example');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings/locations');
  await page.getByLabel('Group', { exact: true }).click();
  await page.getByRole('option', { name: 'Eastside' }).click();
  await expect(page).toHaveURL(/group_id=\d+/);
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.getByRole('link')).toHaveText([
    'Northwind Dental - Bellevue',
    'Northwind Dental - Issaquah',
    'Northwind Dental - Kirkland',
    'Northwind Dental - Redmond',
  ]);
  await page.getByRole('button', { name: 'Sort by Name' }).click();
  await page.getByRole('button', { name: 'Sort by Name' }).click();
  await expect(page).toHaveURL(/sort%5Border%5D=desc|sort\[order\]=desc/);
  await expect(table.getByRole('link').first()).toHaveText('Northwind Dental - Redmond');

  await table.getByRole('link', { name: 'Northwind Dental - Kirkland' }).click();
  await expect(page).toHaveURL(/\/details\?.*group_id=\d+/);
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page).toHaveURL(/\/settings\/locations\?.*group_id=\d+/);
  await expect(table.getByRole('link').first()).toHaveText('Northwind Dental - Redmond');
});
