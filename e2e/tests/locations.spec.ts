import type { Page } from '@playwright/test';
import type { AuthState } from '@repute/domain/auth';
import { callApi, expect, signIn, signUp, sql, test } from './fixtures';

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
  await signIn(page, 'manager@northwind.example');
  await page.goto('/settings/locations');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page).toHaveURL(/\/settings\/locations\/new$/);
  await expect(page.getByText('Adding a location may incur additional costs.')).toBeVisible();
  // An untouched form lets the person leave without asking.
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page).toHaveURL(/\/settings\/locations$/);
  await page.getByRole('button', { name: 'Add Location' }).click();

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
  // The unfiltered page may list it too: click once the search's answer has replaced the rows, not during it.
  await expect(page.getByText('1 location', { exact: true })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `${name} (No External ID)` })).toBeVisible();
  const hours = page.getByRole('table', { name: 'Operating hours' });
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('9:00 AM - 5:30 PM');
  await expect(hours.getByRole('row', { name: /Tuesday/ })).toContainText('Open 24 hours');
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
  const holidays = page.getByRole('table', { name: 'Holiday hours' });
  await expect(holidays.getByRole('row', { name: new RegExp(closedDay.typed) })).toContainText('Closed');
  await expect(holidays.getByRole('row', { name: new RegExp(openDay.typed) })).toContainText('10:00 AM - 2:00 PM');

  // A location without a Google Place ID has an issue, which can be muted.
  await expect(page.getByText('This location has no Google Place ID')).toBeVisible();
  await page.getByRole('button', { name: 'Mute issues' }).click();
  await expect(page.getByRole('button', { name: 'Unmute issues' })).toBeVisible();
  await expect(page.getByText('This location has no Google Place ID')).toHaveCount(0);

  // HH:mm on the wire.
  const [stored] = await sql<{ hours: { monday: { hours: unknown[] } } }>(
    'select hours from locations where name = $1',
    [name],
  );
  expect(stored?.hours.monday.hours).toEqual([{ open_time: '09:00', close_time: '17:30' }]);
});

test("the location form says what is wrong on leaving a field and on saving, in the spec's words", async ({ page }) => {
  await signIn(page, 'manager@northwind.example');
  await page.goto('/settings/locations/new');
  const form = page.getByRole('form', { name: 'Add location' });
  await page.getByRole('button', { name: 'Add New Location' }).click();
  await expect(
    page.getByText('There is missing required information. Please review the form and try again.'),
  ).toBeVisible();
  await expect(form.getByText('Internal Name is required')).toBeVisible();
  await expect(form.getByText('Zip Code is required')).toBeVisible();
  await expect(page.getByLabel('Internal Name')).toBeFocused();
  // Typing a value takes its error away.
  await page.getByLabel('Internal Name').fill('Northwind Dental - Ballard');
  await expect(form.getByText('Internal Name is required')).toHaveCount(0);

  // The domain's phone rule, shown when the field is left.
  await page.getByLabel('Phone', { exact: true }).fill('555-12');
  await expect(form.getByText('Enter a 10-digit phone number')).toHaveCount(0);
  await page.getByLabel('Phone', { exact: true }).press('Tab');
  await expect(form.getByText('Enter a 10-digit phone number')).toBeVisible();

  // A day open without a closing time: its error, shown on saving, goes once the day is given one.
  await page.getByRole('button', { name: 'Add Hours' }).click();
  await page.getByLabel('Monday closed').uncheck();
  await page.getByRole('combobox', { name: 'Monday open time' }).fill('9:00 AM');
  await page.getByRole('button', { name: 'Add New Location' }).click();
  const dayError = form.getByText('You must have an opening and closing time if location is open.');
  await expect(dayError).toBeVisible();
  await page.getByRole('combobox', { name: 'Monday close time' }).fill('5:00 PM');
  await page.getByRole('combobox', { name: 'Monday close time' }).press('Tab');
  await expect(dayError).toHaveCount(0);
});

