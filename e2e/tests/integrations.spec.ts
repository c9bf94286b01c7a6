import { expect, signIn, sql, test } from './fixtures';

test('an admin sees the integrations, the demo Facebook connection with its expiry, and requests access', async ({
  page,
}) => {
  // The Wellness request below is recorded: undo one left by an earlier run so that the test can run again.
  await sql(
    `delete from global_token_integrations
     where integration_code = 'wellness'
       and account_id = (select account_id from users where lower(email) = 'admin@northwind.example')`,
  );
  await signIn(page, 'admin@northwind.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard/);
  // The dashboard's Facebook expiry banner leads to the integrations page.
  await page
    .getByRole('status', { name: 'Facebook integration' })
    .getByRole('link', { name: 'Reconnect Facebook' })
    .click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();

  for (const heading of ['Connect your accounts', 'Request access', 'Apps']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  const facebook = page.getByRole('article', { name: 'Facebook' });
  await expect(facebook).toContainText('Connected');
  await expect(facebook).toContainText('Expires in 5 days');
  // One state and what the admin can do: reconnect (the demo's sandbox consent) or disconnect; no server settings.
  await expect(facebook.getByRole('button', { name: 'Reconnect Facebook' })).toBeVisible();
  await expect(facebook.getByRole('button', { name: 'Disconnect Facebook' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Google' })).toContainText('Connected');
  await expect(page.getByRole('main')).not.toContainText(/operator|GOOGLE_CLIENT_ID|FACEBOOK_APP_ID/);
  // The spec's "{host}" is a review site's name it left out, not this server's address (decision 0026).
  await expect(page.getByRole('article', { name: 'Healthgrades' })).toContainText('Not requested');
  await expect(page.getByRole('article', { name: new URL(page.url()).hostname })).toHaveCount(0);
  // The demo connects Trustpilot through its sandbox consent, as Google and Facebook.
  await expect(
    page.getByRole('article', { name: 'Trustpilot' }).getByRole('button', { name: 'Connect Trustpilot' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Zapier' })).toHaveCount(0);
  // The apps' tiles open their guides (integration-apps.spec.ts follows them).
  await expect(
    page.getByRole('article', { name: 'Tableau' }).getByRole('link', { name: 'Set up Tableau' }),
  ).toBeVisible();

  const wellness = page.getByRole('article', { name: 'Wellness' });
  await expect(wellness).toContainText('Not requested');
  await wellness.getByRole('button', { name: 'Request access to Wellness' }).click();
  await expect(wellness).toContainText('Requested');
  await expect(wellness).toContainText('We are verifying your access.');
  await expect(wellness.getByRole('button', { name: /Request access/ })).toHaveCount(0);

  // Still requested after a reload: the request is recorded.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Wellness' })).toContainText('Requested');
});

test('a manager cannot see the integrations page', async ({ page }) => {
  await signIn(page, 'manager@northwind.example');
  await page.goto('/settings/integrations');
  await expect(page.getByRole('alert')).toContainText(
    'Only admins can see and manage the integrations of this account.',
  );
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("the dashboard's Reconnect Facebook leads to a Reconnect that connects Facebook again", async ({ page }) => {
  const facebookToken = `select t.id, t.expires_at from oauth_tokens t join users u on u.account_id = t.account_id
     where lower(u.email) = 'admin@northwind.example' and t.source_id = 2`;
  const [before] = await sql<{ id: number; expires_at: Date }>(facebookToken);
  await signIn(page, 'admin@northwind.example');
  try {
    await page.goto('/dashboard');
    await page
      .getByRole('status', { name: 'Facebook integration' })
      .getByRole('link', { name: 'Reconnect Facebook' })
      .click();
    await page.getByRole('article', { name: 'Facebook' }).getByRole('button', { name: 'Reconnect Facebook' }).click();
    // The demo's sandbox consents at once and the callback comes back here.
    await expect(page).toHaveURL(/\/settings\/integrations\?connected=facebook$/);
    await expect(page.getByRole('status').filter({ hasText: 'Facebook is connected.' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Facebook' })).toContainText('Connected');
    await expect(page.getByRole('article', { name: 'Facebook' })).not.toContainText('Expires in 5 days');
  } finally {
    // The other tests read the demo's token that runs out in five days.
    if (before) {
      await sql(
        'update oauth_tokens set expires_at = $1 where source_id = 2 and account_id = (select account_id from users where lower(email) = $2)',
        [before.expires_at, 'admin@northwind.example'],
      );
    }
  }
});
