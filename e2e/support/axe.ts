import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';

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

let axeSource: string | undefined;

/**
 * axe-core's own run on the page: the minified build evaluated once, then `axe.run` with the
 * violations kept in full (`resultTypes`: passes and the rest are cut to one node per rule, which
 * nobody reads). @axe-core/playwright's analyze() evaluated the 1.5 MB unminified build and, for its
 * cross-origin frame support, ran axe a second time on a new blank page to merge the results:
 * 3× the time per scan, measured over 8 pages × 3 (median 0.94–1.28 s → 0.31–0.45 s, same findings),
 * and the sum of ~60 scans per suite. The site has no frames; a page with one still goes through
 * AxeBuilder, which injects axe into every frame.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const options: RunOptions = { runOnly: { type: 'tag', values: [...WCAG_TAGS] }, resultTypes: ['violations'] };
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  axeSource ??= fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate((opts) => (window as unknown as { axe: { run(ctx: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, opts), options);
}

/**
 * Renders the blocks marked `content-visibility: auto` (the footer, lower sections, game tiles) for
 * the scan, as a visitor sees each once they scroll near. Skipped, they hold an estimated height and
 * the browser lays their contents out only when asked (axe reads every element's rectangle), so the
 * geometry axe's colour check stacks up mixes estimated and real positions: a newcomer's CI run
 * failed `route / (+ axe)` with the footer's first lines (light text) judged over the light section
 * above it, a contrast no visitor sees. Returns the undo.
 */
async function renderSkipped(page: Page): Promise<() => Promise<void>> {
  const style = await page.addStyleTag({ content: '*, *::before, *::after { content-visibility: visible !important; }' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))));
  return async () => {
    await style.evaluate((el) => (el as Element).remove()).catch(() => undefined);
  };
}

/**
 * Violations of wcag2a + wcag2aa on the page once its animations have settled and its skipped blocks
 * are rendered, `serious` and `critical` only by default.
 */
export async function axeViolations(page: Page, { impacts = ['serious', 'critical'] as ImpactValue[] } = {}): Promise<AxeViolation[]> {
  await settleAnimations(page);
  const undo = await renderSkipped(page);
  const results = await runAxe(page).finally(undo);
  return results.violations
    .filter((v) => v.impact && impacts.includes(v.impact))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** One line per violation, for a readable `toEqual([])` failure. */
export const axeSummary = (violations: AxeViolation[]) => violations.map((x) => `${x.impact} ${x.id}: ${x.help} @ ${x.targets.join(' | ')}`);
