import { seriousViolations } from './axe';
import { expect, signIn, signUp, sql, test } from './fixtures';

const ADMIN = 'admin@northwind.example';
const FLAG = 'Disagrees with ratings';

/**
 * An account of its own whose analysis read "valet stand" negative and the service negative in 24 five-star reviews
 * of the last weeks, and "dinner" positive: what the rating check exists to catch (decision 0172). No screen makes
 * an analysis disagree with the stars, so the rows are written as the analysis writes them, for reviews without text
 * (a review with text waits for the analysis job, which would write its own reading over them).
 */
async function accountWithMisreadKeyword(page: Parameters<typeof signUp>[0]) {
  const owner = await signUp(page, 'Rating Check Bistro');
  await sql(
    `insert into account_settings (account_id, code, value) select $1, code, 'true'
       from unnest(array['insights', 'experience_analysis']) as code
       on conflict (account_id, code) do update set value = 'true'`,
    [owner.account_id],
  );
  const [location] = await sql<{ id: number }>(
    `insert into locations (account_id, name, city) values ($1, 'Rating Check Bistro', 'Tacoma') returning id`,
    [owner.account_id],
  );
  await sql(
    `with added as (
       insert into reviews (account_id, location_id, source_id, external_id, rating, published_at, source_updated_at)
       select $1, $2, 1, 'rating-check-' || i, 5, now() - i * interval '1 day', now()
       from generate_series(1, 24) i returning *
     ), keywords as (
       insert into review_keywords (account_id, review_id, location_id, source_id, rating, published_at, short,
         sentence_start, sentence_end, start, "end", sentiment)
       select account_id, id, location_id, source_id, rating, published_at, k.short, 0, 0, 0, 0, k.sentiment
       from added, (values ('valet stand', -1), ('dinner', 1)) k(short, sentiment)
     )
     insert into review_categories (account_id, review_id, location_id, source_id, rating, published_at, category, sentiment)
     select account_id, id, location_id, source_id, rating, published_at, 'service', -1 from added`,
    [owner.account_id, location?.id],
  );
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a keyword and a category read against their reviews' stars are flagged, with a note", async ({ page }) => {
    await accountWithMisreadKeyword(page);
    await page.goto('/dashboard/keywords');

    const keywords = page.getByRole('region', { name: 'Mentioned Keywords' });
    const flagged = keywords.getByRole('row').filter({ hasText: 'valet stand' });
    await expect(flagged).toContainText(FLAG);
    await expect(flagged).toContainText('0% positive, in reviews averaging 5.00 stars');
    await expect(keywords.getByRole('row').filter({ hasText: 'dinner' })).not.toContainText(FLAG);
    await expect(keywords).toContainText('For 1 keyword, mention sentiment disagrees with the ratings of its reviews.');

    const categories = page.getByRole('region', { name: 'Experience Categories' });
    await expect(categories.getByRole('row').filter({ hasText: 'Service' })).toContainText(FLAG);
    await expect(categories).toContainText(
      'For 1 category, mention sentiment disagrees with the ratings of its reviews.',
    );

    expect(await seriousViolations(page, '/dashboard/keywords')).toEqual([]);
    // Nothing wider than the phone: the flag sits in the column a phone keeps, and wraps.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const table of await page.locator('.repute-responsive-table').all()) {
      expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
  });
});

test('on the demo account "dentist" and "wait" read as their reviews do, and nothing is flagged', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/keywords');
  const keywords = page.getByRole('table', { name: 'Mentioned Keywords' });
  await expect(keywords).toBeVisible();
  for (const short of ['dentist', 'wait']) {
    const row = keywords.getByRole('row').filter({ has: page.getByRole('link', { name: short, exact: true }) });
    // Keyword, Positive mentions, Negative mentions, Total.
    const count = async (column: number) =>
      Number(((await row.getByRole('cell').nth(column).textContent()) ?? '').replace(/,/g, ''));
    const [positive, negative] = await Promise.all([count(1), count(2)]);
    expect(positive, short).toBeGreaterThan(negative);
  }
  await expect(page.getByText(FLAG)).toHaveCount(0);
  await expect(page.getByText(/mention sentiment disagrees/)).toHaveCount(0);
});
