import { expect, test } from './fixtures';

test('/triage shows the browser and a call per HTTP method', async ({ page }) => {
  await page.goto('/triage');
  await expect(page.getByRole('table', { name: 'Browser information' })).toContainText('User agent');
  const calls = page.getByRole('table', { name: 'API calls' });
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    await expect(calls.getByRole('row', { name: new RegExp(`^${method}`) })).toContainText('200');
  }
});
