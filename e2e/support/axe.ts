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
 * the start nor the end colour. Infinite ones (spinners) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 3000))]);
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
