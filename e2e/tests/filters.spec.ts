import type { Page } from '@playwright/test';
import { addDays, formatDisplayDate, todayIn } from '@repute/domain/calendar-dates';
import { expect, signIn, sql, test } from './fixtures';

/** The demo account's time zone: the date filters count days there. */
const TODAY = () => todayIn('America/New_York');

function filterBar(page: Page) {
  return page.getByRole('region', { name: 'Filters' });
}

function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function idOf(table: 'locations' | 'groups', name: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `select t.id from ${table} t join accounts a on a.id = t.account_id where a.name = 'Northwind Dental' and t.name = $1`,
    [name],
  );
  if (!row) throw new Error(`no ${table} ${name}`);
  return row.id;
}

/** Opens a filter dropdown by its label and picks an option, typing to narrow the list when asked. */
async function pick(page: Page, label: string, option: string, typed?: string) {
  await filterBar(page).getByLabel(label, { exact: true }).click();
  if (typed) await page.getByLabel(`Search ${label.toLowerCase()}`).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Each test walks a whole flow through many dropdowns; under a loaded run 30 s is too tight.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
});

test('the dashboard filter bar keeps its state in the URL with the reset rules', async ({ page }) => {
  const ballard = await idOf('locations', 'Northwind Dental - Ballard');
  const portland = await idOf('groups', 'Portland');
  await page.goto(`/dashboard?locationId=${ballard}&search_terms=crown&page=3&before=b1&after=a1`);
  const bar = filterBar(page);
  await expect(bar.getByLabel('Location', { exact: true })).toContainText('Northwind Dental - Ballard');
  // Six months is the dashboard's default; it is written into the URL.
  await expect(page).toHaveURL(/dateDescriptor=sixMonths/);
  await expect(bar.getByLabel('Date range', { exact: true })).toContainText('6 months');

  // Changing the group clears location and search terms, and resets before, after and page.
  await pick(page, 'Group', 'Portland');
  await expect(page).toHaveURL(new RegExp(`groupId=${portland}`));
  expect(query(page)).toEqual({ dateDescriptor: 'sixMonths', groupId: String(portland) });

  // The location list now holds the group's locations; type-ahead narrows it, 'No Options' when nothing matches.
  await bar.getByLabel('Location', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Northwind Dental - Hawthorne' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Northwind Dental - Ballard' })).toHaveCount(0);
  await page.getByLabel('Search location').fill('zzz');
  await expect(page.getByRole('listbox', { name: 'Location' }).getByText('No Options')).toBeVisible();
  await page.getByLabel('Search location').fill('beaver');
  await page.getByRole('option', { name: 'Northwind Dental - Beaverton' }).click();
  const beaverton = await idOf('locations', 'Northwind Dental - Beaverton');
  await expect(page).toHaveURL(new RegExp(`locationId=${beaverton}`));

  // Changing the location clears search terms and keeps the group.
  await page.goto(`/dashboard?dateDescriptor=sixMonths&groupId=${portland}&locationId=${beaverton}&search_terms=crown`);
  await pick(page, 'Location', 'Northwind Dental - Hawthorne');
  const hawthorne = await idOf('locations', 'Northwind Dental - Hawthorne');
  await expect(page).toHaveURL(new RegExp(`locationId=${hawthorne}`));
  expect(query(page)).toEqual({
    dateDescriptor: 'sixMonths',
    groupId: String(portland),
    locationId: String(hawthorne),
  });

  // Source, rating, sentiment and category write their keys too.
  // Each choice is in the URL before the next dropdown opens, as a person sees the list change between clicks.
  await pick(page, 'Source', 'Google');
  await expect(page).toHaveURL(/sourceId=\d+/);
  await bar.getByLabel('Rating', { exact: true }).click();
  await page.getByRole('option', { name: 'No rating' }).click();
  await expect(page).toHaveURL(/rating=0/);
  await bar.getByLabel('Sentiment', { exact: true }).click();
  await page.getByRole('option', { name: 'Negative' }).click();
  await expect(page).toHaveURL(/sentiment=negative/);
  await pick(page, 'Category', 'Wait time', 'wait');
  await expect(page).toHaveURL(/category=wait\+time|category=wait%20time/);
  expect(query(page)).toMatchObject({ rating: '0', sentiment: 'negative', category: 'wait time' });
  expect(query(page).sourceId).toMatch(/^\d+$/);
});

