import type { Page } from '@playwright/test';
import { todayIn } from '@repute/domain/calendar-dates';
import { resolvePresetRange } from '@repute/domain/date-descriptors';
import { expect, openInApp, signIn, sql, test } from './fixtures';

/** The reviews' default range (spec 000 §9: thirty days), on the demo accounts' calendar. */
const thirtyDays = () => resolvePresetRange('thirtyDays', todayIn('America/New_York'));

/** Reviews of an account in the last thirty days, counted in the database, as the list must count them. */
async function countReviews(account: string, where = ''): Promise<number> {
  const { from, to } = thirtyDays();
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from reviews r join accounts a on a.id = r.account_id
      where a.name = $1 and not r.removed
        and r.published_at >= ($2::date)::timestamp at time zone a.time_zone
        and r.published_at < ($3::date + 1)::timestamp at time zone a.time_zone ${where}`,
    [account, from, to],
  );
  return row?.n ?? -1;
}

const reviewCards = (page: Page) => page.locator('article[aria-label^="Review by"]');
const range = (page: Page) => page.getByTestId('reviews-range');
const total = (n: number) => `of ${n.toLocaleString('en-US')} reviews`;

// Each test walks a whole flow; under a loaded run (server, PostgreSQL and two browsers on two cores) 60 s is tight.
test.describe.configure({ timeout: 90_000 });

/** Signed in, the main menu's Reviews link opens the list with its default range. */
async function openReviews(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/settings/profile');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews\?dateDescriptor=thirtyDays$/);
  await expect(reviewCards(page)).toHaveCount(25);
}

test('the list shows the demo reviews, filters by rating in the URL and pages Older and Newer', async ({ page }) => {
  await openReviews(page, 'admin@northwind.example');
  const all = await countReviews('Northwind Dental');
  await expect(range(page)).toHaveText(`1–25 ${total(all)}`);

  // Filtering by rating writes the URL and the list holds only that rating.
  await page.getByRole('region', { name: 'Filters' }).getByLabel('Rating', { exact: true }).click();
  await page.getByRole('option', { name: '2 stars', exact: true }).click();
  await expect(page).toHaveURL(/rating=2/);
  const twoStars = await countReviews('Northwind Dental', 'and r.rating = 2');
  await expect(range(page)).toContainText(total(twoStars));
  const ratings = reviewCards(page).getByRole('img', { name: /star/ });
  await expect(ratings.first()).toHaveAccessibleName('2 stars');
  expect(new Set(await ratings.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))))).toEqual(
    new Set(['2 stars']),
  );

  // Back to every rating: Older goes past the 25 newest by cursor, Newer comes back to the first page.
  await page.goto('/reviews?dateDescriptor=thirtyDays');
  const newest = await reviewCards(page).first().getAttribute('aria-label');
  const pager = page.getByRole('navigation', { name: 'Reviews pages', exact: true });
  await expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Older' }).click();
  await expect(page).toHaveURL(/after=[^&]+&page=2/);
  await expect(range(page)).toHaveText(`26–50 ${total(all)}`);
  const [firstOlder] = await sql<{ author_name: string }>(
    `select r.author_name from reviews r join accounts a on a.id = r.account_id
      where a.name = 'Northwind Dental' and not r.removed order by r.published_at desc, r.id desc offset 25 limit 1`,
  );
  await expect(reviewCards(page).first()).toHaveAttribute('aria-label', `Review by ${firstOlder?.author_name}`);
  await pager.getByRole('button', { name: 'Newer' }).click();
  await expect(page).toHaveURL(/\/reviews\?dateDescriptor=thirtyDays$/);
  await expect(range(page)).toHaveText(`1–25 ${total(all)}`);
  await expect(reviewCards(page).first()).toHaveAttribute('aria-label', newest ?? '');
});

test('a review opens with its fields; tags are added with type-ahead, created and removed', async ({ page }) => {
  await openReviews(page, 'admin@northwind.example');
  const open = reviewCards(page).first().getByRole('link', { name: 'Open review' });
  // The link carries the list's filter state, default range included.
  await expect(open).toHaveAttribute('href', /\?dateDescriptor=thirtyDays$/);
  await open.click();
  await expect(page).toHaveURL(/\/reviews\/\d+\?dateDescriptor=thirtyDays$/);
  const id = Number(new URL(page.url()).pathname.split('/')[2]);
  const [review] = await sql<{ author_name: string; location: string; account_id: number }>(
    `select r.author_name, l.name as location, r.account_id from reviews r join locations l on l.id = r.location_id
      where r.id = $1`,
    [id],
  );
  // First-party feedback (a kiosk or landing page answer) has no author: the page calls its writer Anonymous.
  await expect(page.getByRole('heading', { name: `Review by ${review?.author_name ?? 'Anonymous'}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Location' })).toContainText(review?.location ?? '');

  // Type-ahead offers the account's tags that start with the typed text.
  await sql(`delete from review_tags where review_id = $1`, [id]);
  await page.reload();
  await page.getByRole('combobox', { name: 'Add a tag' }).fill('Bil');
  await page.getByRole('option', { name: 'Billing', exact: true }).click();
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('listitem')).toHaveText(['Billing']);

  // A name no tag has yet creates the tag.
  const fresh = `E2E follow-up ${Date.now()}`;
  await page.getByRole('combobox', { name: 'Add a tag' }).fill(fresh);
  await expect(page.getByRole('option', { name: `Create tag "${fresh}"` })).toBeVisible();
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByRole('listitem')).toHaveText(['Billing', fresh]);
  const tagged = async () =>
    (
      await sql<{ name: string }>(
        `select t.name from review_tags rt join tags t on t.id = rt.tag_id where rt.review_id = $1 order by t.name`,
        [id],
      )
    ).map((row) => row.name);
  expect(await tagged()).toEqual(['Billing', fresh]);

  await page.getByRole('button', { name: `Remove tag ${fresh}` }).click();
  await page.getByRole('button', { name: 'Remove tag Billing' }).click();
  await expect(page.getByText('No tags yet.')).toBeVisible();
  await expect.poll(tagged).toEqual([]);

  // Back keeps the list's filters.
  await page.getByRole('link', { name: 'Back to Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews\?dateDescriptor=thirtyDays$/);
});

