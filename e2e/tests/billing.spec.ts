import { expect, signIn, signUp, sql, test } from './fixtures';

// The e2e server runs in demo mode, whose provider is the offline sandbox (decision 0135): a plan is paid the
// moment it is chosen. Stripe's own flow (its page, signed webhooks, dunning) is proven against the fake Stripe in
// apps/api/src/modules/billing/billing-stripe.test.ts.

// An account of its own: an ended trial would change what tests in the other worker see.
test('an ended trial lands on billing, previews a plan, pays and is back', async ({ page }) => {
  const owner = await signUp(page, `Billing Bakery ${Date.now()}`);
  await sql(`update accounts set trial_ended_at = now() - interval '1 minute' where id = $1`, [owner.account_id]);

  await page.goto('/reviews');
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByText('This account is inactive')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Billing' }).click();

  await expect(page.getByRole('heading', { name: 'Edit Billing' })).toBeVisible();
  await page.getByRole('radio', { name: 'Professional' }).check();
  const preview = page.getByRole('group', { name: 'Setup fee' });
  await expect(preview).toContainText('$99.00');
  await expect(page.getByRole('group', { name: 'Total every month' })).toContainText('$79.00 for 1 location');
  await page.getByText('Annually').click();
  await expect(page.getByRole('group', { name: 'Total every year' })).toContainText('$790.00 for 1 location');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByText('Your plan is active.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByRole('group', { name: 'Plan' })).toContainText('Professional');
  await expect(page.getByRole('group', { name: 'Card' })).toContainText('4242');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('$889.00');

  // The sandbox's card on file buys SMS credits, their total previewed first.
  await page.getByLabel('Credits to buy').fill('200');
  await expect(page.getByText('Total: $6.00')).toBeVisible();
  await page.getByRole('button', { name: 'Buy credits' }).click();
  await expect(page.getByText('200 SMS credits added to your balance.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('200 credits');

  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
});

test('a paying legacy account shows its Zuora subscription and invoices in cents', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto('/settings/billing');
  await expect(page.getByRole('group', { name: 'Plan' })).toContainText('Professional');
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('500 credits');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(4);
});
