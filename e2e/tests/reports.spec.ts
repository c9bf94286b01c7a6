import { extractText, getDocumentProxy } from 'unpdf';
import { expect, openInApp, signIn, test } from './fixtures';

test('a report shows its charts and tables, and its PDF has the numbers on the screen', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/visual-reports?dateDescriptor=twelveMonths');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Key figures' });
  const reviews = figures.getByText('Reviews', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(reviews).toHaveText(/^[\d,]+$/);
  const onScreen = (await reviews.textContent()) ?? '';

  const trend = page.getByRole('region', { name: 'Average rating by month' });
  await trend.getByRole('button', { name: 'Show table' }).click();
  await expect(trend.getByRole('table', { name: 'Average rating by month table' })).toBeVisible();

  await page.getByRole('button', { name: 'Download PDF' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF, Letter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^executive_summary-[\d-]+\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text.replace(/\s+/g, ' ')).toContain(`Reviews ${onScreen}`);

  await page.getByRole('combobox', { name: 'Report', exact: true }).click();
  await page.getByRole('option', { name: 'Ask Tool Funnel' }).click();
  await expect(page).toHaveURL(/report=ask_tool_funnel/);
  await expect(page.getByRole('region', { name: 'Review requests, from sent to review' })).toBeVisible();
});

test('a user without reports sees the permission screen', async ({ page }) => {
  await signIn(page, 'limited@northwind.example');
  await page.goto('/dashboard');
  await openInApp(page, '/visual-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('You do not have permission to view this page.');
});

test('a partner compares its accounts in charts and a sortable table', async ({ page }) => {
  await signIn(page, 'partner@summit.example');
  await page.goto('/partner-account-reports?dateDescriptor=twelveMonths');
  const table = page.getByRole('table', { name: 'Child accounts' });
  await expect(table.getByRole('row', { name: /Bluebird Bistro/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Average rating by account' })).toBeVisible();
  const sortByAccount = table.getByRole('button', { name: 'Sort by Account' });
  const accountHeader = table
    .getByRole('columnheader')
    .filter({ has: page.getByRole('button', { name: 'Sort by Account' }) });
  // The rows come back from the server after each click: wait for them, not just for the header.
  const namesSorted = (direction: 1 | -1) => async () => {
    const names = await table.locator('tbody tr td:first-child').allTextContents();
    const expected = [...names].sort((a, b) => direction * a.localeCompare(b));
    return names.length > 1 && names.join('\n') === expected.join('\n');
  };
  await sortByAccount.click();
  await expect(accountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(namesSorted(1)).toBe(true);
  await sortByAccount.click();
  await expect(accountHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(namesSorted(-1)).toBe(true);
});