test('the history page lists every change with who made it and when; unknown reviews are not found', async ({
  page,
}) => {
  const [review] = await sql<{ id: number; account_id: number }>(
    `select r.id, r.account_id from reviews r join accounts a on a.id = r.account_id
      where a.name = 'Northwind Dental' and r.rating = 3 and not r.removed order by r.published_at desc limit 1`,
  );
  // A source edit as the review sync records it: no user, the fields before and after.
  await sql(
    `insert into review_history (account_id, review_id, change, before, after, changed_at)
     values ($1, $2, 'edited', '{"rating": 3}', '{"rating": 4}', now() - interval '1 day')`,
    [review?.account_id, review?.id],
  );
  await signIn(page, 'admin@northwind.example');
  await page.goto(`/reviews/${review?.id}`);
  await page.getByRole('link', { name: 'View history' }).click();
  await expect(page).toHaveURL(new RegExp(`/reviews/${review?.id}/history$`));
  await expect(page.getByRole('heading', { name: 'Review History' })).toBeVisible();
  const entries = page.getByTestId('history-entry');
  const [{ n } = { n: -1 }] = await sql<{ n: number }>(
    'select count(*)::int as n from review_history where review_id = $1',
    [review?.id],
  );
  await expect(entries).toHaveCount(n);
  const edit = entries.filter({ hasText: 'Edited at the source' });
  await expect(edit).toContainText('Review source sync');
  await expect(edit.getByRole('row', { name: 'Rating 3 4' })).toBeVisible();

  // Inside the app (no new document): what is checked is the page's answer to an unknown review, not a load.
  await openInApp(page, '/reviews/999999999');
  await expect(page.getByText('Review not found')).toBeVisible();
  await openInApp(page, '/reviews/999999999/history');
  await expect(page.getByText('Review not found')).toBeVisible();
});

