import { expect, signIn, test } from './fixtures';

// Each test ends its session: each signs in with a session of its own, not the one its worker shares.

test('a 401 on any call logs out silently to /login', async ({ page }) => {
  await signIn(page, 'user@northwind.example', { sessionOfItsOwn: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  // The session ends behind the page's back (revoked elsewhere); the next call answers 401.
  const revoked = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('repute.auth') ?? '{}');
    const response = await fetch('/api/auth', {
      method: 'DELETE',
      headers: { authorization: `Basic ${btoa(`${auth.email}:${auth.token}`)}` },
    });
    return response.status;
  });
  expect(revoked).toBe(204);
  // The next call meets the 401: the page's own refreshes or this click, whichever comes first (the click
  // is made without waiting, since the app may already have logged out and removed the menu).
  await page
    .locator('nav a[href$="/settings/profile"]')
    .evaluateAll((links) => (links[0] as HTMLElement | undefined)?.click());
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('logging out in one tab logs the other tab out', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'readonly@northwind.example', { sessionOfItsOwn: true });
  await first.goto('/dashboard');
  await expect(first.getByRole('button', { name: 'Log Out' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/settings/profile');
  await expect(second.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await second.getByRole('button', { name: 'Log Out' }).click();
  await expect(second).toHaveURL(/\/login/);
  await expect(first).toHaveURL(/\/login/);
});

test('Log Out ends the session on the server too', async ({ page }) => {
  await signIn(page, 'limited@northwind.example', { sessionOfItsOwn: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('repute.auth'));
  const auth = JSON.parse(stored ?? '{}') as { email: string; token: string };
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const status = await page.evaluate(async ({ email, token }) => {
    const response = await fetch('/api/auth', { headers: { authorization: `Basic ${btoa(`${email}:${token}`)}` } });
    return response.status;
  }, auth);
  expect(status).toBe(401);
});
