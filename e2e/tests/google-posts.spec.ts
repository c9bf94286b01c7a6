import sharp from 'sharp';
import { seriousViolations } from './axe';
import { expect, signIn, sql, test } from './fixtures';
import { latestMailTo } from './mail';

/** MM/DD/YY, `days` from today. */
function shortDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${two(date.getFullYear() % 100)}`;
}

/** A 300x300 PNG of noise: above the post image's 250px and 10240-byte minimums. */
const postImage = () =>
  sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#8f2f4f',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .png()
    .toBuffer();

test('a manager posts an Offer to a group from the feature preview and receives the report', async ({ page }) => {
  const [group] = await sql<{ id: number }>(
    `select g.id from groups g join accounts a on a.id = g.account_id
     where a.name = 'Northwind Dental' and g.name = 'Eastside'`,
  );
  await signIn(page, 'manager@northwind.example');
  await page.goto(`/dashboard/local_listings?group_id=${group?.id}`);
  const preview = page.getByRole('region', { name: 'New: Google Posts' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await preview.getByRole('button', { name: 'Show Me' }).click();

  const dialog = page.getByRole('dialog', { name: 'Google Post' });
  await expect(dialog).toContainText('This post goes to every location of the current filter.');
  await dialog.getByRole('button', { name: /^Offer/ }).click();
  const offer = page.getByRole('dialog', { name: 'Google Post: Offer' });
  await offer.getByRole('button', { name: 'Post' }).click();
  await expect(offer.getByText('Enter an offer title')).toBeVisible();
  await offer.getByLabel('Offer title').fill('Free whitening consult');
  await offer.getByLabel('Start date').fill(shortDate(2));
  await offer.getByLabel('End date').fill(shortDate(20));
  await offer.getByLabel('Coupon code').fill('EASTSIDE');
  await offer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: await postImage() });
  // The thumbnail shows once the upload is processed (the realtime channel's IMAGE_PROCESSING_COMPLETE).
  await expect(offer.getByRole('img', { name: 'The post’s image' })).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByRole('button', { name: 'Remove' })).toBeVisible();
  expect(await seriousViolations(page, '/dashboard/local_listings (Google Post: Offer)')).toEqual([]);
  await offer.getByRole('button', { name: 'Post' }).click();
  await expect(
    page.getByText('Your Google post is being submitted. A report will be emailed to you when complete.'),
  ).toBeVisible();
  await expect(preview).toBeHidden();
  const [content] = await sql<{ media: { mediaFormat: string; sourceUrl: string }[] }>(
    `select content->'media' as media from google_post_contents order by id desc limit 1`,
  );
  expect(content?.media).toEqual([
    { mediaFormat: 'PHOTO', sourceUrl: expect.stringMatching(/^http:\/\/[^/]+\/api\/images\//) },
  ]);

  const report = await latestMailTo('manager@northwind.example', 'Your Google post was published at');
  expect(report).toContain('published at 4 of 4 locations');
  expect(report).toContain('Northwind Dental - Kirkland: Posted');
});
