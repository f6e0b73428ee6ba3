import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

/**
 * @axe-core/playwright: it evaluates axe-core through the DevTools protocol (not a <script> tag,
 * which the CSP `script-src 'self'` would block) and runs it on the document.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa'] as const;

export type AxeViolation = { id: string; impact: ImpactValue | null | undefined; help: string; targets: string[] };

/**
 * Waits for the page's finite CSS animations and transitions (a dialog's zoom, a button's colour
 * fade) to end: axe's colour-contrast rule reads computed colours, and mid-fade they are neither
 * the start nor the end colour. Settled means two animation frames in a row with none running, so
 * a fade that starts as the last one ends (a button enabled when its data arrives) is waited for
 * too; 3 s at most. Infinite ones (spinners) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 3000;
    const running = () =>
      document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    let quiet = 0;
    while (quiet < 2 && performance.now() < deadline) {
      const list = running();
      if (list.length === 0) {
        quiet += 1;
        await frame();
        continue;
      }
      quiet = 0;
      await Promise.race([Promise.allSettled(list.map((a) => a.finished)), new Promise((r) => setTimeout(r, Math.max(0, deadline - performance.now())))]);
    }
  });
}

/**
 * Violations of wcag2a + wcag2aa on the page once its animations have settled, `serious` and
 * `critical` only by default.
 */
export async function axeViolations(page: Page, { impacts = ['serious', 'critical'] as ImpactValue[] } = {}): Promise<AxeViolation[]> {
  await settleAnimations(page);
  const results: AxeResults = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  return results.violations
    .filter((v) => v.impact && impacts.includes(v.impact))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** One line per violation, for a readable `toEqual([])` failure. */
export const axeSummary = (violations: AxeViolation[]) => violations.map((x) => `${x.impact} ${x.id}: ${x.help} @ ${x.targets.join(' | ')}`);