test('a read-only user reads reviews without respond or tag controls', async ({ page }) => {
  await openReviews(page, 'readonly@northwind.example');
  await expect(range(page)).toContainText(total(await countReviews('Northwind Dental')));
  await expect(page.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  await reviewCards(page).first().getByRole('link', { name: 'Open review' }).click();
  await expect(page.getByRole('heading', { name: /^Review by / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Add a tag' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove tag/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Respond' })).toHaveCount(0);
});

test('an admin gets the respond control the read-only user lacks', async ({ page }) => {
  await openReviews(page, 'admin@northwind.example');
  await expect(page.getByRole('button', { name: 'Respond' }).first()).toBeVisible();
});

test("a parent account reads all its child accounts' reviews without responses together, by age", async ({ page }) => {
  await signIn(page, 'partner@summit.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/accounts/);
  await page.getByRole('link', { name: 'Reviews without responses' }).click();
  await expect(page).toHaveURL(/\/child-reviews\?dateDescriptor=thirtyDays$/);
  await expect(page.getByRole('heading', { name: 'Reviews without responses' })).toBeVisible();

  // Every child's unanswered reviews of the thirty days, on the parent's calendar (decision 0118), oldest first.
  const { from, to } = thirtyDays();
  const unanswered = await sql<{ author_name: string | null; account: string }>(
    `select r.author_name, c.name as account from reviews r join accounts c on c.id = r.account_id
       join accounts p on p.id = c.parent_id
      where p.name = 'Summit Agency' and not r.removed and r.responded_at is null
        and r.published_at >= ($1::date)::timestamp at time zone p.time_zone
        and r.published_at < ($2::date + 1)::timestamp at time zone p.time_zone
      order by r.published_at, r.id`,
    [from, to],
  );
  expect(new Set(unanswered.map((review) => review.account)).size).toBeGreaterThan(1);
  await expect(range(page)).toContainText(total(unanswered.length));
  await expect(page.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  const first = reviewCards(page).first();
  await expect(first.getByRole('link', { name: /^View .+ to respond$/ })).toHaveAttribute(
    'href',
    /\/switch-account\/\d+$/,
  );

  await page.getByRole('combobox', { name: 'Sort', exact: true }).click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect(page).toHaveURL(/order=oldest/);
  const oldest = unanswered[0];
  await expect(first).toHaveAttribute('aria-label', `Review by ${oldest?.author_name ?? 'Anonymous'}`);
  await expect(first).toContainText(oldest?.account ?? '');
});

test('an admin selects a page of reviews, tags them and marks them read', async ({ page }) => {
  await openReviews(page, 'admin@northwind.example');
  const cards = reviewCards(page);
  await expect(cards.getByText('Unread', { exact: true }).first()).toBeVisible();
  const selectAll = page.getByRole('checkbox', { name: 'Select all 25 reviews on this page' });
  await cards.first().getByRole('checkbox').check();
  await expect(page.getByText('1 review selected')).toBeVisible();
  await selectAll.check();
  await expect(page.getByText('25 reviews selected')).toBeVisible();

  await page.getByRole('button', { name: 'Tag selected' }).click();
  await page.getByRole('combobox', { name: 'Add a tag' }).fill('Bulk e2e');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Tag Bulk e2e added to 25 reviews')).toBeVisible();
  await expect(cards.filter({ hasText: 'Bulk e2e' })).toHaveCount(25);

  await selectAll.check();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('25 reviews marked as read')).toBeVisible();
  await expect(cards.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(selectAll).not.toBeChecked();
});
