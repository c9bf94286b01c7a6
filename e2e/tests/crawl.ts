import type { Locator, Page, Request, Route } from '@playwright/test';
import { APP_ROUTES } from '../../apps/web/src/app/router/route-table';
import { expect } from './fixtures';

/**
 * A walk of everything a signed-in user is offered (issue 25 §3, decision 0124): every menu item and every screen
 * their links lead to, and on each screen every visible, enabled button and tab, the dialogs, flyouts and menus
 * they open, and the buttons that submit the forms there (their required fields filled). It records each API
 * answer 403 with the screen and the action that caused it.
 *
 * It changes no shared demo data: every write the app sends on its way is given a body (or an id in its path) the
 * server cannot accept. The server asks a route's policy before it reads the input (decision 0124), so a write
 * the user may not make still answers 403, and one they may make answers 400 and changes nothing.
 */

export type Refusal = { screen: string; trigger: string; call: string };

/** What a walk found: the 403s, the writes it could not make harmless (so did not send), the screens it opened. */
export type CrawlResult = { refusals: Refusal[]; unsent: string[]; screens: string[] };

/** Actions the walk never takes: they end the session or leave for another account, which is not this user's walk. */
const NEVER = /^(log out|exit view|view account)$|switch account/i;
/** Sorting and paging ask again what the screen already asked, with other parameters: nothing new opens. */
const SAME_CALL_AGAIN =
  /^(sort by|page \d+$|(first|previous|next|last|older|newer)( page)?$|(next|previous) directories)/i;
/** Buttons that submit what a form holds. */
const SUBMIT = /^(save|send|create|add|submit|apply|update|next|continue|upload|confirm|publish|schedule)\b/i;
/** How many links deep the walk takes actions: a menu item's screen, a record of its list, that record's screens. */
const MAX_DEPTH = 2;
/** A body no route's schema accepts. */
const UNACCEPTABLE_BODY = JSON.stringify('crawl: a body no route accepts');
/** An upload button's file: a one-pixel image (the write that carries it is made harmless like any other). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** What a required field of each type is given before its form is submitted. */
const FIELD_VALUES: Record<string, string> = {
  email: 'crawl@example.com',
  tel: '2065550100',
  url: 'https://example.com',
  number: '1',
  date: '2030-01-01',
  'datetime-local': '2030-01-01T10:00',
  time: '10:00',
  password: 'crawl-password-1',
};

type Candidate = { key: string; label: string; href: string | null; submit: boolean };

function apiPath(url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') ? pathname.slice(4) : null;
}

/** The app's routes, most specific first: a path's screen is the first whose pattern it matches. */
const ROUTE_PATTERNS = APP_ROUTES.map(({ path }) => ({
  path: `/${path}`,
  pattern: new RegExp(`^/${path.replace(/:\w+/g, '[^/]+').replace('*', '.*')}$`),
  parameters: (path.match(/:\w+|\*/g) ?? []).length,
})).sort((a, b) => a.parameters - b.parameters);

/** Screens alike but for their parameters and query are one screen to the walk. */
function screenOf(path: string): string {
  const inner = new URL(path, 'http://screen').pathname.replace(/^\/as\/\d+/, '');
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(inner))?.path ?? inner;
}

/** Turns a write into one the server refuses as bad input: its body, else the last id of its path. */
async function makeHarmless(route: Route, unsent: string[]): Promise<void> {
  const request = route.request();
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method())) return route.continue();
  if (request.postDataBuffer()) {
    return route.continue({
      postData: UNACCEPTABLE_BODY,
      headers: { ...request.headers(), 'content-type': 'application/json' },
    });
  }
  const url = new URL(request.url());
  const withoutId = url.pathname.replace(/\/\d+(?=\/[^/\d]*$|$)/, '/crawl');
  if (withoutId !== url.pathname) {
    url.pathname = withoutId;
    return route.continue({ url: url.href });
  }
  unsent.push(`${request.method()} ${apiPath(request.url())}`);
  return route.abort();
}

