import type { Page } from '@playwright/test';
import { type Finding, seriousViolations } from './axe';
import { callApi, expect, logInThroughApi, signIn, sql, test } from './fixtures';
import {
  ADMIN,
  ADMIN_ROUTES,
  demoParameters,
  PARENT_ONLY_ROUTES,
  PARTNER,
  publicScreenPaths,
  screenPaths,
  waitForScreen,
  walkScreens,
} from './screens';

// The screens in a few tests that run side by side (the workers share them): one test of 78 screens was the
// suite's longest, 4.4 minutes on two cores, and the whole run waited for it.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });
// The trace's DOM snapshots slowed every step (axe runs took 6-9 s instead of 2-4 s); the failure message lists
// every finding instead.
test.use({ trace: 'off' });

/** Walks the screens (screens.ts) and expects no serious or critical axe finding on any of them. */
async function expectAccessible(page: Page, paths: string[]) {
  const findings: Finding[] = [];
  await walkScreens(page, paths, async (path) => {
    findings.push(...(await seriousViolations(page, path)));
  });
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

/** The screens a regular account's admin sees, in this many tests. */
const ADMIN_SCREEN_PARTS = 4;

test('the public screens have no serious or critical axe violations', async ({ page }) => {
  await expectAccessible(page, await publicScreenPaths());
});

for (let part = 0; part < ADMIN_SCREEN_PARTS; part++) {
  test(`the app's screens, part ${part + 1} of ${ADMIN_SCREEN_PARTS}, have no serious or critical axe violations`, async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const mine = ADMIN_ROUTES.filter((_route, index) => index % ADMIN_SCREEN_PARTS === part);
    await expectAccessible(page, await screenPaths(mine));
  });
}

test('the Keywords screens with their content (a category, a keyword, a review’s keywords, the export menu open) have no serious or critical axe violations', async ({
  page,
}) => {
  const parameters = await demoParameters();
  await signIn(page, ADMIN);
  await expectAccessible(page, [
    `/reviews/${parameters.reviewId}`,
    '/dashboard/keywords?sort=controversy',
    '/dashboard/keywords/categories?category=staff',
    '/dashboard/keywords/front%20desk?sentiment=negative',
  ]);
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Download CSV' })).toBeVisible();
  expect(await seriousViolations(page, '/dashboard/keywords/front desk (export menu open)')).toEqual([]);
});

test('Location Performance with its views and modals, and the target score settings, have no serious or critical axe violations', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expectAccessible(page, [
    '/dashboard/locations?view=groups',
    '/settings/target-score',
    '/dashboard/locations?dateDescriptor=twelveMonths',
  ]);
  await page.getByRole('switch', { name: 'Show previous period' }).click();
  await expect(page.getByRole('columnheader', { name: 'Change' })).toBeVisible();
  const findings = await seriousViolations(page, '/dashboard/locations (previous period)');
  await page
    .getByRole('button', { name: /^Performance Score of/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('table', { name: 'Score breakdown' })).toBeVisible();
  findings.push(...(await seriousViolations(page, '/dashboard/locations (score breakdown)')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'About the Industry Score' }).click();
  await expect(page.getByRole('dialog', { name: 'Industry Score' })).toBeVisible();
  findings.push(...(await seriousViolations(page, '/dashboard/locations (industry score)')));
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});

test('the Amplify screens with a real widget (home, builder of each type, edit, preview) have no serious or critical axe violations', async ({
  page,
}) => {
  const auth = await signIn(page, ADMIN);
  const widget = await callApi<{ id: number }>('POST', '/amplify/widgets', {
    auth,
    body: { name: 'Accessible carousel', widget_type: 'teaser' },
  });
  // No two builders in a row: they share one title and one heading element, so a move between them inside the
  // app would show no sign of having arrived (openInApp).
  await expectAccessible(page, [
    '/amplify',
    '/amplify/widgets/create/teaser',
    `/amplify/widgets/edit/teaser/${widget.id}`,
    '/amplify/widgets/create/full_page',
    `/amplify/widgets/preview/teaser/${widget.id}`,
    '/amplify/widgets/create/star_snapshot',
    '/amplify',
    '/amplify/widgets/create/location_info',
  ]);
});

test('the Ask tool with a sent campaign, and its review landing page, have no serious or critical axe violations', async ({
  page,
}) => {
  const parameters = await demoParameters();
  const auth = await logInThroughApi(ADMIN);
  const campaign = await callApi<{ id: number }>('POST', '/campaigns', {
    auth,
    body: { location_id: Number(parameters.locationId), request_type_id: 'email', subject: 'Axe walk', content: 'Hi' },
    status: 201,
  });
  await callApi('POST', `/campaigns/${campaign.id}/recipients`, {
    auth,
    body: { recipients: [{ name: 'Axe Walker', email: `axe.${Date.now()}@example.com` }] },
    status: 200,
  });
  await callApi('POST', `/campaigns/${campaign.id}/send`, { auth, body: {}, status: 200 });
  const [recipient] = await sql<{ token: string }>('select token from campaign_recipients where campaign_id = $1', [
    campaign.id,
  ]);
  // A microsurvey with an answer, so its summary shows content (reused: an account has five at most).
  const microsurveys = await callApi<{ _embedded?: { microsurveys: { id: number; token: string }[] } }>(
    'GET',
    '/microsurveys',
    { auth },
  );
  const survey =
    microsurveys._embedded?.microsurveys[0] ??
    (await callApi<{ id: number; token: string }>('POST', '/microsurveys', {
      auth,
      body: { location_id: Number(parameters.locationId), name: 'Axe walk survey', selector_type: 'nps' },
    }));
  await callApi('POST', `/public/ask_pages/${survey.token}/responses`, { body: { score: 8, feedback: 'Fine.' } });
  const pages = await callApi<{ kiosk_url: string }>('GET', `/locations/${parameters.locationId}/landing_pages`, {
    auth,
  });
  await signIn(page, ADMIN);
  await expectAccessible(page, [
    '/request-reviews/overview',
    '/request-reviews/history',
    `/request-reviews/new/confirmation?campaign_id=${campaign.id}`,
    '/request-reviews/microsurveys',
    `/request-reviews/microsurveys/${survey.id}/summaries`,
    '/request-reviews/ways-to-ask',
    // Last: the light public pages load a document each (decision 0099).
    `/r/${recipient?.token}`,
    `/m/${survey.token}`,
    new URL(pages.kiosk_url).pathname,
  ]);
});

test('the parent-only screens have no serious or critical axe violations', async ({ page }) => {
  await signIn(page, PARTNER);
  await expectAccessible(page, await screenPaths(PARENT_ONLY_ROUTES));
});

test('small screens: the folded filter bar opened and the menu drawer have no serious or critical axe violations', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/reviews');
  await waitForScreen(page, '/reviews');
  const findings = await seriousViolations(page, '/reviews (375 px)');
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('button', { name: /^Filters/ }).click();
  await expect(filters.getByLabel('Rating', { exact: true })).toBeVisible();
  findings.push(...(await seriousViolations(page, '/reviews (375 px, filters open)')));
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  findings.push(...(await seriousViolations(page, '/reviews (375 px, menu open)')));
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});
