import type { Locator, Page } from '@playwright/test';
import { publicPageRoute } from '@repute/domain/public-pages';
import { APP_ROUTES, PUBLIC_ROUTES, type RouteEntry } from '../../apps/web/src/app/router/route-table';
import { type Finding, seriousViolations } from './axe';
import { callApi, expect, logInThroughApi, openInApp, signIn, sql, test } from './fixtures';

/** The screens of a parent (partner) account: a regular account is sent away from them. */
const PARENT_ONLY = new Set(['accounts', 'accounts/trials', 'child-reviews', 'partner-account-reports']);

/** Who sees each screen with content: the partner its own screens, the admin of Northwind Dental the rest. */
const ADMIN = 'admin@northwind.example';
const PARTNER = 'partner@summit.example';

/** Fills a route's parameters with real demo records, so that detail screens show their content. */
async function readDemoParameters(): Promise<Record<string, string>> {
  const [northwind] = await sql<{ account: number; review: number; location: number; group: number }>(
    `select a.id as account,
            (select min(r.id) from reviews r where r.account_id = a.id) as review,
            (select min(l.id) from locations l where l.account_id = a.id) as location,
            (select min(g.id) from groups g where g.account_id = a.id) as "group"
       from accounts a where a.name = 'Northwind Dental'`,
  );
  if (!northwind) throw new Error('the demo account Northwind Dental is missing');
  // The e-mailed link's page shows a file of the admin's own: one export of the locations, as Download CSV makes.
  const exportFile = await callApi<{ id: number }>('POST', `/export_files/${northwind.account}`, {
    auth: await logInThroughApi(ADMIN),
    body: { resource: 'locations', filters: {} },
  });
  return {
    reviewId: String(northwind.review),
    locationId: String(northwind.location),
    groupId: String(northwind.group),
    // A keyword the demo reviews of Northwind Dental mention, so its page shows reviews with marks.
    keyword: 'staff',
    widgetType: 'teaser',
    id: '1',
    fileId: String(exportFile.id),
    token: 'demo',
    '*': 'details',
  };
}

/** Read once per worker: the tests of this file share the demo records (and one export file). */
let demoParametersOnce: Promise<Record<string, string>> | undefined;
function demoParameters(): Promise<Record<string, string>> {
  demoParametersOnce ??= readDemoParameters();
  return demoParametersOnce;
}

function pathOf(entry: RouteEntry, parameters: Record<string, string>): string {
  const path = entry.path.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = parameters[name ?? whole];
    if (value === undefined) throw new Error(`no demo value for the parameter ${whole} of ${entry.path}`);
    return value;
  });
  return `/${path}`;
}

/** A screen is ready when its heading shows and nothing on it is still loading. */
async function waitForScreen(page: Page, path: string) {
  const { pathname } = new URL(path, 'http://screen');
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"], [aria-busy="true"]')).toHaveCount(0);
}

// The screens in a few tests that run side by side (the workers share them): one test of 78 screens was the
// suite's longest, 4.4 minutes on two cores, and the whole run waited for it.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });
// The trace's DOM snapshots slowed every step (axe runs took 6-9 s instead of 2-4 s); the failure message lists
// every finding instead.
test.use({ trace: 'off' });

/**
 * Parts of a screen that load after its heading with no loader of their own: the walk waits for them, so that axe
 * reads them too.
 */
const LATE_PARTS: { path: RegExp; part: (page: Page) => Locator }[] = [
  // The location detail's Directory Sync section (decision 0097), with its directories and publishing switches.
  {
    path: /^\/settings\/locations\/\d+\/details$/,
    part: (page) => page.getByRole('region', { name: 'Directory Sync' }).getByRole('table'),
  },
];

/**
 * Opens each screen in turn, as a link inside the app does (one page load for all: loading each screen cost most
 * of this file's time), and expects no serious or critical finding on any of them.
 */
async function expectAccessible(page: Page, paths: string[]) {
  const findings: Finding[] = [];
  for (const path of paths) {
    // The light public pages are documents of their own (decision 0099): a link to or from one loads a page.
    if (isLightPage(path) || isLightPage(page.url())) await page.goto(path);
    else await openInApp(page, path);
    await waitForScreen(page, path);
    const { pathname } = new URL(path, 'http://screen');
    for (const late of LATE_PARTS.filter((entry) => entry.path.test(pathname))) {
      await expect(late.part(page)).toBeVisible();
    }
    findings.push(...(await seriousViolations(page, path)));
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

const isLightPage = (address: string) => publicPageRoute(new URL(address, 'http://screen').pathname) !== null;

/** The public pages' light build (decision 0099), with links that do not work: each says so. */
const LIGHT_PAGES = [
  '/unsubscribe/alerts/1',
  '/unsubscribe/requests/1',
  '/unsubscribe/scheduled_exports/1',
  '/r/demo',
  '/m/demo',
  '/kiosk/demo',
];

/** The screens a regular account's admin sees, in this many tests. */
const ADMIN_SCREEN_PARTS = 4;
const adminRoutes = APP_ROUTES.filter((route) => !PARENT_ONLY.has(route.path));

test('the public screens have no serious or critical axe violations', async ({ page }) => {
  const parameters = await demoParameters();
  await expectAccessible(page, [
    ...PUBLIC_ROUTES.map((entry) => pathOf(entry, parameters)),
    '/error?statusCode=404',
    ...LIGHT_PAGES,
  ]);
});

for (let part = 0; part < ADMIN_SCREEN_PARTS; part++) {
  test(`the app's screens, part ${part + 1} of ${ADMIN_SCREEN_PARTS}, have no serious or critical axe violations`, async ({
    page,
  }) => {
    const parameters = await demoParameters();
    await signIn(page, ADMIN);
    const mine = adminRoutes.filter((_route, index) => index % ADMIN_SCREEN_PARTS === part);
    await expectAccessible(
      page,
      mine.map((entry) => pathOf(entry, parameters)),
    );
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
  const parameters = await demoParameters();
  await signIn(page, PARTNER);
  await expectAccessible(
    page,
    APP_ROUTES.filter((route) => PARENT_ONLY.has(route.path)).map((entry) => pathOf(entry, parameters)),
  );
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
