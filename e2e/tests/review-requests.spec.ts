import { readFile } from 'node:fs/promises';
import { callApi, expect, signUp, sql, test } from './fixtures';
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

  await page.locator('input[type="file"][accept=".csv,text/csv"]').setInputFiles({
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
  // The failed rows keep every column of the recipient template (name, email, phone, sms_consent, time_zone).
  expect(failedCsv).toContain('3,Bad Row,not-an-email,,,,E-mail is not valid');
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

/** A fresh account with one location and its Google review site: the microsurvey and kiosk tests' own data. */
async function accountWithLocation(page: import('@playwright/test').Page, name: string) {
  const owner = await signUp(page, `${name} ${Date.now()}`);
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name, city, address, state, zipcode)
     values ($1, $2, 'Seattle', '40 Lake St', 'WA', '98101') returning id`,
    [owner.account_id, name],
  );
  await sql(
    `insert into location_urls (account_id, location_id, source_id, url, request_reviews)
     values ($1, $2, 1, $3, true)`,
    [owner.account_id, location?.id, `https://search.google.com/local/writereview?placeid=${location?.id}`],
  );
  return { owner, locationId: location?.id ?? 0 };
}

/**
 * Microsurveys (issue 15 §3): add an NPS microsurvey (the list counts '1/5 used'), find its link on the location's
 * Landing Pages tab, answer it with a 2 on the public page and still be offered the review site, see the summary
 * count it, and export its answers from there.
 */
test('add a microsurvey, answer it with 2 and still be offered the review site, read its summary and export it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { owner, locationId } = await accountWithLocation(page, 'Lakeside Survey Clinic');
  // A paying account: a trial's Export menu offers the upgrade instead of the file (spec 001 §5).
  await sql("update accounts set status = 'active' where id = $1", [owner.account_id]);
  await page.goto('/request-reviews/microsurveys');
  await expect(page.getByText('No microsurveys yet')).toBeVisible();
  await expect(page.getByText('0/5 used')).toBeVisible();
  await page.getByRole('button', { name: 'Add Microsurvey' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Front desk NPS');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Lakeside Survey Clinic' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Front desk NPS/ })).toContainText('NPS');
  await expect(page.getByText('1/5 used')).toBeVisible();

  await page.goto(`/settings/locations/${locationId}/details`);
  const nps = page.getByRole('group', { name: 'NPS' });
  await expect(nps).toContainText('Front desk NPS');
  await expect(page.getByRole('group', { name: 'Kiosk Mode Form Page' }).getByRole('link')).toHaveText(/\/kiosk\//);
  const link = await nps.getByRole('link').getAttribute('href');
  const path = new URL(link ?? '').pathname;

  const visitor = await (await page.context().browser()?.newContext())?.newPage();
  if (!visitor) throw new Error('no browser page');
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: 'Front desk NPS' })).toBeVisible();
  await visitor.getByText('2', { exact: true }).click();
  await visitor.getByRole('textbox', { name: 'What is the main reason for your score?' }).fill('Long wait.');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Thank you for your feedback!');
  // No review gating: a 2 is still offered the public site.
  await expect(visitor.getByRole('link', { name: 'Review us on Google' })).toBeVisible();
  await visitor.context().close();

  await page.goto('/request-reviews/microsurveys');
  await page.getByRole('link', { name: 'Front desk NPS' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk NPS' })).toBeVisible();
  await expect(page.getByText('NPS', { exact: true }).locator('..')).toContainText('-100');
  await expect(page.getByRole('table', { name: 'Feedback' })).toContainText('Long wait.');

  // The summary's export: its answers through the export mechanism, on the NPS scale when chosen (spec 001 §9).
  await page.getByRole('combobox', { name: 'Export scale' }).selectOption('nps');
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, answer] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(header).toContain('score,scale,rating,feedback');
  expect(answer).toContain('Front desk NPS,nps,2,nps,2,Long wait.');
});

/** The kiosk (issue 15 §3): a front desk tablet asks one visitor, thanks them, resets itself, and asks the next. */
test('the kiosk asks two visitors in a row and resets itself between them', async ({ page }) => {
  const { owner, locationId } = await accountWithLocation(page, 'Lakeside Kiosk Clinic');
  const pages = await callApi<{ kiosk_url: string }>('GET', `/locations/${locationId}/landing_pages`, { auth: owner });
  const kiosk = await (await page.context().browser()?.newContext())?.newPage();
  if (!kiosk) throw new Error('no browser page');
  await kiosk.goto(new URL(pages.kiosk_url).pathname);
  await expect(kiosk.getByRole('heading', { name: 'Lakeside Kiosk Clinic' })).toBeVisible();

  await kiosk.getByText('9', { exact: true }).click();
  await kiosk.getByRole('button', { name: 'Send' }).click();
  await expect(kiosk.getByRole('status')).toHaveText('Thank you for your feedback!');
  await expect(kiosk.getByRole('img', { name: 'Review us on Google' })).toBeVisible();
  // It starts again by itself for the next visitor, with nothing of the first one's answer left.
  await expect(kiosk.getByRole('button', { name: 'Send' })).toBeDisabled({ timeout: 15_000 });

  await kiosk.getByText('4', { exact: true }).click();
  await kiosk.getByRole('button', { name: 'Send' }).click();
  await expect(kiosk.getByRole('status')).toHaveText('Thank you for your feedback!');
  await kiosk.getByRole('button', { name: 'Next visitor' }).click();
  await expect(kiosk.getByRole('button', { name: 'Send' })).toBeDisabled();
  await kiosk.context().close();

  const answers = await sql<{ score: number; kiosk: boolean }>(
    'select score, kiosk from microsurvey_responses where location_id = $1 order by id',
    [locationId],
  );
  expect(answers).toEqual([
    { score: 9, kiosk: true },
    { score: 4, kiosk: true },
  ]);
});
