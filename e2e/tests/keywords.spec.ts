import { expect, signIn, sql, test } from './fixtures';

const ADMIN = 'admin@northwind.example';

/** What the analysis marked in one review for one keyword: the text of each of its mentions. */
async function mentionTexts(reviewId: number, short: string): Promise<string[]> {
  const rows = await sql<{ text: string }>(
    `select substring(r.content from k.start + 1 for k."end" - k.start) as text
       from review_keywords k join reviews r on r.id = k.review_id
      where k.review_id = $1 and k.short = $2`,
    [reviewId, short],
  );
  return rows.map((row) => row.text);
}

test('a category leads to its keywords, a keyword to the reviews that mention it, the mention marked', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/keywords');
  // Six months is the Keywords screens' default range (spec 001 §9).
  await expect(page).toHaveURL(/\/dashboard\/keywords\?dateDescriptor=sixMonths$/);

  const categories = page.getByRole('table', { name: 'Experience Categories' });
  const firstCategory = categories.getByRole('link').first();
  const categoryName = (await firstCategory.textContent()) ?? '';
  await firstCategory.click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/dashboard/keywords/categories' &&
      url.searchParams.get('category') === categoryName.toLowerCase() &&
      url.searchParams.get('dateDescriptor') === 'sixMonths',
  );
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const keywords = page.getByRole('table', { name: `Keywords about ${categoryName}` });
  const firstKeyword = keywords.getByRole('row').nth(1).getByRole('link').first();
  const short = (await firstKeyword.textContent()) ?? '';
  await firstKeyword.click();
  // The keyword page carries the filters, the category among them.
  await expect(page).toHaveURL(
    (url) =>
      decodeURIComponent(url.pathname) === `/dashboard/keywords/${short}` &&
      url.searchParams.get('category') === categoryName.toLowerCase(),
  );
  await expect(page.getByRole('heading', { level: 1, name: `“${short}”` })).toBeVisible();
  await expect(page.getByText(/^\d\.\d\d$/).first()).toBeVisible();

  // The first review: its marks are exactly the keyword's mentions the analysis stored for it.
  const review = page.getByRole('article').first();
  const marks = review.locator('mark');
  await expect(marks.first()).toBeVisible();
  const href = (await review.getByRole('link', { name: 'Open review' }).getAttribute('href')) ?? '';
  const reviewId = Number(href.match(/\/reviews\/(\d+)/)?.[1]);
  const stored = await mentionTexts(reviewId, short);
  expect(stored.length).toBeGreaterThan(0);
  expect((await marks.allTextContents()).sort()).toEqual([...stored].sort());

  // The review's own page lists the keyword, and its link leads back to the keyword's page.
  await review.getByRole('link', { name: 'Open review' }).click();
  const found = page.getByRole('list', { name: 'Mentioned keywords' });
  await found.getByRole('link', { name: new RegExp(`^${short},`) }).click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/dashboard/keywords/${short}`);
  await expect(page.getByRole('article').first().locator('mark').first()).toBeVisible();
});

test('Reset keeps only the dates and the sort', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/keywords?dateDescriptor=twelveMonths&sort=controversy&rating=5&sentiment=negative');
  await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Controversy');
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL((url) => url.search === '?dateDescriptor=twelveMonths&sort=controversy');
  await expect(page.getByRole('table', { name: 'Mentioned Keywords' })).toBeVisible();
});
