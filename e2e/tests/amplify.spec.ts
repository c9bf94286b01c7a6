import type { Page } from '@playwright/test';
import {
  WIDGET_TYPE_NAMES,
  WIDGET_TYPE_SETTINGS,
  WIDGET_TYPES,
  type WidgetType,
  widgetEmbedCode,
} from '../../packages/domain/src/widgets';
import { seriousViolations } from './axe';
import { callApi, expect, logInThroughApi, openInApp, signIn, signUp, sql, test } from './fixtures';
import { HOSTILE_CSS, startHostPage } from './widget-host';

const ADMIN = 'admin@northwind.example';

type Created = { id: number; public_key: string; widget_type: WidgetType };

/** Waits until every widget on the host page has rendered its shadow content. */
async function widgetsRendered(page: Page, count: number) {
  await expect(page.locator('[data-repute-widget] section.rw')).toHaveCount(count);
}

const cls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __cls: number }).__cls)),
        ),
      ),
  );

/** The page does not scroll sideways, and the preview fits inside the frame it is shown in. */
async function previewFits(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);
  const preview = await page.getByTestId(`preview-${width}`).boundingBox();
  const frame = await page.getByTestId(`preview-frame-${width}`).boundingBox();
  expect(preview && frame && preview.x + preview.width <= frame.x + frame.width + 0.5).toBe(true);
}

/**
 * From /amplify, builds a widget of a type with its create card and saves it; back on /amplify it is listed
 * under CREATED WIDGETS. Answers its embed code.
 */
async function buildFromCard(page: Page, type: WidgetType, name: string, check?: () => Promise<void>) {
  await page.getByRole('link', { name: WIDGET_TYPE_NAMES[type], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/amplify/widgets/create/${type}$`));
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(page.getByTestId('preview-1000').locator('section.rw')).toBeVisible();
  await previewFits(page, 1000);
  await check?.();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/amplify/widgets/edit/${type}/\\d+$`));
  const code = (await page.getByTestId('embed-code').textContent()) ?? '';
  expect(code).toContain(`data-type="${type}"`);
  await openInApp(page, '/amplify');
  await expect(page.getByText(`Auto-Update ${name}`)).toBeVisible();
  return code;
}

/** The builder's carousel preview is the carousel of the embed: one review, moved only by its buttons. */
async function previewIsCarousel(page: Page) {
  const preview = page.getByTestId('preview-1000');
  const slides = preview.locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toBeVisible();
  await expect(slides.filter({ visible: true })).toHaveCount(1);
  expect(await slides.count()).toBeLessThanOrEqual(15);
  await preview.getByRole('button', { name: 'Next review' }).click();
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.filter({ visible: true })).toHaveCount(1);
  await preview.getByRole('button', { name: 'Previous review' }).click();
  await expect(slides.first()).toBeVisible();
}