test('the date range picker offers the spec groups and checks a custom range', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\?dateDescriptor=sixMonths/);
  const bar = filterBar(page);
  await bar.getByLabel('Date range', { exact: true }).click();
  const picker = page.getByRole('dialog');
  for (const group of ['RECENT', 'WEEK', 'MONTH', 'QUARTER', 'YEAR', 'OTHER']) {
    await expect(picker.getByRole('group', { name: group })).toBeVisible();
  }
  await picker.getByRole('button', { name: 'Year to date' }).click();
  await expect(page).toHaveURL(/dateDescriptor=ytd/);
  await expect(bar.getByLabel('Date range', { exact: true })).toContainText('Year to date');

  await bar.getByLabel('Date range', { exact: true }).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker.getByText('Date Required')).toHaveCount(2);

  const today = TODAY();
  const from = picker.getByLabel('From', { exact: true });
  const to = picker.getByLabel('To', { exact: true });
  // From after To.
  await from.fill(formatDisplayDate(addDays(today, -3)));
  await to.fill(formatDisplayDate(addDays(today, -10)));
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker.getByText('Invalid Date Range')).toHaveCount(2);
  // A From later than today.
  await from.fill(formatDisplayDate(addDays(today, 2)));
  await to.fill(formatDisplayDate(addDays(today, 3)));
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker.getByText('Invalid Date Range')).toHaveCount(2);
  // A To after today.
  await from.fill(formatDisplayDate(addDays(today, -10)));
  await to.fill(formatDisplayDate(addDays(today, 1)));
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker.getByText('Invalid Date Range')).toHaveCount(1);
  await expect(page).toHaveURL(/dateDescriptor=ytd/);

  // A good range goes into the URL as YYYY-MM-DD and shows as MM/DD/YY.
  await to.fill(formatDisplayDate(addDays(today, -2)));
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/dateDescriptor=custom/);
  expect(query(page)).toEqual({ dateDescriptor: 'custom', from: addDays(today, -10), to: addDays(today, -2) });
  await expect(bar.getByLabel('Date range', { exact: true })).toContainText(
    `${formatDisplayDate(addDays(today, -10))} - ${formatDisplayDate(addDays(today, -2))}`,
  );

  // Choosing a preset drops the custom dates.
  await bar.getByLabel('Date range', { exact: true }).click();
  await picker.getByRole('button', { name: 'Previous quarter' }).click();
  await expect(page).toHaveURL(/dateDescriptor=prevQuarter/);
  expect(query(page)).toEqual({ dateDescriptor: 'prevQuarter' });
});

