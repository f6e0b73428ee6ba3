import type { BrowserContext, Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors of every page of `context` (pages open now
 * and those opened later) into one array a test can assert empty.
 */
export function collectConsoleErrors(context: BrowserContext): { errors: string[]; dispose: () => void } {
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') {
        const loc = msg.location();
        errors.push(`[console] ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
      }
    });
    page.on('pageerror', (err) => errors.push(`[pageerror] ${err.name}: ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return { errors, dispose: () => context.off('page', watch) };
}
