import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { seriousViolations } from './axe';
import { expect, signIn, sql, test } from './fixtures';

// The CSV is a job of the worker: on a loaded two-core machine it can take a while to be picked up.
test.describe.configure({ timeout: 120_000 });

test('an admin compares the locations with their competitors, downloads the overview and schedules the brands', async ({
  page,
}) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/competitors');
  await expect(page).toHaveURL(/\/competitors\?dateDescriptor=sixMonths$/);
  await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your locations against their competitors' });
  // Each location heads its rows, ranked among itself and its four approved competitors.
  await expect(table.getByRole('rowheader', { name: 'Northwind Dental - Ballard' })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText(/^\d of 5$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rating against review count' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trend' })).toBeVisible();
  await expect(page.getByText('Read from')).toBeVisible();
  // Neither Google nor Yelp shows owners' answers: competitors' response rates read n/a, and the table says why.
  await expect(table.getByRole('cell', { name: 'n/a' }).first()).toBeVisible();
  await expect(page.getByText(/^Response rate n\/a: Google and Yelp do not publish/)).toBeVisible();
  expect(await seriousViolations(page, '/competitors (with its charts)')).toEqual([]);

  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const bytes = await readFile(await (await download).path());
  const rows: string[][] = parse(bytes.subarray(3));
  expect(rows[0]?.slice(0, 7)).toEqual(['location_id', 'location_name', 'type', 'name', 'brand', 'rank', 'rating']);
  expect(rows.filter((row) => row[2] === 'competitor').length).toBeGreaterThanOrEqual(
    4 * rows.filter((row) => row[2] === 'location').length,
  );
  // Unknown, not 0: the competitors' response rate cells are empty.
  const responseRate = rows[0]?.indexOf('response_rate') ?? -1;
  expect(responseRate).toBeGreaterThan(0);
  expect(rows.filter((row) => row[2] === 'competitor').every((row) => row[responseRate] === '')).toBe(true);

  // The brands' roll-ups, narrowed to one brand, scheduled with it.
  await page.getByRole('navigation', { name: 'Competitor screens' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('heading', { name: 'Competitor Brands', level: 1 })).toBeVisible();
  const brands = page.getByRole('table', { name: 'Competitor brands' });
  await expect(brands.getByRole('rowheader', { name: 'Aspen Dental Studio' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Brands' }).click();
  await page.getByRole('option', { name: 'Smile Dental' }).click();
  await page.getByRole('heading', { name: 'Competitor Brands', level: 1 }).click();
  await expect(page).toHaveURL(/brand_ids=\d+/);
  await expect(brands.getByRole('rowheader', { name: 'Aspen Dental Studio' })).toBeHidden();
  await expect(brands.getByRole('rowheader', { name: 'Smile Dental' })).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Schedule Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Export' });
  const name = `Smile Dental weekly ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Recipients' }).fill('admin');
  await page.getByRole('option', { name: /admin@northwind\.example/ }).click();
  await dialog.getByRole('heading', { name: 'Schedule Export' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scheduled Export saved')).toBeVisible();
  const [saved] = await sql<{ export_type: string; brand_ids: unknown }>(
    `select export_type, filters->'brand_ids' as brand_ids from scheduled_exports where email_subject = $1`,
    [name],
  );
  expect(saved?.export_type).toBe('competitors_brands');
  expect(saved?.brand_ids).toBeTruthy();
});

test('per location, a suggestion is approved and a competitor is added by hand', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/competitors/locations');
  await expect(page.getByRole('heading', { name: 'Competitor Locations', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Northwind Dental - Fremont' }).click();
  const set = page.getByRole('table', { name: 'Competitors of Northwind Dental - Fremont' });
  const suggested = set.getByRole('row').filter({ hasText: 'Suggested' });
  await expect(suggested).toHaveCount(1);
  const approve = suggested.getByRole('button', { name: /^Approve / });
  await approve.click();
  await expect(set.getByRole('row').filter({ hasText: 'Suggested' })).toHaveCount(0);
  expect(await seriousViolations(page, '/competitors/locations (a location chosen)')).toEqual([]);

  await page.getByRole('button', { name: 'Add competitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add competitor' });
  await dialog.getByRole('textbox', { name: 'Yelp page' }).fill('https://example.com/nope');
  await dialog.getByRole('button', { name: 'Add competitor' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Fremont Family Smiles');
  await dialog.getByRole('textbox', { name: 'Yelp page' }).fill('https://www.yelp.com/biz/fremont-family-smiles');
  await dialog.getByRole('button', { name: 'Add competitor' }).click();
  await expect(dialog).toBeHidden();
  await expect(set.getByRole('rowheader', { name: /Fremont Family Smiles/ })).toBeVisible();

  await set.getByRole('row').nth(1).getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: /^History of / })).toBeVisible();
});

test('a user with competitor preview only is sent to the preview and can request access', async ({ page }) => {
  await signIn(page, 'limited@northwind.example');
  await page.goto('/settings/profile');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Competitors' }).click();
  await expect(page).toHaveURL(/\/competitors\/preview/);
  await expect(page.getByRole('heading', { name: 'Competitors Preview', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page.getByText('Request sent!')).toBeVisible();
});
