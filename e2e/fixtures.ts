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