test('a read-only user cannot add or edit locations', async ({ page }) => {
  await signIn(page, 'readonly@northwind.example');
  await page.goto('/settings/locations');
  await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Location' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Northwind Dental - Ballard' }).click();
  await expect(page.getByRole('heading', { name: /Northwind Dental - Ballard/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Location' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Five holiday hours show; the rest are for those who may change the location.
  await expect(page.getByRole('table', { name: 'Holiday hours' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByText('Contact an admin or manager to view additional holiday hours.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'See all' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });
  // Asking for edit mode in the address does not open it either.
  await page.goto(`${new URL(page.url()).pathname}?withEdit=true`);
  await expect(page.getByRole('heading', { name: /Northwind Dental - Ballard/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByLabel('Internal Name')).toHaveCount(0);
  await page.goto('/settings/locations/new');
  await expect(page.getByText('You do not have permission to add locations to this account.')).toBeVisible();
});

test('the last location of an account cannot be deleted', async ({ page }) => {
  const { email } = await signUp(page, 'Okafor Physio');

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

  // The last location offers no Delete (spec 001 §6): the message says why and whom to contact instead.
  await page.getByRole('link', { name: 'Okafor Physio Downtown' }).click();
  await expect(
    page.getByText("Can't delete the last location on the account. Please contact support to make this change."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The prevent_location_additions setting turns Add Location into the contact-support modal.
  await sql(
    `insert into account_settings (account_id, code, value)
     select account_id, 'prevent_location_additions', 'true' from users where email = $1
     on conflict (account_id, code) do update set value = 'true'`,
    [email],
  );
  await page.goto('/settings/locations');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page.getByRole('dialog', { name: 'Unable to Add Location' })).toContainText(
    'Locations cannot be added to this account.',
  );
  const [row] = await sql<{ count: string }>(
    'select count(*) from locations l join users u on u.account_id = l.account_id where u.email = $1',
    [email],
  );
  expect(row?.count).toBe('1');
});

test('holiday hours warn about 7 or more consecutive closed days, and leaving asks first', async ({ page }) => {
  await signIn(page, 'manager@northwind.example');
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

  // NPI numbers: 10 digits are needed; an unknown number asks the registry, which this machine cannot reach.
  const npiCount = await page.getByRole('textbox', { name: /^NPI number \d+$/ }).count();
  await page.getByRole('button', { name: 'Add NPI Number' }).click();
  const npi = page.getByLabel(`NPI number ${npiCount + 1}`, { exact: true });
  await npi.fill('123');
  await npi.blur();
  await expect(page.getByText('NPI not found')).toBeVisible();
  await npi.fill('1234567893');
  await npi.blur();
  await expect(page.getByText('Unable to reach the NPI database')).toBeVisible();

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
  await signIn(page, 'manager@northwind.example');
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
  // The second click toggles the first one's order: made before that is in the URL, it was lost once.
  await expect(page).toHaveURL(/sort%5Border%5D=asc|sort\[order\]=asc/);
  await page.getByRole('button', { name: 'Sort by Name' }).click();
  await expect(page).toHaveURL(/sort%5Border%5D=desc|sort\[order\]=desc/);
  await expect(table.getByRole('link').first()).toHaveText('Northwind Dental - Redmond');

  await table.getByRole('link', { name: 'Northwind Dental - Kirkland' }).click();
  await expect(page).toHaveURL(/\/details\?.*group_id=\d+/);
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page).toHaveURL(/\/settings\/locations\?.*group_id=\d+/);
  await expect(table.getByRole('link').first()).toHaveText('Northwind Dental - Redmond');
});

/** Creates a location through the API as the signed-in user, as another screen would. */
async function createLocationByApi(auth: AuthState, name: string): Promise<number> {
  const location = await callApi<{ id: number }>('POST', '/locations', {
    auth,
    body: {
      name,
      public_name: name,
      address: '1 Test Way',
      city: 'Tacoma',
      state: 'Washington',
      zipcode: '98402',
      country: 'United States',
    },
  });
  return location.id;
}

test('deleting a location returns to the list with its sort and keywords', async ({ page }) => {
  const name = `Northwind Dental - Closing ${Date.now()}`;
  const manager = await signIn(page, 'manager@northwind.example');
  await createLocationByApi(manager, name);
  await page.goto('/settings/locations?keywords=Closing&search_type=relevance&sort[by]=city&sort[order]=desc&page=1');
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Location' });
  await dialog.getByRole('button', { name: 'Delete Location' }).click();
  await expect(page.getByText(`${name} successfully deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/locations\?/);
  const kept = new URL(page.url()).searchParams;
  expect(kept.get('keywords')).toBe('Closing');
  expect(kept.get('sort[by]')).toBe('city');
  expect(kept.get('sort[order]')).toBe('desc');
  expect(kept.get('page')).toBeNull();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test("Sync From Google shows what differs and takes Google's values", async ({ page }) => {
  await signIn(page, 'manager@northwind.example');
  await page.goto('/settings/locations?keywords=Bellevue');
  await page.getByRole('link', { name: 'Northwind Dental - Bellevue' }).click();
  await page.getByRole('button', { name: 'Edit Location' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  const before = await phone.inputValue();
  await page.getByRole('button', { name: 'Sync From Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync From Google' });
  const differences = dialog.getByRole('table', { name: 'Differences from Google' });
  const phoneRow = differences.getByRole('row', { name: /^Phone/ });
  await expect(phoneRow).toContainText(before);
  const google = ((await phoneRow.getByRole('cell').nth(2).textContent()) ?? '').trim();
  expect(google).not.toBe(before);
  await dialog.getByRole('button', { name: 'Accept Changes' }).click();
  await expect(page.getByText('Successfully synced location')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(google);

  await page.getByRole('button', { name: 'Sync From Google' }).click();
  await expect(page.getByText('Nothing to sync: this location already matches its Google listing.')).toBeVisible();
});

test('a manager groups locations: create with a location, rename, remove it, delete', async ({ page }) => {
  const name = `Waterfront ${Date.now()}`;
  await signIn(page, 'manager@northwind.example');
  await page.goto('/settings/locations');
  await page.getByRole('link', { name: 'Manage Groups' }).click();
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText('Seattle Metro');
  await page.getByRole('link', { name: 'Add Group' }).click();
  await expect(page).toHaveURL(/\/settings\/groups\/new$/);
  await page.getByLabel('Group Name').fill(name);
  await page.getByRole('combobox', { name: 'Locations' }).fill('Northwind Dental - West');
  await page.getByRole('option', { name: 'Northwind Dental - West Seattle' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Group' }).click();
  await expect(page.getByText(`${name} successfully created`)).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const members = page.getByRole('table', { name: 'Group locations' });
  await expect(members).toContainText('Northwind Dental - West Seattle');

  await page.getByLabel('Group Name').fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(`${name} Renamed successfully updated`)).toBeVisible();

  await members.getByRole('button', { name: 'Remove Northwind Dental - West Seattle from the group' }).click();
  await expect(page.getByText('This group has no locations yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Group' }).click();
  await page.getByRole('dialog', { name: 'Delete Group' }).getByRole('button', { name: 'Delete Group' }).click();
  await expect(page).toHaveURL(/\/settings\/groups$/);
  await expect(page.getByText(`${name} Renamed successfully deleted`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Groups' })).not.toContainText(name);
});

test('bulk edit hours updates every selected location', async ({ page }) => {
  const owner = await signUp(page, 'Okafor Gyms');
  const { email } = owner;
  await createLocationByApi(owner, 'Okafor Gyms - North');
  await createLocationByApi(owner, 'Okafor Gyms - South');
  await createLocationByApi(owner, 'Okafor Gyms - East');
  await page.goto('/settings/locations');
  await page.getByLabel('Select Okafor Gyms - North').check();
  await page.getByLabel('Select Okafor Gyms - South').check();
  await page.getByRole('button', { name: 'Edit Hours (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Location Hours' });
  await dialog.getByLabel('Monday closed').uncheck();
  await dialog.getByRole('combobox', { name: 'Monday open time' }).fill('5:30 AM');
  await dialog.getByRole('combobox', { name: 'Monday close time' }).fill('23:00');
  await dialog.getByRole('combobox', { name: 'Monday close time' }).press('Tab');
  await dialog.getByRole('button', { name: 'Update Hours' }).click();
  await expect(page.getByText('Successfully updated hours')).toBeVisible();
  const rows = await sql<{ name: string; hours: { monday: unknown; sunday: { open: boolean } } | null }>(
    'select l.name, l.hours from locations l join users u on u.account_id = l.account_id where u.email = $1 order by l.name',
    [email],
  );
  expect(rows.map((row) => row.name)).toEqual(['Okafor Gyms - East', 'Okafor Gyms - North', 'Okafor Gyms - South']);
  expect(rows[0]?.hours).toBeNull();
  for (const row of rows.slice(1)) {
    expect(row.hours?.monday).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '05:30', close_time: '23:00' }],
    });
    expect(row.hours?.sunday.open).toBe(false);
  }

  // Bulk holiday hours: the first Confirm warns and becomes 'Continue anyway'; the second sends.
  const holiday = dayFromToday(60);
  await page.getByLabel('Select Okafor Gyms - North').check();
  await page.getByLabel('Select Okafor Gyms - East').check();
  await page.getByRole('button', { name: 'Add Holiday Hours (2)' }).click();
  const bulk = page.getByRole('dialog', { name: 'Add Holiday Hours' });
  await expect(bulk.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await bulk.getByRole('group', { name: 'Holiday hours 1' }).getByLabel('Date').fill(holiday.typed);
  await bulk.getByRole('group', { name: 'Holiday hours 1' }).getByLabel('Date').press('Escape');
  await bulk.getByRole('button', { name: 'Confirm' }).click();
  await expect(bulk).toContainText('will be overridden');
  await bulk.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(page.getByText('Your holiday hours have been updated.')).toBeVisible();
  const entries = await sql<{ name: string; start_date: string }>(
    `select l.name, to_char(s.start_date, 'YYYY-MM-DD') as start_date from special_hours s
     join locations l on l.id = s.location_id join users u on u.account_id = l.account_id
     where u.email = $1 order by l.name`,
    [email],
  );
  expect(entries).toEqual([
    { name: 'Okafor Gyms - East', start_date: holiday.iso },
    { name: 'Okafor Gyms - North', start_date: holiday.iso },
  ]);
});

test('a trial account at its location limit is offered an upgrade instead of the form', async ({ page }) => {
  const owner = await signUp(page, 'Okafor Clinics');
  for (const area of ['North', 'South', 'East', 'West', 'Central']) {
    await createLocationByApi(owner, `Okafor Clinics - ${area}`);
  }
  await page.goto('/settings/locations');
  await expect(page.getByText('5 locations')).toBeVisible();
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trial Location Limit Reached' });
  await expect(dialog).toContainText('Your trial includes up to 5 locations');
  await expect(dialog.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/settings/billing/edit');
});
