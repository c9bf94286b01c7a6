import type { Page } from '@playwright/test';
import { todayIn } from '@repute/domain/calendar-dates';
import { type DateRange, resolveDateSelection } from '@repute/domain/date-descriptors';
import { expect, signIn, signUp, sql, test } from './fixtures';

type Counted = { total: number; positive: number; negative: number; responded: number; average: number | null };

/** Counts Northwind Dental's reviews in the range the way the reviews list filters them: days in the account's zone. */
async function directCount(range: DateRange, extra = '', values: unknown[] = []): Promise<Counted> {
  const [row] = await sql<Counted>(
    `select count(*)::int as total,
       (count(*) filter (where r.sentiment = 1))::int as positive,
       (count(*) filter (where r.sentiment = -1))::int as negative,
       count(r.responded_at)::int as responded,
       round(avg(r.rating) filter (where r.rating > 0), 2)::float8 as average
     from reviews r join accounts a on a.id = r.account_id
     where a.name = 'Northwind Dental' and not r.removed
       and r.published_at >= ($1::date)::timestamp at time zone a.time_zone
       and r.published_at < ($2::date + 1)::timestamp at time zone a.time_zone ${extra}`,
    [range.from, range.to, ...values],
  );
  if (!row) throw new Error('no count');
  return row;
}

async function northwindToday(): Promise<string> {
  const [account] = await sql<{ time_zone: string }>(`select time_zone from accounts where name = 'Northwind Dental'`);
  if (!account) throw new Error('no Northwind Dental');
  return todayIn(account.time_zone);
}

const count = (value: number) => value.toLocaleString('en-US');

function stat(page: Page, label: string) {
  return page.getByRole('group', { name: label }).getByTestId('stat-value');
}

async function expectOverview(page: Page, counted: Counted) {
  await expect(stat(page, 'Total Reviews')).toHaveText(count(counted.total));
  await expect(stat(page, 'Positive Reviews')).toHaveText(count(counted.positive));
  await expect(stat(page, 'Negative Reviews')).toHaveText(count(counted.negative));
  await expect(stat(page, 'Average Rating')).toHaveText(counted.average?.toFixed(2) ?? '—');
  const rate = ((counted.responded / counted.total) * 100).toFixed(1);
  await expect(stat(page, 'Response Rate')).toHaveText(`${rate}%`);
}