test('each widget type is built from its card on /amplify, its preview as the embed shows it; a built embed renders on another site', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/amplify');
  await expect(page.getByRole('heading', { name: 'Widgets', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn more...' })).toBeVisible();
  await expect(page.getByText('CREATE NEW WIDGET')).toBeVisible();
  await expect(page.getByText('CREATED WIDGETS')).toBeVisible();
  const teaserCode = await buildFromCard(page, 'teaser', 'Spring carousel', () => previewIsCarousel(page));
  await buildFromCard(page, 'full_page', 'Spring feed');
  await buildFromCard(page, 'star_snapshot', 'Spring stars');
  // A Location Information widget shows one location's card: it is saved once its location is chosen.
  await buildFromCard(page, 'location_info', 'Spring card', async () => {
    await page.getByRole('combobox', { name: 'Locations' }).click();
    await page.getByRole('option', { name: 'Northwind Dental - Ballard' }).click();
    await page.keyboard.press('Escape');
  });

  // The copied embed code, pasted into a plain page of another site.
  const host = await startHostPage([teaserCode]);
  try {
    await page.goto(host.url);
    await widgetsRendered(page, 1);
    await expect(page.locator('[aria-roledescription="slide"]').filter({ visible: true })).toHaveCount(1);
  } finally {
    await host.close();
  }
});

test('the carousel preview has a Pause button only when it advances on its own, and none for reduced motion', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/amplify/widgets/create/teaser');
  const preview = page.getByTestId('preview-1000');
  await expect(preview.locator('[aria-roledescription="slide"]').first()).toBeVisible();
  // Turned on, it advances with a Pause button (WCAG 2.2.2); visitors who prefer reduced motion get neither.
  const autoAdvance = page.getByRole('switch', { name: /Move to the next review on its own/ });
  await autoAdvance.check();
  await expect(preview.locator('section[data-auto="1"]')).toHaveCount(1);
  await expect(preview.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await autoAdvance.uncheck();
  await autoAdvance.check();
  const pause = preview.getByRole('button', { name: 'Pause' });
  await pause.click();
  await expect(preview.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await autoAdvance.uncheck();
  await expect(preview.getByRole('button', { name: /Pause|Play/ })).toHaveCount(0);
});

test("a location's Create Widget link opens the Location Information builder with that location, and leads back", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const [ballard] = await sql<{ id: number; address: string }>(
    "select id, address from locations where name = 'Northwind Dental - Ballard'",
  );
  await page.goto(`/settings/locations/${ballard?.id}/details`);
  await page.getByRole('link', { name: 'Create Widget' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/amplify/widgets/create/location_info\\?fromPage=locationDetail&location_id=${ballard?.id}$`),
  );
  await expect(page.getByTestId('preview-1000').getByText(ballard?.address ?? '')).toBeVisible();
  await page.getByRole('link', { name: 'Location Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/locations/${ballard?.id}/details$`));
});

test("the demo's widgets on another site: no shift, their reserved sizes, keyboard, axe, hostile CSS, no cookies", async ({
  page,
  baseURL,
}) => {
  const auth = await signIn(page, ADMIN);
  const seeded = await callApi<{ _embedded: { widgets: Created[] } }>('GET', '/amplify/widgets', { auth });
  const codes = WIDGET_TYPES.map((type) => {
    const widget = seeded._embedded.widgets.find((each) => each.widget_type === type);
    if (!widget) throw new Error(`the demo has no ${type} widget`);
    return widgetEmbedCode(baseURL ?? '', widget);
  });

  for (const css of ['', HOSTILE_CSS]) {
    const host = await startHostPage(codes, css);
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    try {
      await page.goto(host.url);
      await widgetsRendered(page, 4);
      expect(await cls(page)).toBe(0);
      // Each widget fills exactly the height its embed code reserved, hostile CSS or not.
      const teaser = page.locator('[data-repute-widget][data-type="teaser"]');
      expect((await teaser.boundingBox())?.height).toBe(260);
      expect((await page.locator('[data-type="star_snapshot"] section.rw').boundingBox())?.height).toBe(72);
      const fontSize = await page
        .locator('[data-type="full_page"] blockquote')
        .first()
        .evaluate((element) => getComputedStyle(element).fontSize);
      expect(fontSize).toBe('16px');
      // No third-party requests: the host page and the Repute server only.
      expect([...origins].sort()).toEqual([new URL(host.url).origin, new URL(baseURL ?? '').origin].sort());
      expect(await seriousViolations(page, `host page ${css ? 'with hostile CSS' : ''}`)).toEqual([]);

      // The carousel shows one review; keyboard users move it with its buttons and the arrow keys.
      const slides = teaser.locator('[aria-roledescription="slide"]');
      await expect(slides.filter({ visible: true })).toHaveCount(1);
      await expect(slides.first()).toBeVisible();
      const next = teaser.getByRole('button', { name: 'Next review' });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(slides.nth(1)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(slides.first()).toBeVisible();
      // It never advances on its own (not turned on): no pause button either.
      await expect(teaser.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    } finally {
      page.removeAllListeners('request');
      await host.close();
    }
  }
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([]);
});

test("a white-label account's widgets page has no 'Learn more...' link and lists the demo's widgets", async ({
  page,
}) => {
  await signIn(page, 'owner@bluebird.example');
  await page.goto('/amplify');
  await expect(page.getByRole('article', { name: 'Auto-Update Home page carousel' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Learn more...' })).toHaveCount(0);
});

test("with JavaScript off, a demo widget's embed links to its server-rendered reviews", async ({
  browser,
  baseURL,
}) => {
  const auth = await logInThroughApi(ADMIN);
  const seeded = await callApi<{ _embedded: { widgets: Created[] } }>('GET', '/amplify/widgets', { auth });
  const feed = seeded._embedded.widgets.find((widget) => widget.widget_type === 'full_page');
  if (!feed) throw new Error('the demo has no feed widget');
  const host = await startHostPage([widgetEmbedCode(baseURL ?? '', feed)]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Read our customer reviews' }).click();
    await expect(page).toHaveURL(new RegExp(`/public/widgets/${feed.public_key}/page$`));
    await expect(page.getByRole('region', { name: 'Customer reviews' }).locator('blockquote').first()).toBeVisible();
  } finally {
    await context.close();
    await host.close();
  }
});

test('a deleted widget renders nothing and breaks nothing on the host page', async ({ page, baseURL }) => {
  const auth = await signIn(page, ADMIN);
  const widget = await callApi<Created>('POST', '/amplify/widgets', {
    auth,
    body: { name: 'Soon gone', widget_type: 'star_snapshot' },
  });
  await callApi('DELETE', `/amplify/widgets/${widget.id}`, { auth });
  const host = await startHostPage([widgetEmbedCode(baseURL ?? '', widget)]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const gone = page.waitForResponse((response) => response.url().includes(`/public/widgets/${widget.public_key}`));
    await page.goto(host.url);
    expect((await gone).status()).toBe(404);
    await expect(page.locator('#below')).toBeVisible();
    await expect(page.locator('[data-repute-widget] section')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});

test('an account with none of the widget settings sees the teaser and can request access', async ({ page }) => {
  const owner = await signUp(page, 'Teaser Dental');
  await sql(
    `insert into account_settings (account_id, code, value) select $1, code, 'false' from unnest($2::text[]) as code
       on conflict (account_id, code) do update set value = 'false'`,
    [owner.account_id, Object.values(WIDGET_TYPE_SETTINGS)],
  );
  await page.goto('/amplify');
  await expect(page.getByText('CREATE NEW WIDGET')).toHaveCount(0);
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page.getByText('Request sent!')).toBeVisible();
});
