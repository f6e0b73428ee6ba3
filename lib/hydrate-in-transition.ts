/**
 * `react-dom/client` for the browser build, with the first hydration run as a transition.
 *
 * Next's pages router calls `hydrateRoot` outside any transition, so React hydrates the whole page
 * at its default priority: one uninterrupted task (~210 ms on this project's home page, ~840 ms on
 * Lighthouse's 4× slowed phone) in which the page answers nothing. Started inside `startTransition`,
 * the same hydration runs at transition priority, which React renders in slices of about 5 ms,
 * handing the main thread back between them. A click or key on the page before hydration has
 * finished makes React finish it at once and then handle the event (discrete events on a
 * dehydrated root hydrate it synchronously); the server HTML stays on screen meanwhile; later
 * renders (`root.render` on navigation) are Next's own. What moves: effects run after the last
 * slice, which can be after the `load` event — a script that drives the router at `load` (as an
 * e2e test might) can run before the hooks that effects install.
 *
 * Wired by next.config.ts for client bundles: every `import 'react-dom/client'` except this file's
 * own resolves here. decision: docs/decisions/0019-less-main-thread-at-load.md.
 */
import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';

export { createRoot } from 'react-dom/client';

export function hydrateRoot(...args: Parameters<typeof ReactDOMClient.hydrateRoot>): ReactDOMClient.Root {
  let root: ReactDOMClient.Root | undefined;
  startTransition(() => {
    root = ReactDOMClient.hydrateRoot(...args);
  });
  // startTransition runs its callback synchronously.
  return root as ReactDOMClient.Root;
}

// Next's compiled client reads the module through `_interop_require_default(...).default`.
const client: typeof ReactDOMClient = { ...ReactDOMClient, hydrateRoot };
export default client;
