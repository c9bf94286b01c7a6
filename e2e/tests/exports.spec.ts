import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { todayIn } from '@repute/domain/calendar-dates';
import { resolvePresetRange } from '@repute/domain/date-descriptors';
import { parse } from 'csv-parse/sync';
import { seriousViolations } from './axe';
import { expect, signIn, sql, test } from './fixtures';
import { latestMailTo, linkIn } from './mail';

const BOM = [0xef, 0xbb, 0xbf];

/** Northwind's five-star reviews of the last thirty days (the list's default range), counted in the database. */
async function fiveStarReviewsOfThirtyDays(): Promise<number> {
  const { from, to } = resolvePresetRange('thirtyDays', todayIn('America/New_York'));
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from reviews r join accounts a on a.id = r.account_id
      where a.name = 'Northwind Dental' and not r.removed and r.rating = 5
        and r.published_at >= ($1::date)::timestamp at time zone a.time_zone
        and r.published_at < ($2::date + 1)::timestamp at time zone a.time_zone`,
    [from, to],
  );
  return row?.n ?? -1;
}

async function chooseDownloadCsv(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
}

// The export is a job of the worker: on a loaded two-core machine it can take a while to be picked up.
test.describe.configure({ timeout: 90_000 });

test('download an export: the reviews list on screen arrives as a CSV with a byte-order mark', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/reviews?dateDescriptor=thirtyDays&rating=5');
  // The run's first list query can wait on a busy machine (the demo's syncs start with the server).
  await expect(page.locator('article[aria-label^="Review by"]').first()).toBeVisible({ timeout: 30_000 });

  // The open menu is a screen the route walk does not see.
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Download CSV' })).toBeVisible();
  expect(await seriousViolations(page, '/reviews (Export menu open)')).toEqual([]);

  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(
    page.getByText('Your download has started. A download link will also be sent to admin@northwind.example.'),
  ).toBeVisible();

  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const rows: string[][] = parse(bytes.subarray(3), { relax_column_count: false });
  expect(rows[0]?.slice(0, 6)).toEqual(['id', 'published_at', 'location_id', 'location_name', 'source_name', 'rating']);
  // The filters on screen travel with the export: every five-star review of the range, and nothing else.
  const ratingColumn = rows[0]?.indexOf('rating') ?? -1;
  expect(rows.length - 1).toBe(await fiveStarReviewsOfThirtyDays());
  expect(new Set(rows.slice(1).map((row) => row[ratingColumn]))).toEqual(new Set(['5']));
});

test("the e-mailed link downloads the file; another user, or the link's expiry, is told plainly", async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/settings/locations');
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await chooseDownloadCsv(page);
  await download;
  const [file] = await sql<{ id: number }>(
    `select max(f.id) as id from export_files f join users u on u.id = f.user_id
      where u.email = 'admin@northwind.example' and f.resource = 'locations'`,
  );
  const link = new URL(
    linkIn(await latestMailTo('admin@northwind.example', `/file-downloads/${file?.id}`), '/file-downloads/'),
  );
  expect(link.pathname).toBe(`/file-downloads/${file?.id}`);

  const again = page.waitForEvent('download');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Your file is ready' })).toBeVisible();
  expect((await again).suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);

  await signIn(page, 'manager@northwind.example');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'File not found' })).toBeVisible();
  await expect(page.getByText('This download link is not for the account you are signed in to')).toBeVisible();

  await sql(`update export_files set expires_at = now() - interval '1 minute' where id = $1`, [file?.id]);
  await signIn(page, 'admin@northwind.example');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'This download link has expired' })).toBeVisible();
});

test('a trial account without trial_export gets the upsell modal, and its admin Upgrade now', async ({ page }) => {
  await signIn(page, 'owner@juniper.example');
  await page.goto('/reviews');
  await chooseDownloadCsv(page);
  const modal = page.getByRole('dialog', { name: 'Exports are not part of your trial' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Downloading reports as CSV is available on a paid plan.');
  expect(await seriousViolations(page, '/reviews (trial export modal)')).toEqual([]);
  await modal.getByRole('link', { name: 'Upgrade now' }).click();
  await expect(page).toHaveURL(/\/settings\/billing\/edit$/);
});
