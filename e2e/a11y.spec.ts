import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

/**
 * Accessibility (issue #8 §3): axe-core with wcag2a + wcag2aa, zero serious or critical violations
 * on every page of PAGES and with every dialog of DIALOGS open; each dialog traps focus, closes on
 * Escape and gives focus back to what opened it. A new page or dialog is one row.
 */
const PAGES: readonly { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'news article', path: '/news/10001.html' },
  { name: 'help centre', path: '/helpCenter' },
  { name: 'game detail', path: '/yxxz/pc/101.html' },
  { name: 'membership and top-up', path: '/nnpay' },
  { name: 'campaign page', path: '/summer' },
  { name: '404 page', path: '/no-such-page-a11y', status: 404 },
];

type DialogRow = {
  name: string;
  /** Page to open it on. */
  path: string;
  /** The control a visitor uses to open it. */
  opener(page: Page): Locator;
  dialog(page: Page): Locator;
  /** Steps before the opener is usable (e.g. log in); none by default. */
  before?(page: Page): Promise<void>;
};

const DIALOGS: readonly DialogRow[] = [
  {
    name: 'login',
    path: '/',
    opener: (page) => page.getByRole('banner').getByRole('button', { name: '登录' }),
    dialog: (page) => page.getByRole('dialog', { name: '用户注册/登录' }),
  },
  // The membership, coin top-up and address dialogs join here with #4 / #6 (one row each).
];

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const summary = (v: Awaited<ReturnType<typeof axeViolations>>) => v.map((x) => `${x.impact} ${x.id}: ${x.help} @ ${x.targets.join(' | ')}`);

test.describe('axe: wcag2a + wcag2aa, no serious or critical violation', () => {
  for (const row of PAGES) {
    test(`${row.name} ${row.path}`, async ({ page, consoleErrors }) => {
      const res = await page.goto(row.path);
      expect(res?.status()).toBe(row.status ?? 200);
      await page.waitForLoadState('networkidle');
      expect(summary(await axeViolations(page))).toEqual([]);
      expect(consoleErrors.filter((e) => !(row.status === 404 && /status of 404/.test(e)))).toEqual([]);
    });
  }
});

/** The element that has focus is inside `dialog`. */
async function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((el) => {
    const active = document.activeElement;
    // antd's focus sentinels sit beside the dialog panel inside its wrapper: count them as inside.
    const wrap = el.closest('.ant-modal-wrap') ?? el;
    return !!active && active !== document.body && wrap.contains(active);
  });
}

test.describe('dialogs: axe with the dialog open, focus trapped, Escape closes, focus returns', () => {
  for (const row of DIALOGS) {
    test(row.name, async ({ page, consoleErrors }) => {
      await page.goto(row.path);
      await page.waitForLoadState('networkidle');
      await row.before?.(page);
      const opener = row.opener(page);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = row.dialog(page);
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(dialog), { message: 'focus moves into the dialog' }).toBe(true);

      // Soft: the keyboard checks below still run and report when axe finds something.
      expect.soft(summary(await axeViolations(page))).toEqual([]);

      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside(dialog), `Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside(dialog), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener, 'focus returns to the opener').toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  }
});
