import { clearWindow } from 'isomorphic-dompurify';

/**
 * isomorphic-dompurify sanitises on the server in one shared jsdom window, which keeps DOM state
 * from every call: in the long-running renderer (getStaticProps/ISR for months) it grows and slows
 * down. Every PURIFY_WINDOW_USES sanitise calls the window is replaced with `clearWindow()`.
 *
 * clearWindow() also drops the hooks and config set on DOMPurify: a caller that adds hooks keeps the
 * generation it added them for and adds them again when `purifyWindowGeneration()` has moved
 * (components/ui/sanitize-html.ts) — otherwise the next page would be sanitised without them.
 * In the browser build clearWindow() is a no-op, and the client never sanitises anyway.
 */
export const PURIFY_WINDOW_USES = 200;

let uses = 0;
let generation = 0;

/** Changes each time the window (and with it every hook) is replaced. */
export function purifyWindowGeneration(): number {
  return generation;
}

/** Counts one sanitise call; every `every`-th replaces the window. Call after sanitising. */
export function noteSanitized(every: number = PURIFY_WINDOW_USES): void {
  uses += 1;
  if (uses < every) return;
  uses = 0;
  clearWindow();
  generation += 1;
}
