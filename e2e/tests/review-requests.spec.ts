import { expect, signUp, sql, test } from './fixtures';
import { latestMailTo } from './mail';

/**
 * The Ask tool (issue 15): compose an e-mail campaign, add recipients typed and from a CSV with a bad row (whose
 * failures download), send it, find the request in the outbox, follow its link to the public landing page, answer
 * the NPS question with a 2 and still be offered the review site, and see the history count it. In a fresh
 * account of its own, so its campaigns change no other test's screens.
 */
test('compose, add recipients, send, land from the e-mail and see the history update', async ({ page }) => {
  test.setTimeout(150_000);
  const owner = await signUp(page, `Ask ${Date.now()}`);
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name, city, address, state, zipcode)
     values ($1, 'Harborview Ask Clinic', 'Seattle', '12 Pier Way', 'WA', '98101') returning id`,
    [owner.account_id],
  );
  await sql(
    `insert into location_urls (account_id, location_id, source_id, url, request_reviews)
     values ($1, $2, 1, 'https://search.google.com/local/writereview?placeid=harborview-ask', true)`,
    [owner.account_id, location?.id],
  );
  const customer = `pat.${Date.now()}@example.com`;

  await page.goto('/request-reviews');
  await expect(page.getByRole('heading', { name: 'Ask Tool' })).toBeVisible();
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Compose' }).click();
  await expect(page.getByRole('heading', { name: 'Compose Review Request' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Harborview Ask Clinic' }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill('How was your visit?');
  await page.getByRole('textbox', { name: 'Sender name' }).fill('Harborview Front Desk');

  await page.getByRole('textbox', { name: /Recipients \(Name, email/ }).fill(`Pat Doe, ${customer}`);
  await page.getByRole('button', { name: 'Add Recipients' }).click();
  await expect(page.getByText('1 recipient', { exact: true })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'recipients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,email\nRo Lee,ro.${Date.now()}@example.com\nBad Row,not-an-email\n`),
  });
  await expect(page.getByText('1 recipients added, 1 failed.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed rows' }).click();
  const failed = await (await download).createReadStream();
  let failedCsv = '';
  for await (const chunk of failed) failedCsv += chunk;
  expect(failedCsv).toContain('3,Bad Row,not-an-email,,E-mail is not valid');
  await expect(page.getByText('2 recipients', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(page.getByRole('heading', { name: 'Campaign Confirmation' })).toBeVisible();
  await expect(page.getByText('Your campaign has been sent.')).toBeVisible({ timeout: 30_000 });

  const mail = await latestMailTo(customer, 'Leave a review');
  expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  expect(mail).toContain('12 Pier Way, Seattle, WA 98101');
  const landing = mail.match(/https?:\/\/[^\s"<>]+\/r\/[A-Za-z0-9]+/)?.[0];
  if (!landing) throw new Error('no landing link in the mail');

  // The customer has no session: a fresh browser context, as from a mail client.
  const mailClient = await page.context().browser()?.newContext();
  const visitor = await mailClient?.newPage();
  if (!visitor) throw new Error('no browser page');
  await visitor.goto(landing);
  await expect(visitor.getByRole('heading', { name: 'Harborview Ask Clinic' })).toBeVisible();
  const site = visitor.getByRole('link', { name: 'Review us on Google' });
  await expect(site).toBeVisible();
  await visitor.getByText('2', { exact: true }).click();
  await visitor.getByRole('textbox', { name: /Tell us more/ }).fill('The wait was long.');
  await visitor.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Thank you for your feedback!');
  // No review gating: a low score is still offered the public site.
  await expect(site).toBeVisible();
  await mailClient?.close();

  await page.goto('/request-reviews/history');
  const row = page.getByRole('row', { name: /How was your visit\?/ });
  await expect(row).toContainText('Harborview Ask Clinic');
  await expect(row).toContainText('sent');
  // Sent, Delivered, Opened, Clicked, Responded: two asked, one followed the link and answered.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /How was your visit\?/ })).toContainText(/2\s*2\s*1\s*1\s*1$/);
  }).toPass({ timeout: 30_000 });
});
