import { expect, signUp, sql, test } from './fixtures';
import { latestMailTo } from './mail';

/**
 * Review alerts (issue 11 §3): a user sets an alert in Settings, a review page's sync brings reviews in, the alert's
 * e-mail arrives (a first sync summarised in one message), and its link unsubscribes in one click without a login.
 * In a fresh account of its own: its reviews change no other test's counts.
 */
test('set an alert, receive it when a matching review is synced, and unsubscribe from its link', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await signUp(page, `Alerts ${Date.now()}`);
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name, city) values ($1, 'Lakeside Alerts Clinic', 'Seattle') returning id`,
    [owner.account_id],
  );

  await page.goto('/settings');
  await page.getByRole('link', { name: /Alerts/ }).click();
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await expect(page.getByText('No alerts yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Alert' });
  await dialog.getByRole('combobox', { name: 'Ratings' }).click();
  await page.getByRole('option', { name: '4 stars or less' }).click();
  await dialog.getByRole('button', { name: 'Save Alert' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /New reviews at or below 4 stars/ });
  await expect(row).toContainText('All locations');
  await expect(row).toContainText('Immediately');

  // Adding a Yelp page starts its first full sync; in demo mode the sandbox answers with the page's history.
  await page.goto(`/settings/locations/${location?.id}/details`);
  await page.getByRole('tab', { name: 'Review Sources' }).click();
  await page.getByRole('button', { name: 'Add Review Source' }).click();
  const source = page.getByRole('dialog', { name: 'Add Review Source' });
  await source.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Yelp', exact: true }).click();
  await source.getByLabel('Page URL').fill('https://www.yelp.com/biz/lakeside-alerts-clinic-seattle');
  await source.getByRole('button', { name: 'Save' }).click();
  await expect(source).toBeHidden();

  const mail = await latestMailTo(owner.email, 'of Lakeside Alerts Clinic came in from Yelp');
  expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const [stored] = await sql<{ count: number }>(
    'select count(*)::int as count from reviews where location_id = $1 and rating <= 4',
    [location?.id],
  );
  expect(mail).toContain(`${stored?.count} reviews of Lakeside Alerts Clinic came in from Yelp`);

  // The link works without a session: a fresh browser context, as from a mail client.
  // The page link of the footer (the List-Unsubscribe header holds the API's one-click address).
  const pageLink = mail.match(/https?:\/\/[^\s"/]+\/unsubscribe\/alerts\/[^\s"<>]+/)?.[0];
  if (!pageLink) throw new Error('no unsubscribe link in the mail');
  const unsubscribeUrl = new URL(pageLink);
  const mailClient = await page.context().browser()?.newContext();
  const visitor = await mailClient?.newPage();
  if (!visitor) throw new Error('no browser page');
  await visitor.goto(unsubscribeUrl.href);
  await expect(visitor.getByText(/Stop the e-mails of the New reviews alert/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(visitor.getByRole('status')).toContainText('no longer gets the e-mails of the New reviews alert');
  await expect(visitor.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
  await mailClient?.close();

  await page.goto('/settings/alerts');
  await expect(page.getByRole('row', { name: /New reviews at or below 4 stars/ })).toContainText('Unsubscribed');
});
