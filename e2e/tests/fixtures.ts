import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO_PASSWORD = 'demo-password';

/** Runs SQL against the product's database: for states no screen creates (an inactive account, say). */
export async function sql<Row extends object = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const client = new pg.Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Logs in through the login form, as a person does. */
export async function logInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A fresh trial account of its own (its owner is an Admin), so no other test's data changes. */
export async function signUp(page: Page, company: string): Promise<string> {
  const email = `owner.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sol');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('owner-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

/** The left menu's item names, in order (without the logo and the profile link). */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const texts = await nav.locator('.repute-nav-list').getByRole('link').allInnerTexts();
  return texts.map((text) => text.trim());
}

export const test = base;
export { expect };
