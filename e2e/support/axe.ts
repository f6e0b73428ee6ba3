import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

/**
 * axe-core in the page, as @axe-core/playwright does it: the library source is evaluated through
 * the DevTools protocol (not a <script> tag, which the CSP `script-src 'self'` would block), then
 * axe.run on the document. axe-core itself is what @axe-core/playwright wraps; it is resolved here
 * directly so the check runs whichever of the two is installed.
 */
let source: string | undefined;
const axeSource = () => (source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export const WCAG_TAGS = ['wcag2a', 'wcag2aa'] as const;

export type AxeViolation = { id: string; impact: ImpactValue | null | undefined; help: string; targets: string[] };

/** Violations of wcag2a + wcag2aa on the page as it is now, `serious` and `critical` only by default. */
export async function axeViolations(page: Page, { impacts = ['serious', 'critical'] as ImpactValue[] } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const results = (await page.evaluate(
    (tags) => (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<unknown> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [...WCAG_TAGS],
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact && impacts.includes(v.impact))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
