import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AFTER_PAINT_ATTR } from '../lib/after-paint';
import { collectConsoleErrors } from './support/console-errors';
import { sandboxClient, type SandboxClient } from './support/sandbox';

export type { FaultSpec, SandboxEvent } from './support/sandbox';

type Fixtures = {
  /** The sandbox's QA controls (reset, sms, fault, clearFaults, revoke, events, cashier). */
  sandbox: SandboxClient;
  /** Console errors and page errors of every page in the test; assert `toEqual([])`. */
  consoleErrors: string[];
};

/**
 * A page's scripts start after its first contentful paint (lib/after-paint.ts), which on this
 * loopback server can come after the `load` event: a visitor's click or key then lands on server
 * HTML that nothing handles yet. Tests act once the page runs, as a visitor does once the page
 * answers: a navigation made by the test returns when React has taken the page's root (from then
 * on React hydrates what is clicked first and replays the event). Pages without the loader (the
 * offline shell, a file) and a browser set offline return at once; `commit` and
 * `domcontentloaded` navigations are about the page before it runs and are left alone.
 */
async function untilScriptsRun(page: Page): Promise<void> {
  await page.waitForFunction((attr) => {
    if (!document.querySelector(`script[${attr}]`) || !navigator.onLine) return true;
    const root = document.getElementById('__next');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  }, AFTER_PAINT_ATTR);
}

const running = new WeakSet<Page>();
const watched = new WeakSet<BrowserContext>();

function actOnceRunning(page: Page): void {
  if (running.has(page)) return;
  running.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
      if (response && options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await untilScriptsRun(page);
      return response;
    };
  }
}

const watchedBrowsers = new WeakSet<Browser>();

/** Contexts a test makes itself (a phone, a friend) act the same way, unless they run no script. */
function watchContexts(browser: Browser): void {
  if (watchedBrowsers.has(browser)) return;
  watchedBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', actOnceRunning);
    return context;
  };
}

export const test = base.extend<Fixtures, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      watchContexts(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    actOnceRunning(page);
    await use(page);
  },
  // The context is reused between tests (playwright.config.ts reuseContext), and Playwright's reset
  // leaves offline mode and granted permissions as the test left them.
  context: async ({ context }, use) => {
    if (!watched.has(context)) {
      watched.add(context);
      context.on('page', actOnceRunning);
    }
    await use(context);
    await context.setOffline(false);
    await context.clearPermissions();
  },
  sandbox: async ({ request }, use) => {
    await use(sandboxClient(request));
  },
  consoleErrors: async ({ context }, use) => {
    const { errors, dispose } = collectConsoleErrors(context);
    await use(errors);
    dispose();
  },
});

export { expect };
