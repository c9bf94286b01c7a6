import { seriousViolations } from './axe';
import { expect, signIn, sql, test } from './fixtures';

test('an admin sees a location out of sync, compares its fields with Google, publishes it and sees the change queued', async ({
  page,
}) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/dashboard/local_listings');
  // The first screen of a fresh server: its table waits for the first calls, which a busy machine slows.
  await expect(page.getByRole('heading', { name: 'Local Listings', level: 1 })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Local Listings' });
  const ballard = table.getByRole('row').filter({ hasText: 'Northwind Dental - Ballard' });
  await expect(ballard.getByRole('button', { name: /^Out of Sync: open the directory statuses/ })).toBeVisible({
    timeout: 30_000,
  });

  // The flyout: Google's card says which fields differ, and the comparison shows both values.
  await ballard.getByRole('button', { name: /^Out of Sync: open the directory statuses/ }).click();
  const flyout = page.getByRole('dialog', { name: /Northwind Dental - Ballard/ });
  const google = flyout.getByTestId('flyout-google_maps');
  await expect(google).toContainText('Data Points Out of Sync');
  await expect(google).toContainText('Fields not in sync: website, hours');
  await google.getByRole('button', { name: 'Compare fields' }).click();
  const diff = flyout.getByRole('table', { name: 'Differences between Repute and Google' });
  const website = diff.getByRole('row').filter({ hasText: 'Website' });
  await expect(website).toContainText('https://northwinddental.example');
  await expect(website).toContainText('https://northwinddental.example/ballard');
  await expect(website).toContainText('Not in sync');
  expect(await seriousViolations(page, '/dashboard/local_listings (flyout and diff open)')).toEqual([]);
  await page.keyboard.press('Escape');

  // Auto Sync off, then Publish: the change to Google is queued, and the status says so.
  const toggle = ballard.getByRole('switch', { name: 'Auto Sync for Northwind Dental - Ballard' });
  // Turned from the keyboard: the switch's input sits under its drawn track.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Auto Sync disabled for this location')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await ballard.getByRole('checkbox', { name: 'Select Northwind Dental - Ballard' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Auto Sync enabled for this location')).toBeVisible();
  await expect(toggle).toBeChecked();
  await ballard.getByRole('button', { name: /open the directory statuses/ }).click();
  // Queued (Pending Sync), being sent (In Progress) or already through (In Sync), depending on how soon it opens.
  await expect(page.getByRole('dialog').getByTestId('flyout-google_maps')).toContainText(
    /Pending Sync|In Progress|In Sync/,
  );

  // Facebook switched off on its own card: saved, and shown out of sync while Auto Sync is on (spec 001 §4, §6).
  const facebook = page.getByRole('dialog').getByTestId('flyout-facebook');
  const publishToFacebook = facebook.getByRole('switch', { name: 'Publish to Facebook' });
  await publishToFacebook.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Directory sync settings saved')).toBeVisible();
  await expect(facebook).toContainText('Directory Syncing Disabled');
  await expect(facebook).toContainText('Out of Sync');
  await publishToFacebook.focus();
  await page.keyboard.press('Space');
  await expect(publishToFacebook).toBeChecked();
});

test('a read-only user sees the statuses without the Auto Sync switch', async ({ page }) => {
  await signIn(page, 'readonly@northwind.example');
  await page.goto('/dashboard/local_listings');
  const table = page.getByRole('table', { name: 'Local Listings' });
  await expect(table.getByRole('row').filter({ hasText: 'Northwind Dental - Ballard' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(table.getByRole('switch')).toHaveCount(0);
});

test('an account whose listings an outside provider publishes sees the external view', async ({ page }) => {
  // An operator's `repute listings-provider` writes this row (decision 0105).
  const setProvider = (provider: string | null) =>
    provider
      ? sql(
          `insert into listing_providers (account_id, provider) select id, $1 from accounts where name = 'Harbor Fitness'
           on conflict (account_id) do update set provider = excluded.provider`,
          [provider],
        )
      : sql(`delete from listing_providers where account_id = (select id from accounts where name = 'Harbor Fitness')`);
  await setProvider('yext');
  try {
    await signIn(page, 'owner@harbor.example');
    await page.goto('/dashboard/local_listings');
    const table = page.getByRole('table', { name: 'Local Listings' });
    await expect(table.getByRole('columnheader', { name: 'Top Directories' })).toBeVisible({ timeout: 30_000 });
    const seaport = table.getByRole('link', { name: 'Harbor Fitness - Seaport' });
    await expect(seaport).toHaveAttribute('href', /\/settings\/locations\/\d+\/details\?fromLL=true$/);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    await expect(table.getByRole('switch')).toHaveCount(0);
    expect(await seriousViolations(page, '/dashboard/local_listings (external view)')).toEqual([]);
  } finally {
    await setProvider(null);
  }
});
