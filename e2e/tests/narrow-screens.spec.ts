import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
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

/** A phone (issue 26 §4): every screen must fit it without sideways scrolling. */
const PHONE = { width: 390, height: 844 };

// The walk in a few tests that run side by side, as the axe walk does.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });
test.use({ trace: 'off', viewport: PHONE });

/**
 * What on the screen as it is now is wider than the window: the document itself, and any part that scrolls
 * sideways (a table in a scroll container) or reaches past the window's right edge. Each is named by its tag and
 * its label, heading or first words, so that the failure says where to look.
 */
function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const nameOf = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.querySelector('caption, h2, h3, th, label')?.textContent ??
        element.textContent ??
        '';
      return `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const scrollsSideways =
        (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      if (scrollsSideways) found.push(`${nameOf(element)} scrolls sideways (${element.scrollWidth} px of content)`);
      // Only the outermost part that reaches past the edge: its children would repeat it.
      const parent = element.parentElement;
      const parentReaches =
        parent !== null && parent !== document.body && parent.getBoundingClientRect().right > width + 1;
      if (box.right > width + 1 && !parentReaches) {
        found.push(`${nameOf(element)} reaches ${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}

/** Walks the screens at phone size and answers what on each is wider than the window. */
async function tooWideScreens(page: Page, paths: string[]): Promise<string[]> {
  const offenders: string[] = [];
  await walkScreens(page, paths, async (path) => {
    // A part sliding in (a toast, a transition) is measured where it comes to rest, not on its way.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    for (const finding of await tooWide(page)) offenders.push(`${path}: ${finding}`);
  });
  return offenders;
}

function expectNone(offenders: string[]) {
  expect(offenders, offenders.join('\n')).toEqual([]);
}

/** The admin's screens, in this many tests. */
const ADMIN_SCREEN_PARTS = 2;

test('the public screens and the partner-only screens fit a 390 px phone', async ({ page }) => {
  const offenders = await tooWideScreens(page, await publicScreenPaths());
  await signIn(page, PARTNER);
  offenders.push(...(await tooWideScreens(page, await screenPaths(PARENT_ONLY_ROUTES))));
  expectNone(offenders);
});

for (let part = 0; part < ADMIN_SCREEN_PARTS; part++) {
  test(`the app's screens, part ${part + 1} of ${ADMIN_SCREEN_PARTS}, fit a 390 px phone`, async ({ page }) => {
    await signIn(page, ADMIN);
    const mine = ADMIN_ROUTES.filter((_route, index) => index % ADMIN_SCREEN_PARTS === part);
    expectNone(await tooWideScreens(page, await screenPaths(mine)));
  });
}

test('the screens’ other views (the groups’ performance, a location’s form with its hours, a first location) fit a 390 px phone', async ({
  page,
}) => {
  const { locationId } = await demoParameters();
  await signIn(page, ADMIN);
  expectNone(
    await tooWideScreens(page, [
      '/dashboard/locations?view=groups',
      `/settings/locations/${locationId}/details?withEdit=true`,
      // A public route that needs a session: the walk of the public screens sees only its way to /login.
      '/signup/location',
    ]),
  );
});

test.describe('on a 1440 px screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Location Performance shows every column without scrolling sideways', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/dashboard/locations');
    await waitForScreen(page, '/dashboard/locations');
    const table = page.getByRole('table', { name: 'Location performance' });
    await expect(table.getByRole('columnheader', { name: 'Photos' })).toBeVisible();
    // Every container of the table that could scroll sideways must hold all of it, and the table fits the window.
    const overflow = await table.evaluate((element) => {
      const found: string[] = [];
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (box.scrollWidth > box.clientWidth + 1)
          found.push(`${box.className}: ${box.scrollWidth} > ${box.clientWidth}`);
      }
      const right = element.getBoundingClientRect().right;
      if (right > window.innerWidth) found.push(`the table reaches ${right} px`);
      return found;
    });
    expect(overflow).toEqual([]);
  });
});
