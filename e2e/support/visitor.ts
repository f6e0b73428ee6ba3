import { expect, type Page } from '@playwright/test';

/**
 * A visitor turning the mouse wheel until `ready` holds. What a page defers (comments, the live
 * rating and VIP status, the version and download lookups, the carousel's controls, the service
 * worker: lib/after-load) loads once the page has stayed quiet for 4 s after `load`, or at the
 * visitor's first interaction (pointer, key, touch, wheel). A test that needs those parts interacts,
 * as the visitor who reads them does, instead of sitting out the quiet period on every page. The
 * wheel is turned again until `ready` passes: the page listens for it only once it has hydrated.
 */
export async function interactUntil(page: Page, ready: () => Promise<unknown>, timeout = 15_000): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 120);
    await ready();
  }).toPass({ timeout, intervals: [100, 250, 500] });
}
