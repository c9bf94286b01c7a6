import sharp from 'sharp';
import { seriousViolations } from './axe';
import { expect, signIn, sql, test } from './fixtures';

/** A 16:9 cover of noise (so that it weighs more than the 10240-byte minimum). */
const cover = () =>
  sharp({
    create: {
      width: 960,
      height: 540,
      channels: 3,
      background: '#2f6f8f',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();

test('an admin uploads a cover through the photo wizard and sees it published on Google', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  const [location] = await sql<{ id: number }>(
    `select l.id from locations l join accounts a on a.id = l.account_id
      where a.name = 'Northwind Dental' and l.name = 'Northwind Dental - Kirkland'`,
  );
  await page.goto(`/settings/locations/${location?.id}/details`);
  const section = page.getByRole('region', { name: 'Photo management' });
  await section.getByRole('button', { name: 'Upload Photo' }).click({ timeout: 30_000 });

  const wizard = page.getByRole('dialog', { name: 'Add Photo' });
  await wizard
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await cover() });
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Confirm Photo Selection: the processed image came back over the realtime channel.
  await expect(wizard.getByRole('img', { name: 'The photo to upload' })).toBeVisible({ timeout: 20_000 });
  await expect(wizard.getByText('960 x 540')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Cover' }).click();
  expect(await seriousViolations(page, 'photo wizard (Assign Category)')).toEqual([]);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Upload to Google', exact: true }).click();
  await expect(
    page.getByText('Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.'),
  ).toBeVisible();

  // The demo's Google takes it: 'Publishing' goes away once the publish job has run.
  const photo = section.locator('[data-published-status]').first();
  await expect(photo).toHaveAttribute('data-published-status', 'published', { timeout: 20_000 });
  await expect(section.getByText('Publishing')).toHaveCount(0);

  // The lightbox: opened from the photo, closed with Escape.
  await section
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  const lightbox = page.getByRole('dialog', { name: 'Cover photo' });
  await expect(lightbox.getByRole('img', { name: 'Cover photo' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});
