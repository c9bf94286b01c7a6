import type { Page } from '@playwright/test';
import { expect, signIn, sql, test } from './fixtures';

const PUBLISH_FAILED = 'An error occurred while publishing the response. We’ll try again. No action necessary.';

/**
 * A Northwind Google review (Google takes responses) picked at random among those the question matches, so
 * that the two workers and other spec files do not answer the same review. Only reviews older than a year: the
 * dashboard's (six months) and the lists' (thirty days) numbers, which other tests compare with the database
 * while these run, do not change when one of them is answered.
 */
async function northwindGoogleReview(withResponse: boolean): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `select r.id from reviews r join accounts a on a.id = r.account_id
      where a.name = 'Northwind Dental' and r.source_id = 1 and not r.removed
        and r.published_at < now() - interval '1 year'
        and ${withResponse ? '' : 'not'} exists (
          select 1 from review_responses rr
           where rr.review_id = r.id ${withResponse ? "and rr.status = 'published' and not rr.read_only" : ''})
      order by random() limit 1`,
  );
  if (!row) throw new Error('no such review');
  return row.id;
}

async function openReviewAs(page: Page, email: string, reviewId: number) {
  await signIn(page, email);
  await page.goto(`/reviews/${reviewId}`);
  await expect(page.getByRole('article', { name: 'Review' })).toBeVisible();
  // Set after the page loaded: still there at the end means nothing reloaded the page meanwhile.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const response = (page: Page) => page.getByRole('region', { name: 'Response' });
const stillSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('a manager answers a review from a template and sees it published without reloading', async ({ page }) => {
  const reviewId = await northwindGoogleReview(false);
  await openReviewAs(page, 'manager@northwind.example', reviewId);

  await page.getByRole('button', { name: 'Respond' }).click();
  const text = page.getByRole('textbox', { name: 'Response' });
  await expect(page.getByText('4096 characters remaining')).toBeVisible();
  await page.getByRole('button', { name: 'Use Template' }).click();
  await page.getByRole('menuitem', { name: 'Thank you' }).click();
  await expect(text).toHaveValue(/^Thank you, .+! We are so glad you chose Northwind/);
  const filled = await text.inputValue();
  await expect(page.getByText(`${4096 - filled.length} characters remaining`)).toBeVisible();
  await text.fill(`${filled} See you soon.`);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(response(page)).toContainText(`${filled} See you soon.`);
  await expect(response(page).getByText('Published', { exact: true })).toBeVisible();
  // With the published time, as the review's own dates read ("Mar 4, 2026, 3:05 PM").
  await expect(response(page).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  await expect(response(page).getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
  const [stored] = await sql<{ status: string }>('select status from review_responses where review_id = $1', [
    reviewId,
  ]);
  expect(stored?.status).toBe('published');
});

test('a response the source refuses shows the spec message', async ({ page }) => {
  const reviewId = await northwindGoogleReview(false);
  await openReviewAs(page, 'manager@northwind.example', reviewId);

  await page.getByRole('button', { name: 'Respond' }).click();
  await page.getByRole('textbox', { name: 'Response' }).fill('We are sorry to hear that. [sandbox:fail]');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(response(page).getByText(PUBLISH_FAILED, { exact: true })).toBeVisible();
  await expect(response(page).getByText('Not published')).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

test('a manager edits a published response, then deletes it', async ({ page }) => {
  const reviewId = await northwindGoogleReview(true);
  await openReviewAs(page, 'manager@northwind.example', reviewId);

  await response(page).getByRole('button', { name: 'Edit' }).click();
  const text = page.getByRole('textbox', { name: 'Response' });
  await expect(text).not.toHaveValue('');
  await text.fill('Thank you for the kind words. We have passed them on to the team.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(response(page)).toContainText('We have passed them on to the team.');
  await expect(response(page).getByText('Published', { exact: true })).toBeVisible();

  await response(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Response' });
  await expect(confirm).toContainText('It is also removed from Google.');
  await confirm.getByRole('button', { name: 'Delete Response' }).click();
  await expect(response(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Respond' })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
  expect(await sql('select id from review_responses where review_id = $1', [reviewId])).toEqual([]);
});

test('a Read Only user reads responses but has nothing to answer with', async ({ page }) => {
  const answered = await northwindGoogleReview(true);
  await openReviewAs(page, 'readonly@northwind.example', answered);
  await expect(response(page).getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Review' }).getByRole('button')).toHaveCount(0);

  const unanswered = await northwindGoogleReview(false);
  await page.goto(`/reviews/${unanswered}`);
  await expect(page.getByRole('article', { name: 'Review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  await expect(response(page)).toHaveCount(0);
});

test('a manager drafts a reply, edits it, and nothing is sent until Submit', async ({ page }) => {
  const reviewId = await northwindGoogleReview(false);
  const [review] = await sql<{ author_name: string | null; location: string }>(
    `select r.author_name, l.name as location from reviews r join locations l on l.id = r.location_id where r.id = $1`,
    [reviewId],
  );
  await openReviewAs(page, 'manager@northwind.example', reviewId);

  await page.getByRole('button', { name: 'Respond' }).click();
  await page.getByRole('button', { name: 'Draft a reply' }).click();
  const text = page.getByRole('textbox', { name: 'Response' });
  // The demo has no language model: the built-in engine drafts, in the account's words and HIPAA-safe.
  await expect(text).toHaveValue(new RegExp(`— The team at ${review?.location}$`));
  await expect(
    page.getByText('Drafted from this review and your templates. Read and edit it before you submit.'),
  ).toBeVisible();
  const draft = await text.inputValue();
  const firstName = review?.author_name?.split(' ')[0];
  expect(draft.startsWith(firstName ? `Hi ${firstName},` : 'Hello,')).toBe(true);
  expect(draft).not.toMatch(/patient|visit|appointment|treatment|see you/i);
  for (const other of review?.author_name?.split(' ').slice(1) ?? []) expect(draft).not.toContain(other);

  const [before] = await sql<{ n: number }>('select count(*)::int as n from review_responses where review_id = $1', [
    reviewId,
  ]);
  expect(before?.n).toBe(0);
  await text.fill(`${draft}\nWe read every review.`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(response(page)).toContainText('We read every review.');
  await expect(response(page).getByText('Published', { exact: true })).toBeVisible();
});
