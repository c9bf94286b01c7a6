import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Collects what the browser reports against the Content-Security-Policy: `securitypolicyviolation` events
 * (listened for before the page's own scripts run) and the console errors Chromium writes for them.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline or eval)'} at ${event.sourceFile}`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...consoleErrors,
  ];
}

test('the login page raises no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  expect(await violations()).toEqual([]);
});

test('signed-in pages raise no CSP violation and the realtime socket connects under connect-src self', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  // socket.io upgrades its polling transport to a WebSocket to this origin and probes it: a frame back means
  // the browser allowed the connection.
  const answeredSockets: string[] = [];
  page.on('websocket', (webSocket) => {
    webSocket.on('framereceived', () => answeredSockets.push(webSocket.url()));
  });
  await signIn(page, 'admin@northwind.example');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect.poll(() => answeredSockets.map((url) => new URL(url).host)).toContain(new URL(page.url()).host);
  expect(answeredSockets.every((url) => new URL(url).pathname.startsWith('/realtime'))).toBe(true);

  await page.goto('/reviews');
  await expect(page.locator('article[aria-label^="Review by"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