test('a saved filter is saved, applied (pruned), updated and deleted', async ({ page }) => {
  const name = `Portland negatives ${Date.now()}`;
  const portland = await idOf('groups', 'Portland');
  const bar = filterBar(page);
  await page.goto('/dashboard?dateDescriptor=thirtyDays');
  await pick(page, 'Group', 'Portland');
  await bar.getByLabel('Sentiment', { exact: true }).click();
  await page.getByRole('option', { name: 'Negative' }).click();
  await expect(page).toHaveURL(/sentiment=negative/);

  // Escape cancels the name input; Enter does nothing while it is empty, and the button says why.
  await bar.getByRole('button', { name: 'Save as' }).click();
  const nameInput = bar.getByLabel('Saved filter name');
  await nameInput.press('Escape');
  await expect(nameInput).toHaveCount(0);
  await bar.getByRole('button', { name: 'Save as' }).click();
  await nameInput.press('Enter');
  await expect(nameInput).toBeVisible();
  await bar.getByRole('button', { name: 'Save filter' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Enter a name' })).toBeVisible();
  await nameInput.fill('No saved filter');
  await nameInput.press('Enter');
  await expect(bar.getByText('A saved filter with that name already exists')).toBeVisible();

  await nameInput.fill(name);
  await nameInput.press('Enter');
  await expect(page.getByText('Filter saved')).toBeVisible();
  await expect(page).toHaveURL(/savedFilterId=\d+/);
  const savedId = Number(query(page).savedFilterId);
  const [stored] = await sql<{ config: unknown }>('select config from user_preferences where id = $1', [savedId]);
  expect(stored?.config).toEqual({ dateDescriptor: 'thirtyDays', groupId: portland, sentiment: 'negative' });

  // The same name again is refused.
  await bar.getByRole('button', { name: 'Save as' }).click();
  await nameInput.fill(name.toUpperCase());
  await nameInput.press('Enter');
  await expect(bar.getByText('A saved filter with that name already exists')).toBeVisible();
  await nameInput.press('Escape');

  // Applying it elsewhere restores descriptor and filters into the URL.
  await page.goto('/dashboard?dateDescriptor=ytd&rating=4');
  await pick(page, 'Saved filters', name, 'portland neg');
  await expect(page).toHaveURL(new RegExp(`savedFilterId=${savedId}`));
  expect(query(page)).toEqual({
    dateDescriptor: 'thirtyDays',
    groupId: String(portland),
    sentiment: 'negative',
    savedFilterId: String(savedId),
  });
  await expect(bar.getByLabel('Group', { exact: true })).toContainText('Portland');
  await expect(bar.getByLabel('Saved filters', { exact: true })).toContainText(name);

  // Save updates the selected one.
  await bar.getByLabel('Rating', { exact: true }).click();
  await page.getByRole('option', { name: '5 stars' }).click();
  await bar.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(nameInput).toHaveValue(name);
  await nameInput.press('Enter');
  await expect(page.getByText('Filter updated')).toBeVisible();
  const [updated] = await sql<{ config: unknown }>('select config from user_preferences where id = $1', [savedId]);
  expect(updated?.config).toEqual({
    dateDescriptor: 'thirtyDays',
    groupId: portland,
    sentiment: 'negative',
    rating: 5,
  });

  // Applying prunes what no longer exists (a location deleted since).
  await sql(`update user_preferences set config = config || '{"locationId": 999999}'::jsonb where id = $1`, [savedId]);
  await page.goto('/dashboard?dateDescriptor=ytd');
  await pick(page, 'Saved filters', name, 'portland neg');
  await expect(page).toHaveURL(/rating=5/);
  expect(query(page).locationId).toBeUndefined();
  const [pruned] = await sql<{ config: Record<string, unknown> }>('select config from user_preferences where id = $1', [
    savedId,
  ]);
  expect(pruned?.config.locationId).toBeUndefined();

  // Deleting the selected one clears from, to, savedFilterId, groupId, locationId and sourceId.
  await bar.getByRole('button', { name: 'Delete saved filter' }).click();
  await expect(page.getByText('Filter deleted')).toBeVisible();
  await expect(page).not.toHaveURL(/savedFilterId/);
  expect(query(page)).toEqual({ dateDescriptor: 'thirtyDays', sentiment: 'negative', rating: '5' });
  expect(await sql('select id from user_preferences where id = $1', [savedId])).toEqual([]);
  await expect(bar.getByLabel('Saved filters', { exact: true })).toContainText('No saved filter');
});

test('below 768 px the filter bar folds behind one Filters button that counts the filters set', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/reviews?dateDescriptor=thirtyDays&rating=2&sentiment=positive');
  const bar = filterBar(page);
  const toggle = bar.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAccessibleName('Filters 2 set');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByLabel('Rating', { exact: true })).toBeHidden();
  // Folded, the bar leaves the first screen to the reviews.
  expect((await bar.boundingBox())?.height ?? 999).toBeLessThan(120);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel.getByLabel('Rating', { exact: true })).toBeVisible();
  // The dropdowns come right after the button in the tab order.
  await page.keyboard.press('Tab');
  await expect(bar.getByLabel('Date range', { exact: true })).toBeFocused();

  // A filter picked in the open panel is counted, and the panel stays open for the next one.
  await bar.getByLabel('Rating', { exact: true }).click();
  await page.getByRole('option', { name: 'All ratings', exact: true }).click();
  await expect(page).not.toHaveURL(/rating=/);
  await expect(toggle).toHaveAccessibleName('Filters 1 set');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Escape from inside the panel folds it and gives the focus back to the button.
  await bar.getByLabel('Date range', { exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Wide screens show every dropdown and no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar.getByLabel('Rating', { exact: true })).toBeVisible();
  await expect(toggle).toHaveCount(0);
});
