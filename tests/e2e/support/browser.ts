import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SCREENSHOT_DIR } from './paths';
import { e2eTarget } from './target';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ViewportName = 'phone' | 'desktop';

/** A 360x800 phone (touch, mobile layout) and a 1280x800 desktop. */
export const VIEWPORTS = {
  phone: {
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  },
} as const;

/**
 * Content-Security-Policy violations seen in any page of this test file since
 * the last test ended. Each test fails when its pages had one (the check after
 * every test is in ./setup.ts): the policy the server sends must hold for
 * everything the app does.
 */
const cspViolations: string[] = [];

/**
 * The violations recorded so far, forgotten: for the check after each test,
 * and for a test that causes one on purpose.
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

// the page reports each violation through a binding (which the CSP cannot block)
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', function (e) {
  window.__bsCspViolation(e.effectiveDirective + ' refused ' + (e.blockedURI || 'inline') +
    ' in ' + location.pathname + ' (' + (e.sourceFile || '') + ':' + e.lineNumber + ')');
});`;

async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__bsCspViolation', (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript({ content: REPORT_CSP_VIOLATIONS });
  // the console also names violations the event misses (e.g. in workers)
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
}

export function baseUrl(): string {
  return e2eTarget().baseUrl;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** uncaught errors thrown in the page */
  errors: Error[];
}

export interface OpenPageOptions {
  /** localStorage entries set before the page's scripts run */
  storage?: Record<string, string>;
  /** a position the page may read (geolocation permission granted) */
  geolocation?: { latitude: number; longitude: number };
  /** another viewport width than the named viewport's (e.g. a 390 px phone) */
  width?: number;
}

/** A fresh context (own cookies and storage) on the product, at one viewport. */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const size = VIEWPORTS[viewport];
  const context = await browser.newContext({
    ...size,
    viewport: options.width ? { ...size.viewport, width: options.width } : size.viewport,
    baseURL: baseUrl(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    ...(options.geolocation
      ? { geolocation: options.geolocation, permissions: ['geolocation'] }
      : {}),
  });
  await watchCsp(context);
  if (options.storage) {
    // runs in the page before its scripts, e.g. to start with the banner dismissed
    const content = Object.entries(options.storage)
      .map(
        ([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
      )
      .join('\n');
    await context.addInitScript({ content });
  }
  const page = await context.newPage();
  waitForAppOnGoto(page);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors };
}

/**
 * The server sends pages rendered with their data (issue 11): they are on
 * screen before the app runs, and a click before hydration does nothing. So
 * `page.goto` and `page.reload` return once the app has hydrated (or
 * rendered) the page, as a person would wait for it; a page without the app
 * (a file, an error page, the logout question: no #root) at once.
 */
function waitForAppOnGoto(page: Page): void {
  const appRuns = () =>
    page
      .waitForSelector('html[data-app-ready], html:not(:has(#root))', {
        state: 'attached',
        timeout: 15_000,
      })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appRuns();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await appRuns();
    return response;
  };
}

/**
 * One browser for the test file that calls it: launched before its tests and
 * closed after them. Returns openPage on that browser, for tests and hooks.
 */
export function useBrowser(): (
  viewport: ViewportName,
  options?: OpenPageOptions,
) => Promise<OpenedPage> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (viewport, options) => {
    if (!browser) throw new Error('the browser starts in beforeAll: open pages inside tests');
    return openPage(browser, viewport, options);
  };
}

/** The path and query of the page's current URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Opens a path and waits until the app has hydrated the server-rendered
 * page (before that, it does not answer clicks).
 */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/**
 * Screenshots are for a person to look at: CI keeps none, so it takes none
 * (about 70 a run, 0.6 s each and 2.5 s for a pair at two widths);
 * E2E_SCREENSHOTS=1 takes them there too.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1' || process.env.CI !== 'true';

/**
 * Saves a PNG of the whole page (or of one element) under
 * tests/e2e/screenshots/ (look at them), when SCREENSHOTS_WANTED. Open dialogs
 * are fixed to the viewport: pass fullPage false to see them as a user does.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

export interface A11yProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core (WCAG 2.1 A and AA) violations of serious or critical impact on the page. */
export async function seriousA11yViolations(page: Page): Promise<A11yProblem[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // one axe.run in the page: the default opens a second page to merge the
    // frames' partial results (about 2 s of 4.7 a check on a 2-core host), and
    // the app has no frames, so nothing goes unchecked
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
}
