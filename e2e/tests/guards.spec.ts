import { expect, signIn, signUp, sql, test } from './fixtures';

// Logs in through the form as a person does: the login and its redirect are the subject. The other tests start
// signed in (fixtures.ts signIn), but for passwords.spec.ts, which logs in with the old and the new password.
test('an unauthenticated visitor goes to /login keeping the redirect, and lands there after logging in', async ({
  page,
}) => {
  await page.goto('/settings/users?page=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fusers%3Fpage%3D1$/);
  await page.getByLabel('Email').fill('admin@northwind.example');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/settings\/users\?page=1$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
});

test('/users/sign_in goes to /login, and /login?invalidated says the session ended', async ({ page }) => {
  await page.goto('/users/sign_in');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/login?invalidated=true');
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'manager@northwind.example');
  });

  test('/ goes to the dashboard with its default filters', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\?dateDescriptor=sixMonths$/);
  });

  test('old paths redirect to their settings pages', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await page.goto('/billing/edit');
    await expect(page).toHaveURL(/\/settings\/billing\/edit$/);
    await page.goto('/account/users');
    await expect(page).toHaveURL(/\/settings\/account\/users$/);
  });

  test('unknown paths go to /error, which says the page was not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\?statusCode=404/);
    await expect(page.getByRole('heading', { name: 'Error 404', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('The page you are looking for was not found.');
  });

  test('the parent-only screens send a regular account to its home page', async ({ page }) => {
    for (const path of ['/accounts', '/accounts/trials', '/child-reviews', '/partner-account-reports']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\?dateDescriptor=sixMonths$/);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    }
  });

  test("Amplify's edit and preview addresses of a widget that does not exist keep their address and say so", async ({
    page,
  }) => {
    await page.goto('/amplify/widgets/edit/teaser/999999');
    await expect(page.getByRole('heading', { name: 'Edit Testimonial Carousel', level: 1 })).toBeVisible();
    await expect(page.getByText('Widget not found')).toBeVisible();
    await expect(page).toHaveURL(/\/amplify\/widgets\/edit\/teaser\/999999$/);
    await page.goto('/amplify/widgets/preview/star_snapshot/999999');
    await expect(page.getByText('Widget not found')).toBeVisible();
    await expect(page).toHaveURL(/\/amplify\/widgets\/preview\/star_snapshot\/999999$/);
  });

  test('each route change scrolls to the top and records a pageview', async ({ page }) => {
    // Other tests open /reviews at the same time: count only the pageviews of a user of this test's own.
    const owner = await signUp(page, `Pageview Dental ${Date.now()}`);
    const pageviews = async () =>
      Number(
        (
          await sql<{ count: string }>(
            `select count(*) from analytics_events
              where event = 'page' and properties->>'path' = '/reviews' and user_id = ${owner.user_id}`,
          )
        )[0]?.count,
      );
    const before = await pageviews();
    await page.setViewportSize({ width: 1400, height: 400 });
    await page.goto('/settings');
    await page.evaluate(() => window.scrollTo(0, 5000));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(pageviews).toBe(before + 1);
  });
});

test('a partner account is kept to its own screens', async ({ page }) => {
  await signIn(page, 'partner@summit.example');
  await page.goto('/');
  await expect(page).toHaveURL(/\/accounts/);
  await page.goto('/reviews');
  await expect(page).toHaveURL(/\/accounts$/);
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/settings\/profile$/);
});

// An account of its own: a demo account made inactive would change what tests in the other worker see.
test('an inactive account is sent to billing', async ({ page }) => {
  const owner = await signUp(page, `Inactive Fitness ${Date.now()}`);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await sql(`update accounts set status = 'inactive' where id = $1`, [owner.account_id]);
  await page.goto('/reviews');
  await expect(page).toHaveURL(/\/settings\/billing/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/settings\/billing/);
});
