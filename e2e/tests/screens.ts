import type { Locator, Page } from '@playwright/test';
import { publicPageRoute } from '@repute/domain/public-pages';
import { APP_ROUTES, PUBLIC_ROUTES, type RouteEntry } from '../../apps/web/src/app/router/route-table';
import { callApi, expect, logInThroughApi, openInApp, sql } from './fixtures';

/**
 * Every screen of the app with demo content, and a walk that opens them one after another: shared by the tests that
 * look at all screens (accessibility.spec.ts, narrow-screens.spec.ts).
 */

/** The screens of a parent (partner) account: a regular account is sent away from them (Partner Tools: refused). */
const PARENT_ONLY = new Set([
  'accounts',
  'accounts/trials',
  'child-reviews',
  'partner-account-reports',
  'partner-tools',
]);

/** Who sees each screen with content: the partner its own screens, the admin of Northwind Dental the rest. */
export const ADMIN = 'admin@northwind.example';
export const PARTNER = 'partner@summit.example';

/** The screens a regular account's admin sees. */
export const ADMIN_ROUTES = APP_ROUTES.filter((route) => !PARENT_ONLY.has(route.path));
/** The screens only a partner sees. */
export const PARENT_ONLY_ROUTES = APP_ROUTES.filter((route) => PARENT_ONLY.has(route.path));

/** The public pages' light build (decision 0099), with links that do not work: each says so. */
export const LIGHT_PAGES = [
  '/unsubscribe/alerts/1',
  '/unsubscribe/requests/1',
  '/unsubscribe/scheduled_exports/1',
  '/r/demo',
  '/m/demo',
  '/kiosk/demo',
  '/export-download/1.1.1.invalid',
  '/scorecardrequest/no-such-scorecard-link',
  '/partner-integrations-setup?token=1.1.invalid',
  '/partner-integrations-error?connect_failed=google&reason=denied&token=1.1.invalid',
];

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
    // 200: the other worker's identical export, still in flight, is shared (decision 0111).
    status: [200, 201],
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

/** Read once per worker: the tests of a file share the demo records (and one export file). */
let demoParametersOnce: Promise<Record<string, string>> | undefined;
export function demoParameters(): Promise<Record<string, string>> {
  demoParametersOnce ??= readDemoParameters();
  return demoParametersOnce;
}

export function pathOf(entry: RouteEntry, parameters: Record<string, string>): string {
  const path = entry.path.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = parameters[name ?? whole];
    if (value === undefined) throw new Error(`no demo value for the parameter ${whole} of ${entry.path}`);
    return value;
  });
  return `/${path}`;
}

/**
 * The public screens of the app, its error page and the light public pages, with demo parameters. A public route that
 * needs a session (/signup/location) only leads a visitor to /login: it is walked signed in (narrow-screens.spec.ts,
 * signup.spec.ts).
 */
export async function publicScreenPaths(): Promise<string[]> {
  const parameters = await demoParameters();
  const open = PUBLIC_ROUTES.filter((entry) => !entry.signedIn);
  return [...open.map((entry) => pathOf(entry, parameters)), '/error?statusCode=404', ...LIGHT_PAGES];
}

/** The paths of some routes with demo parameters. */
export async function screenPaths(routes: RouteEntry[]): Promise<string[]> {
  const parameters = await demoParameters();
  return routes.map((entry) => pathOf(entry, parameters));
}

/** A screen is ready when its heading shows and nothing on it is still loading. */
export async function waitForScreen(page: Page, path: string) {
  const { pathname } = new URL(path, 'http://screen');
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"], [aria-busy="true"]')).toHaveCount(0);
}

/** Parts of a screen (its path with the query) that load after its heading with no loader of their own: the walk waits for them. */
const LATE_PARTS: { path: RegExp; part: (page: Page) => Locator }[] = [
  // The location detail's Directory Sync section (decision 0097), with its directories and publishing switches.
  {
    path: /^\/settings\/locations\/\d+\/details$/,
    part: (page) => page.getByRole('region', { name: 'Directory Sync' }).getByRole('table'),
  },
  // Local Search's heat map of the first search, read after the list.
  { path: /^\/local-search/, part: (page) => page.getByRole('img', { name: /^Rank of / }) },
];

const isLightPage = (address: string) => publicPageRoute(new URL(address, 'http://screen').pathname) !== null;

/**
 * Opens each screen in turn, as a link inside the app does (one page load for all: loading each screen cost most
 * of the walking tests' time), waits until it shows all its content, and hands it to `look`.
 */
export async function walkScreens(page: Page, paths: string[], look: (path: string) => Promise<void>) {
  for (const path of paths) {
    // The light public pages are documents of their own (decision 0099): a link to or from one loads a page.
    if (isLightPage(path) || isLightPage(page.url())) await page.goto(path);
    else await openInApp(page, path);
    await waitForScreen(page, path);
    for (const late of LATE_PARTS.filter((entry) => entry.path.test(path))) {
      await expect(late.part(page)).toBeVisible();
    }
    await look(path);
  }
}
