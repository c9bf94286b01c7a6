import { expect, logInThroughForm, test } from './fixtures';
import { latestMailTo, linkIn } from './mail';

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  // A fresh account of its own, so no other test's user changes password.
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ria');
  await page.getByLabel('Last name').fill('Sato');
  await page.getByLabel('Company name').fill('Sato Optometry');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`We have sent a message to ${email}.`)).toBeVisible();
  // The e-mailed link confirms the address as its owner logs in.
  const confirmation = linkIn(await latestMailTo(email, 'confirmation_token'), '/login');
  await page.goto(confirmation.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Log in to confirm your e-mail address.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  // A new account's first step is its first location (signup.spec.ts adds one); this test skips it.
  await expect(page).toHaveURL(/\/signup\/location$/);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The URL changes before the lazily loaded page replaces the login form, whose Email field has the same label.
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // The request itself succeeded; a missing mail below is then the mail job's doing, not the form's.
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const link = linkIn(await latestMailTo(email, '/reset-password'), '/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill('second-password');
  await page.getByLabel('Confirm password').fill('second-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/password-reset-complete/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await logInThroughForm(page, email, 'first-password');
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
  await logInThroughForm(page, email, 'second-password');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a used or unknown reset link says so', async ({ page }) => {
  await page.goto('/reset-password?reset_password_token=not-a-real-token');
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});