test('the dashboard’s numbers are the database’s for the same filters, and follow the filter bar', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\?dateDescriptor=sixMonths/);

  // Six months is the dashboard's default range, counted on the account's today.
  const sixMonths = resolveDateSelection({ dateDescriptor: 'sixMonths' }, await northwindToday());
  const all = await directCount(sixMonths);
  expect(all.total).toBeGreaterThan(0);
  await expectOverview(page, all);
  await expect(stat(page, 'Avg. Response Time')).toHaveText(/\d+ (minute|hour|day)s?$/);

  // The pie: at most five slices, the top four sources and 'Other'.
  const sources = page.getByRole('table', { name: 'Sources' }).locator('tbody tr');
  await expect(sources.last()).toContainText('Other');
  expect(await sources.count()).toBeLessThanOrEqual(5);
  expect(await page.locator('.recharts-pie-sector').count()).toBeLessThanOrEqual(5);
  await expect(
    page.getByRole('region', { name: 'Reviews by Month' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/dashboard-admin.png', fullPage: true });

  // Five stars only: new numbers, again the database's.
  await page.getByRole('region', { name: 'Filters' }).getByLabel('Rating', { exact: true }).click();
  await page.getByRole('option', { name: '5 stars' }).click();
  await expect(page).toHaveURL(/rating=5/);
  const fiveStars = await directCount(sixMonths, 'and r.rating = 5');
  expect(fiveStars.total).toBeLessThan(all.total);
  await expectOverview(page, fiveStars);

  // A location through the URL, on a fixed custom range.
  const [ballard] = await sql<{ id: number }>(
    `select l.id from locations l join accounts a on a.id = l.account_id
     where a.name = 'Northwind Dental' and l.name = 'Northwind Dental - Ballard'`,
  );
  if (!ballard) throw new Error('no Ballard');
  const custom = { from: sixMonths.from, to: sixMonths.to };
  await page.goto(`/dashboard?from=${custom.from}&to=${custom.to}&dateDescriptor=custom&locationId=${ballard.id}`);
  await expectOverview(page, await directCount(custom, 'and r.location_id = $3', [ballard.id]));

  // Each row of the breakdown opens the reviews list with the same filters and its own location.
  const table = page.getByRole('table', { name: 'Location metrics' });
  await expect(table.getByRole('link', { name: 'Northwind Dental - Ballard' })).toHaveAttribute(
    'href',
    `/reviews?from=${custom.from}&to=${custom.to}&dateDescriptor=custom&locationId=${ballard.id}`,
  );
});

test('the breakdown tables sort, and the group tab counts each group', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\?dateDescriptor=sixMonths/);
  const table = page.getByRole('table', { name: 'Location metrics' });
  await expect(table.getByRole('row')).not.toHaveCount(0);

  const reviewCounts = async () =>
    (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((text) => Number(text.replace(/,/g, '')));
  const sortedBy = (order: 1 | -1) => async () => {
    const counts = await reviewCounts();
    return counts.every((value, index) => index === 0 || order * ((counts[index - 1] ?? 0) - value) <= 0);
  };
  const sortButton = table.getByRole('button', { name: 'Sort by Reviews' });
  await sortButton.click();
  await expect(table.getByRole('columnheader', { name: 'Sort by Reviews' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(sortedBy(1)).toBe(true);
  await sortButton.click();
  await expect(table.getByRole('columnheader', { name: 'Sort by Reviews' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(sortedBy(-1)).toBe(true);

  await page.getByRole('tab', { name: 'By Group' }).click();
  const groups = page.getByRole('table', { name: 'Group metrics' });
  await expect(groups.getByRole('link', { name: 'Portland' })).toHaveAttribute(
    'href',
    /\/reviews\?dateDescriptor=sixMonths&groupId=\d+$/,
  );
});

test('a trial account sees the trial banner, and a dismissal survives a reload for 30 days', async ({
  page,
  context,
}) => {
  await signUp(page, 'Okafor Bakery');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard/);
  const banner = page.getByRole('region', { name: 'Trial' });
  await expect(banner.getByRole('heading')).toHaveText(/^\d+ days left in your free trial$/);
  // Stage 1: no location yet, so no Google reviews to fetch. The owner is an admin: the upgrade link shows.
  await expect(banner).toContainText('Add your first location and we will fetch its Google reviews.');
  await expect(banner.getByRole('link', { name: 'Add your location' })).toHaveAttribute('href', '/signup/location');
  await expect(banner.getByRole('link', { name: 'Upgrade now' })).toBeVisible();
  // A new account has no reviews yet: one empty state, not empty charts.
  await expect(page.getByText('No reviews match these filters')).toBeVisible();
  await page.screenshot({ path: '/tmp/dashboard-trial.png', fullPage: true });

  await banner.getByRole('button', { name: 'Dismiss trial banner' }).click();
  await expect(banner).toHaveCount(0);
  const [cookie] = (await context.cookies()).filter((item) => item.name.startsWith('repute_trial_banner_dismissed_'));
  expect(cookie?.value).toBe('1');
  // Max-Age of 30 days: the cookie expires 30 days from now (give or take the test's own minute).
  const thirtyDays = Date.now() / 1000 + 30 * 24 * 60 * 60;
  expect(Math.abs((cookie?.expires ?? 0) - thirtyDays)).toBeLessThan(120);

  await page.reload();
  await expect(page.getByText('No reviews match these filters')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial' })).toHaveCount(0);
});

test('the trial banner shows the setup checklist once Google reviews are in, then more sources when setup is done', async ({
  page,
}) => {
  const owner = await signUp(page, 'Adeyemi Deli');
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Trial' });
  await expect(banner).toContainText('Add your first location');
  const { email, account_id: accountId } = owner;

  // Stage 2: a Google sync of the account's location has finished.
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name) values ($1, 'Adeyemi Deli - Main Street') returning id`,
    [accountId],
  );
  if (!location) throw new Error('no location');
  await sql(
    `insert into review_sync_states (account_id, location_id, source_id, last_synced_at) values ($1, $2, 1, now())`,
    [accountId, location.id],
  );
  await page.reload();
  const checklist = banner.getByRole('list', { name: 'Setup checklist' });
  await expect(checklist.getByRole('listitem')).toHaveCount(5);
  await expect(banner).not.toContainText('Add your first location');
  await expect(banner).toContainText('1 of 5 done');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Scan your Google listing' })).toContainText('(done)');
  await expect(checklist.getByRole('link', { name: 'Connect Facebook' })).toHaveAttribute(
    'href',
    '/settings/integrations',
  );
  await expect(checklist.getByRole('link', { name: 'Invite a teammate' })).toHaveAttribute(
    'href',
    '/settings/users/new',
  );
  await expect(checklist.getByRole('link', { name: 'Respond to a review' })).toHaveAttribute('href', '/reviews');

  // Stage 3: reviews asked for, Facebook connected, a teammate, a review answered.
  await sql(
    `insert into campaigns (account_id, location_id, request_type, layout, content, status, sent_at)
     values ($1, $2, 'email', 'default', 'Hi', 'sent', now())`,
    [accountId, location.id],
  );
  await sql(`insert into oauth_tokens (account_id, source_id, access_token) values ($1, 2, 'e2e-token')`, [accountId]);
  await sql(
    `insert into users (account_id, email, first_name, last_name, user_type_id) values ($1, $2, 'Tayo', 'Adeyemi', 2)`,
    [accountId, `teammate.${email}`],
  );
  const [review] = await sql<{ id: number }>(
    `insert into reviews (account_id, location_id, source_id, external_id, rating, published_at, source_updated_at)
     values ($1, $2, 1, 'e2e-1', 5, now(), now()) returning id`,
    [accountId, location.id],
  );
  if (!review) throw new Error('no review');
  await sql(
    `insert into review_responses (account_id, review_id, source_id, content, status, published_at)
     values ($1, $2, 1, 'Thank you!', 'published', now())`,
    [accountId, review.id],
  );
  await page.reload();
  await expect(banner).toContainText('Your Google reviews are in. Bring in reviews from more sources:');
  await expect(banner.getByRole('list', { name: 'Setup checklist' })).toHaveCount(0);
  const sources = banner.getByRole('list', { name: 'More sources' });
  await expect(sources.getByRole('listitem').filter({ hasText: /^Facebook$/ })).toBeVisible();
  await expect(sources.getByRole('listitem').filter({ hasText: /^Yelp$/ })).toBeVisible();
  await expect(sources.getByRole('listitem').filter({ hasText: /^Google$/ })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Connect more sources' })).toHaveAttribute(
    'href',
    '/settings/integrations',
  );
  await expect(banner.getByRole('link', { name: 'Upgrade now' })).toBeVisible();
});

test("the demo's own trial account sees the trial banner with its reviews in", async ({ page }) => {
  // Juniper Coffee is on trial and white-labelled by nobody: its demo login shows what a trial looks like.
  await signIn(page, 'owner@juniper.example');
  await page.goto('/');
  await expect(stat(page, 'Total Reviews')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Trial' });
  // Seeded with 14 days left: whole days, so 13 once the seed is a few minutes old.
  await expect(banner.getByRole('heading')).toHaveText(/^1[34] days left in your free trial$/);
  await expect(banner.getByRole('link', { name: 'Upgrade now' })).toBeVisible();
});

test('no trial banner for a white-label trial account or an active one', async ({ page }) => {
  // Bluebird Bistro is on trial, but under Summit Agency's white label: spec 000 §6 hides the banner there.
  await signIn(page, 'owner@bluebird.example');
  await page.goto('/');
  await expect(stat(page, 'Total Reviews')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial' })).toHaveCount(0);
  // Another user: the page opens again signed in as them.
  await signIn(page, 'admin@northwind.example');
  await page.goto('/');
  await expect(stat(page, 'Total Reviews')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial' })).toHaveCount(0);
});

test('the Facebook expiry banner warns the account owner who connected it, not other staff', async ({ page }) => {
  const [token] = await sql<{ expires_at: Date }>(
    `select t.expires_at from oauth_tokens t join accounts a on a.id = t.account_id
     where a.name = 'Northwind Dental' and t.source_id = 2`,
  );
  if (!token) throw new Error('no Facebook token');
  const days = Math.ceil((token.expires_at.getTime() - Date.now()) / 86_400_000);
  expect(days).toBeLessThanOrEqual(7);

  await signIn(page, 'admin@northwind.example');
  await page.goto('/');
  const banner = page.getByRole('status', { name: 'Facebook integration' });
  await expect(banner).toContainText(`Your Facebook integration will expire in ${days} days`);
  await expect(banner.getByRole('link', { name: 'Reconnect Facebook' })).toHaveAttribute(
    'href',
    '/settings/integrations',
  );

  // Another user: the page opens again signed in as them.
  await signIn(page, 'manager@northwind.example');
  await page.goto('/');
  await expect(stat(page, 'Total Reviews')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