export class Crawler {
  readonly result: CrawlResult = { refusals: [], unsent: [], screens: [] };
  private readonly inFlight = new Set<Request>();
  private started = 0;
  private screen = '';
  private trigger = '';
  /** The address of the screen being crawled, which every action starts from. */
  private home = '';
  /** Actions already taken on some screen: the filter bar, or a dialog every list offers, is taken once. */
  private readonly taken = new Set<string>();
  /** The screens met so far (by their route) and those waiting to be opened, breadth first. */
  private readonly seen = new Set<string>();
  private readonly queue: { path: string; depth: number }[] = [];
  private readonly began = Date.now();

  constructor(
    private readonly page: Page,
    private readonly origin: string,
    /** Whose walk it is, in the lines CRAWL_DEBUG=1 prints. */
    private readonly name = '',
  ) {}

  async start(): Promise<void> {
    const { page } = this;
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The realtime channel stays open by design: nothing waits for it.
      if (url.origin !== this.origin || url.pathname.startsWith('/realtime')) return;
      this.inFlight.add(request);
      this.started += 1;
    });
    const done = (request: Request) => this.inFlight.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      const path = apiPath(response.url());
      if (response.status() !== 403 || path === null) return;
      const call = `${response.request().method()} ${path}`;
      this.result.refusals.push({ screen: this.screen, trigger: this.trigger, call });
    });
    page.on('filechooser', (chooser) =>
      chooser.setFiles({ name: 'crawl.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }).catch(() => {}),
    );
    await page.route('**/api/**', (route) => makeHarmless(route, this.result.unsent));
    // Nothing leaves the product's own address (an integration's sign-in page, a help article).
    await page.route(
      (url) => url.origin !== this.origin,
      (route) => route.abort(),
    );
  }

  /** Waits until the app has asked for nothing new over two frames and everything it asked for has answered. */
  async settle(): Promise<void> {
    for (;;) {
      const before = this.started;
      try {
        await this.page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
        );
      } catch {
        // The action loaded another document (an integration's sign-in, which leaves the app): let it load.
        await this.page.waitForLoadState();
        continue;
      }
      if (this.inFlight.size === 0 && this.started === before) return;
      await expect.poll(() => this.inFlight.size, { timeout: 20_000, intervals: [25] }).toBe(0);
    }
  }

  /** The menu's links: the items of the left navigation and the profile link. */
  async menuPaths(): Promise<string[]> {
    const nav = this.page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.locator('.repute-nav-list').getByRole('link').first()).toBeVisible();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    return [...new Set(hrefs)];
  }

  /** Walks the menu's screens and the screens their links lead to, breadth first, each screen once. */
  async walk(menu: string[]): Promise<void> {
    this.queue.push(...menu.map((path) => ({ path, depth: 0 })));
    for (const { path } of this.queue) this.seen.add(screenOf(path));
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      this.screen = screenOf(next.path);
      this.result.screens.push(next.path);
      await this.open(next.path);
      // Beyond the depth a screen is opened (what it loads counts) but its actions are not taken.
      if (next.depth <= MAX_DEPTH) await this.crawlScreen(next.depth);
    }
  }

  /** Queues a screen the walk has not met, to be opened in its turn. */
  private meet(path: string, depth: number): boolean {
    if (this.seen.has(screenOf(path))) return false;
    this.seen.add(screenOf(path));
    this.queue.push({ path, depth });
    return true;
  }

  /** Opens an address of the app as its own links do, through the router's history: no page load. */
  private async open(path: string): Promise<void> {
    this.trigger = 'opening the screen';
    this.log(`open ${path}`);
    if (!this.page.url().startsWith(`${this.origin}/`)) {
      // The action left the app (for a site the walk does not reach): the app loads again.
      await this.page.goto(path);
      await this.settle();
      return;
    }
    await this.page.evaluate((to) => {
      const index = (window.history.state?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    await this.settle();
    await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  private log(line: string): void {
    if (process.env.CRAWL_DEBUG) console.log(`${this.name}: ${Date.now() - this.began} ${line}`);
  }

  private currentPath(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  private overlays(): Locator {
    return this.page.locator('[role="dialog"]:visible, [role="menu"]:visible');
  }

  /** Back to the screen being crawled, with nothing open on it. */
  private async reset(home: string): Promise<void> {
    for (let attempt = 0; attempt < 4 && (await this.overlays().count()) > 0; attempt += 1) {
      const discard = this.page.getByRole('button', { name: 'Discard Changes' });
      if (await discard.isVisible()) await discard.click();
      else await this.page.keyboard.press('Escape');
      await this.settle();
    }
    if (this.currentPath() !== home) await this.open(home);
  }

  /**
   * Takes every action of the open screen. Its links are queued (the walk opens them as screens of their own); a
   * button that leads to a screen not met yet (a tab) has that screen crawled where the button left it.
   */
  private async crawlScreen(depth: number): Promise<void> {
    const home = this.currentPath();
    const screen = this.screen;
    const main = this.page.locator('main');
    for (const candidate of await candidatesIn(main)) {
      if (candidate.href !== null) {
        this.meet(candidate.href, depth + 1);
        continue;
      }
      if (this.taken.has(candidate.key)) continue;
      this.taken.add(candidate.key);
      this.home = home;
      this.screen = screen;
      await this.reset(home);
      const overlaysBefore = await this.overlays().count();
      if (!(await this.take(main, candidate, candidate.label))) continue;
      const reached = this.currentPath();
      if (reached !== home) {
        // A screen a button leads to (a tab) is a view of the same place, as deep as this one: it is crawled now,
        // where the button left it, rather than opened again from the queue.
        if (this.meet(reached, depth)) {
          this.queue.pop();
          this.screen = screenOf(reached);
          this.result.screens.push(reached);
          await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await this.crawlScreen(depth);
        }
      } else if ((await this.overlays().count()) > overlaysBefore) {
        await this.crawlOverlay(main, candidate, 1);
      }
    }
    this.screen = screen;
  }

  /** Clicks a candidate of the scope (a submit button after its form's required fields are filled). */
  private async take(scope: Locator, candidate: Candidate, trigger: string): Promise<boolean> {
    const target = await findCandidate(scope, candidate.key);
    if (!target) return false;
    this.trigger = trigger;
    this.log(`take ${trigger}`);
    if (candidate.submit || SUBMIT.test(candidate.label)) {
      const form = target.locator('xpath=ancestor::form[1]');
      await this.fillRequired((await form.count()) > 0 ? form : scope);
    }
    try {
      // An element drawn anew meanwhile (a list refreshed) is an action not there now.
      await target.click({ timeout: 2_000 });
    } catch {
      return false;
    }
    await this.settle();
    return true;
  }

  /** A dialog, flyout or menu that opened: its tabs and items, then the buttons that submit its form. */
  private async crawlOverlay(main: Locator, opener: Candidate, depth: number): Promise<void> {
    const overlay = this.overlays().last();
    const isMenu = (await overlay.getAttribute('role')) === 'menu';
    const inside = (await candidatesIn(overlay)).filter(
      (candidate) =>
        candidate.href === null &&
        (isMenu || candidate.key.startsWith('tab ') || candidate.submit || SUBMIT.test(candidate.label)),
    );
    for (const candidate of inside) {
      // A menu closes once an item is chosen, and a form once it is sent: open it again for the next one.
      if ((await this.overlays().count()) < depth) {
        await this.reset(this.home);
        if (depth > 1 || !(await this.take(main, opener, opener.label))) return;
      }
      const before = await this.overlays().count();
      if (!(await this.take(this.overlays().last(), candidate, `${opener.label} › ${candidate.label}`))) continue;
      if (depth < 2 && (await this.overlays().count()) > before) await this.crawlOverlay(main, candidate, depth + 1);
    }
  }

  /** Gives the form's empty required fields a value of their type, and picks a choice's first option. */
  private async fillRequired(form: Locator): Promise<void> {
    const fields = await form.evaluateAll((roots) => {
      const out: { index: number; type: string }[] = [];
      for (const root of roots) {
        for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
          field.removeAttribute('data-crawl-field');
          const required = field.required || field.getAttribute('aria-required') === 'true';
          const box = field.getBoundingClientRect();
          if (!required || field.disabled || box.width === 0 || box.height === 0) continue;
          const choice = field.getAttribute('aria-haspopup') === 'listbox' || field.getAttribute('role') === 'combobox';
          const type = choice ? 'choice' : field instanceof HTMLInputElement ? field.type : 'text';
          const empty = type === 'checkbox' ? !(field as HTMLInputElement).checked : field.value === '';
          if (!empty || (field.readOnly && !choice)) continue;
          field.setAttribute('data-crawl-field', String(out.length));
          out.push({ index: out.length, type });
        }
      }
      return out;
    });
    for (const { index, type } of fields) {
      const field = form.locator(`[data-crawl-field="${index}"]`).first();
      if (type === 'checkbox') await field.check({ force: true });
      else if (type === 'choice') {
        await field.click();
        const option = this.page.getByRole('option').first();
        if (await option.isVisible()) await option.click();
      } else await field.fill(FIELD_VALUES[type] ?? 'Crawl');
    }
    if (fields.length > 0) await this.settle();
  }
}

type Offered = { index: number; kind: string; label: string; href: string | null; submit: boolean };

/**
 * What a part of the screen offers, in order: a row of a table or list stands for its siblings (they offer the same
 * actions on other records). Only the app's own links count (not downloads, not other sites).
 */
async function offeredIn(scope: Locator): Promise<Offered[]> {
  return scope.evaluateAll((roots) => {
    const out: Offered[] = [];
    for (const root of roots) {
      const layer = root.closest('[role="dialog"], [role="menu"]');
      const elements = root.querySelectorAll<HTMLElement>(
        'button, a[href], [role="tab"], [role="menuitem"], [role="button"]',
      );
      for (const element of elements) {
        element.removeAttribute('data-crawl-index');
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (element.matches(':disabled, [aria-disabled="true"], [data-disabled="true"]')) continue;
        if (element.closest('[role="dialog"], [role="menu"]') !== layer) continue;
        const href = element.tagName === 'A' ? element.getAttribute('href') : null;
        const row = element.closest('tbody tr, [role="row"], article, li');
        if (href === null && row && root.contains(row) && row.parentElement?.firstElementChild !== row) continue;
        const label = (element.getAttribute('aria-label') || element.textContent || element.title || '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 80);
        // Not a download, another site, or the address that signs a partner into a child account.
        const elsewhere = /^\/(api|switch-account)\//.test(href ?? '') || element.hasAttribute('download');
        if (href !== null && (!href.startsWith('/') || elsewhere)) {
          continue;
        }
        element.setAttribute('data-crawl-index', String(out.length));
        out.push({
          index: out.length,
          kind: element.getAttribute('role') ?? element.tagName.toLowerCase(),
          label,
          href,
          submit: element.getAttribute('type') === 'submit',
        });
      }
    }
    return out;
  }) as Promise<Offered[]>;
}

/**
 * What tells apart the same action on other records: numbers, a photo's file name, a weekday (an opening-hours form
 * offers each action per day).
 */
const DAY_OR_NUMBER =
  /\S+\.(jpe?g|png|gif|webp)\b|\d+|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi;

/** An action by its kind: a link by the screen it opens, anything else by its role and name, numbers aside. */
function candidateOf({ kind, label, href, submit }: Offered): Candidate {
  const key = href !== null ? `link ${screenOf(href)}` : `${kind} ${label.replace(DAY_OR_NUMBER, '#')}`;
  return { key, label: label || key, href, submit };
}

async function candidatesIn(scope: Locator): Promise<Candidate[]> {
  const candidates = new Map<string, Candidate>();
  for (const offered of await offeredIn(scope)) {
    if (NEVER.test(offered.label) || SAME_CALL_AGAIN.test(offered.label)) continue;
    const candidate = candidateOf(offered);
    if (!candidates.has(candidate.key)) candidates.set(candidate.key, candidate);
  }
  return [...candidates.values()];
}

/** The first element of a kind, found again: the screen may have been drawn anew since it was listed. */
async function findCandidate(scope: Locator, key: string): Promise<Locator | null> {
  const offered = (await offeredIn(scope)).find((entry) => candidateOf(entry).key === key);
  return offered ? scope.locator(`[data-crawl-index="${offered.index}"]`).first() : null;
}
