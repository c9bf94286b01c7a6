import { expect, signIn, sql, test } from './fixtures';

/**
 * Decision 0152: a partner admin extends and converts its children's trials from /accounts/trials. The test works
 * on a child trial of its own (removed afterwards), so the demo's Bluebird Bistro stays as other tests expect it.
 */
const NAME = 'Trialling Tea House';

test.afterEach(async () => {
  await sql('delete from accounts where name = $1', [NAME]);
});

test("a partner admin extends a child's trial, then converts it to a paid plan", async ({ page }) => {
  await sql('delete from accounts where name = $1', [NAME]);
  await sql(
    `insert into accounts (name, status, trial_started_at, trial_ended_at, parent_id, billing_provider, segment)
     select $1, 'trial', now() - interval '20 days', now() + interval '3 days', id, 'invoice', 'smb'
       from accounts where name = 'Summit Agency'`,
    [NAME],
  );
  await signIn(page, 'partner@summit.example');
  await page.goto('/accounts');
  await page.getByRole('main').getByRole('link', { name: 'Trials' }).click();
  await expect(page).toHaveURL(/\/accounts\/trials$/);
  await expect(page.getByRole('heading', { name: 'Trials', level: 1 })).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('3 days left');
  await row.getByRole('button', { name: 'Extend' }).click();
  const extend = page.getByRole('dialog', { name: `Extend ${NAME}'s trial` });
  await extend.getByLabel('Days to add').fill('100');
  await extend.getByRole('button', { name: 'Extend trial' }).click();
  await expect(extend.getByText('Extend by at most 90 days at once')).toBeVisible();
  await extend.getByLabel('Days to add').fill('7');
  await extend.getByRole('button', { name: 'Extend trial' }).click();
  await expect(extend).toBeHidden();
  await expect(row).toContainText('10 days left');

  await row.getByRole('button', { name: 'Convert' }).click();
  const convert = page.getByRole('dialog', { name: `Convert ${NAME}` });
  await convert.getByRole('button', { name: 'Convert to paid' }).click();
  await expect(convert.getByText('Choose a plan')).toBeVisible();
  await convert.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Professional' }).click();
  await convert.getByRole('button', { name: 'Convert to paid' }).click();
  await expect(convert).toBeHidden();
  await expect(row).toContainText('active');
  await expect(row).toContainText('Professional');
  await expect(row.getByRole('button', { name: 'Extend' })).toHaveCount(0);
  const [account] = await sql<{ status: string }>('select status from accounts where name = $1', [NAME]);
  expect(account?.status).toBe('active');
});
