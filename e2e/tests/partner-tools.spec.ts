import type { Page } from '@playwright/test';
import { expect, menuLinks, signIn, sql, test } from './fixtures';
import { latestMailTo, linkIn } from './mail';

/** A browser of its own with nobody signed in: the owner's mail client, or whoever gets a sign-in link. */
async function visitorOf(page: Page): Promise<Page> {
  const context = await page.context().browser()?.newContext();
  const visitor = await context?.newPage();
  if (!visitor) throw new Error('no browser page');
  return visitor;
}

test("a partner sends a child's owner a setup link, and the owner connects Google through it", async ({ page }) => {
  // Bluebird's Google is not connected yet (another run of this test may have connected it).
  await sql(
    `delete from oauth_tokens where source_id = 1 and account_id = (select id from accounts where name = 'Bluebird Bistro')`,
  );
  await sql(
    `delete from integration_setup_steps where account_id = (select id from accounts where name = 'Bluebird Bistro')`,
  );
  await signIn(page, 'partner@summit.example');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/partner-tools\?tool=integrations$/);
  const bluebird = page.getByRole('article', { name: 'Bluebird Bistro' });
  await expect(bluebird).toContainText('Owner: owner@bluebird.example');
  await expect(bluebird).toContainText('Setup not started');
  // The demo's other child is half way: Google started, Facebook skipped, Bing Maps asked for.
  const harbor = page.getByRole('article', { name: 'Harbor Fitness' });
  await expect(harbor).toContainText('Skipped by the owner');
  await expect(harbor.getByRole('button', { name: 'Verify Bing Maps for Harbor Fitness' })).toBeVisible();

  await bluebird.getByRole('button', { name: 'Send setup link' }).click();
  await expect(page.getByText('A setup link was sent to owner@bluebird.example.')).toBeVisible();
  const link = linkIn(
    await latestMailTo('owner@bluebird.example', 'Summit Agency asks you to connect'),
    '/partner-integrations-setup',
  );

  // The owner, from the e-mail: the page speaks as the partner.
  const owner = await visitorOf(page);
  await owner.goto(link);
  await expect(owner.getByRole('heading', { name: "Connect Bluebird Bistro's review sites" })).toBeVisible();
  await expect(owner.getByRole('banner').getByRole('img', { name: 'Summit Agency' })).toBeVisible();
  await owner.getByRole('button', { name: 'Skip Trustpilot' }).click();
  await expect(owner.getByRole('button', { name: 'Undo skipping Trustpilot' })).toBeVisible();
  // The demo's consent (the sandbox) answers at once and sends the browser back here.
  await owner.getByRole('link', { name: 'Connect Google' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Google is connected.' })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Connect Google' })).toHaveCount(0);

  await page.reload();
  await expect(bluebird.getByText('Connected')).toBeVisible();
  await expect(bluebird).toContainText('Skipped by the owner');
  await owner.context().close();
});

test('a failed connection lands on the error page, which offers to try again', async ({ page }) => {
  await page.goto('/partner-integrations-error?connect_failed=google&reason=denied&token=1.1.invalid');
  await expect(page.getByRole('heading', { name: 'Google could not be connected' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Permission was not given');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/partner-integrations-setup\?token=1\.1\.invalid$/);
  await expect(page.getByText('This setup link does not work')).toBeVisible();
});

test('a sign-in link opens the child account once; replayed or forged, it is refused', async ({ page }) => {
  await signIn(page, 'partner@summit.example');
  await page.goto('/partner-tools?tool=integrations');
  await page.getByRole('article', { name: 'Harbor Fitness' }).getByRole('button', { name: 'Sign-in link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign-in link for Harbor Fitness' });
  const link = await dialog.getByRole('textbox', { name: 'Sign-in link' }).inputValue();
  expect(link).toMatch(/\/sso-login\/[\w-]+\.\d+\.[\w-]+$/);

  const visitor = await visitorOf(page);
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/as\/\d+\/dashboard/);
  await expect.poll(() => menuLinks(visitor)).toContain('Reviews');
  await expect(visitor.getByRole('button', { name: 'Log Out' })).toHaveCount(0);

  const again = await visitorOf(page);
  await again.goto(link);
  await expect(again.getByText('This sign-in link has already been used or has expired.')).toBeVisible();
  await again.goto(link.replace(/\.[\w-]+$/, `.${'x'.repeat(43)}`));
  await expect(again.getByText('This sign-in link is not valid.')).toBeVisible();

  // The one who followed it leaves: the session ends, nothing of the partner's remains in that browser.
  await visitor.getByRole('button', { name: 'Exit view' }).click();
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.context().close();
  await again.context().close();
});
