import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors of every page of `context` (pages open now
 * and those opened later) into one array a test can assert empty.
 */
export function collectConsoleErrors(context: BrowserContext): { errors: string[]; dispose: () => void } {
  const errors: string[] = [];
  const watched: Array<() => void> = [];
  const watch = (page: Page) => {
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() === 'error') {
        const loc = msg.location();
        errors.push(`[console] ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
      }
    };
    const onError = (err: Error) => errors.push(`[pageerror] ${err.name}: ${err.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    watched.push(() => page.off('console', onConsole).off('pageerror', onError));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  // A context that outlives the test (a worker-scoped page) keeps no listener of it.
  return {
    errors,
    dispose: () => {
      context.off('page', watch);
      watched.forEach((off) => off());
    },
  };
}
