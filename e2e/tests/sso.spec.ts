import { startFakeOidcProvider } from '../../apps/api/test/fakes/fake-oidc-provider';
import { seriousViolations } from './axe';
import { expect, signUp, sql, test } from './fixtures';

/**
 * Issue 31, decision 0156 in the browser: an admin points the account at an OpenID Connect provider (a local one that
 * speaks the protocol) and tests the connection; then someone of the domain signs in from /login through the
 * provider and lands in the app as a just-in-time user.
 */
test('an admin sets up SSO, and a new person signs in through the identity provider', async ({ page, browser }) => {
  const domain = `sso-${Date.now()}.example`;
  const provider = await startFakeOidcProvider({
    user: { email: `pat@${domain}`, given_name: 'Pat', family_name: 'Lee' },
  });
  try {
    await signUp(page, 'Single Sign-On Clinic');
    await page.goto('/settings/sso');
    await expect(page.getByRole('heading', { name: 'Single Sign-On', level: 1 })).toBeVisible();
    await page.getByLabel('Issuer URL').fill(provider.issuer);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connection works' })).toBeVisible();
    await page.getByLabel('Client ID').fill(provider.clientId);
    await page.getByLabel('Client secret').fill(provider.clientSecret);
    const domains = page.getByRole('combobox', { name: 'E-mail domains' });
    await domains.fill(domain);
    await domains.press('Enter');
    await page.getByRole('combobox', { name: 'New users' }).click();
    await page.getByRole('option', { name: 'Create as Manager' }).click();
    await page.getByRole('switch', { name: 'Sign in with SSO is on' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Single sign-on settings saved')).toBeVisible();
    await expect(page.getByText('A secret is stored.', { exact: false })).toBeVisible();
    expect(await seriousViolations(page, '/settings/sso')).toEqual([]);

    // Someone else, in a browser of their own, with no account yet.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitor = await context.newPage();
    try {
      await visitor.goto('/login');
      await visitor.getByRole('button', { name: 'Sign in with SSO' }).click();
      expect(await seriousViolations(visitor, '/login (Sign in with SSO)')).toEqual([]);
      await visitor.getByLabel('Work email').fill(`pat@${domain}`);
      await visitor.getByRole('button', { name: 'Continue with SSO' }).click();
      await expect(visitor).toHaveURL(/\/dashboard/);
      expect(provider.authorizations).toHaveLength(1);
      expect(provider.authorizations[0]?.get('login_hint')).toBe(`pat@${domain}`);
      await expect(visitor.getByRole('button', { name: 'Log Out' })).toBeVisible();
      const [created] = await sql<{ user_type_id: number; first_name: string }>(
        'SELECT user_type_id, first_name FROM users WHERE email = $1',
        [`pat@${domain}`],
      );
      expect(created).toEqual({ user_type_id: 2, first_name: 'Pat' });
    } finally {
      await context.close();
    }
  } finally {
    await provider.close();
  }
});
