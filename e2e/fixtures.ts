import { test as base, expect } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { sandboxClient, type SandboxClient } from './support/sandbox';

export type { FaultSpec, SandboxEvent } from './support/sandbox';

type Fixtures = {
  /** The sandbox's QA controls (reset, sms, fault, clearFaults, revoke, events, cashier). */
  sandbox: SandboxClient;
  /** Console errors and page errors of every page in the test; assert `toEqual([])`. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  // The context is reused between tests (playwright.config.ts reuseContext), and Playwright's reset
  // leaves offline mode and granted permissions as the test left them.
  context: async ({ context }, use) => {
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
