import { expect, signIn, signUp, sql, test } from './fixtures';

/**
 * The Review Sources tab of a location (decision 0013). Adding a page starts a full sync, and in demo mode the
 * sandbox then brings the page's whole history: the page is added in a fresh account of its own, so no other
 * test's review counts change while it runs.
 */
test('an admin adds a Yelp page to a location, sees it listed with its sync, and removes it', async ({ page }) => {
  const owner = await signUp(page, `Review Sources ${Date.now()}`);
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name, city) values ($1, 'Harborview Clinic', 'Seattle') returning id`,
    [owner.account_id],
  );
  await page.goto(`/settings/locations/${location?.id}/details`);
  await page.getByRole('tab', { name: 'Review Sources' }).click();
  await expect(page.getByText('No review sources yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Review Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Review Source' });
  await dialog.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Yelp', exact: true }).click();
  // An address that is not a Yelp business page is refused with what to enter.
  await dialog.getByLabel('Page URL').fill('https://www.yelp.com/search?find_desc=clinic');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/as https:\/\/www\.yelp\.com\/biz\/\{business alias\}/)).toBeVisible();
  await dialog.getByLabel('Page URL').fill('https://www.yelp.com/biz/harborview-clinic-seattle?osq=clinic');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: 'Yelp' });
  await expect(row.getByRole('link', { name: 'https://www.yelp.com/biz/harborview-clinic-seattle' })).toBeVisible();
  const [state] = await sql<{ external_location_id: string | null }>(
    'select external_location_id from review_sync_states where location_id = $1 and source_id = 3',
    [location?.id],
  );
  expect(state?.external_location_id).toBe('harborview-clinic-seattle');
  // The worker runs the queued sync: the row then tells both counts by itself, without a reload.
  await expect(row.getByText(/\d+ at the source, \d+ here/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Sync Yelp now' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Yelp' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Review Source' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No review sources yet.')).toBeVisible();
  const [cleared] = await sql<{ external_location_id: string | null }>(
    'select external_location_id from review_sync_states where location_id = $1 and source_id = 3',
    [location?.id],
  );
  expect(cleared?.external_location_id).toBeNull();
});

test('a read-only user sees the review sources without controls', async ({ page }) => {
  await signIn(page, 'readonly@northwind.example');
  const [ballard] = await sql<{ id: number }>("select id from locations where name = 'Northwind Dental - Ballard'");
  await page.goto(`/settings/locations/${ballard?.id}/details`);
  await page.getByRole('tab', { name: 'Review Sources' }).click();
  const table = page.getByRole('table', { name: 'Review sources' });
  await expect(table.getByRole('row', { name: 'Yelp' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Google' }).getByText(/\d+ at the source, \d+ here/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Review Source' })).toHaveCount(0);
  await expect(table.getByRole('button')).toHaveCount(0);
  // Spec 001 §2: the Create Widget link only for users who may create amplify.
  await expect(page.getByRole('link', { name: 'Create Widget' })).toHaveCount(0);
});

test("Last Synced is told in the account's time zone, not the browser's", async ({ browser }) => {
  // A browser far from the account (UTC+14): a time in its zone would differ by hours, often by the day.
  const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
  const page = await context.newPage();
  try {
    const [synced] = await sql<{ location_id: number; last_synced_at: Date; time_zone: string }>(
      `select s.location_id, s.last_synced_at, a.time_zone from review_sync_states s
         join locations l on l.id = s.location_id join accounts a on a.id = l.account_id
        where l.name = 'Northwind Dental - Ballard' and s.source_id = 1 and s.last_synced_at is not null`,
    );
    expect(synced?.time_zone).not.toBe('Pacific/Kiritimati');
    const expected = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: synced?.time_zone,
    }).format(synced?.last_synced_at);

    await signIn(page, 'admin@northwind.example');
    await page.goto(`/settings/locations/${synced?.location_id}/details`);
    await page.getByRole('tab', { name: 'Review Sources' }).click();
    // The table of the tab: the location's Directory Sync section has a Google row too.
    const sources = page.getByRole('table', { name: 'Review sources' });
    await expect(sources.getByRole('row', { name: /^Google/ })).toContainText(expected);
  } finally {
    await context.close();
  }
});

test('a difference in the counts shows whole in its badge', async ({ page }) => {
  const owner = await signUp(page, `Review Counts ${Date.now()}`);
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name, city) values ($1, 'Harborview Clinic', 'Seattle') returning id`,
    [owner.account_id],
  );
  await sql(`insert into location_urls (account_id, location_id, source_id, url) values ($1, $2, 1, $3)`, [
    owner.account_id,
    location?.id,
    'https://search.google.com/local/writereview?placeid=harborview',
  ]);
  // A sync that found far more reviews at the source than here (no reviews here: the difference is all of them).
  await sql(
    `insert into review_sync_states (account_id, location_id, source_id, cursor, source_count, local_count, last_synced_at)
     values ($1, $2, 1, '0', 1308, 0, now())`,
    [owner.account_id, location?.id],
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/settings/locations/${location?.id}/details`);
  await page.getByRole('tab', { name: 'Review Sources' }).click();
  const badge = page
    .getByRole('table', { name: 'Review sources' })
    .getByRole('row', { name: /^Google/ })
    .getByText('1308 missing here');
  await expect(badge).toBeVisible();
  // Nothing of its text is cut off: the badge is as wide as what it says.
  const clipped = await badge.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped).toBe(false);
});
