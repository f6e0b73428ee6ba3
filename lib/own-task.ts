/**
 * Runs `work` in a task of its own, after the current one, and returns what undoes it: the pending
 * task cancelled, or the cleanup `work` returned called. For a mount effect (`useEffect(() =>
 * inOwnTask(() => …), [])`) that touches what costs a sync round-trip to the browser the first
 * time in a page — the cookie jar, localStorage/sessionStorage, the service-worker container, window
 * listeners for touch and wheel — or starts a request.
 *
 * Why: React runs the whole tree's mount effects in one task after it commits the hydrated page.
 * _app's effects alone made that task ~40 ms on a 4× slower CPU (the sandbox line's health check
 * and sessionStorage ~10 ms, the login sync's localStorage and cookie ~8 ms, the channel capture
 * ~4 ms, the service worker's container ~4 ms), a long task while the visitor may already be
 * tapping; each is a few ms in a task of its own. What they feed is state that components
 * subscribe to (the user store's `hydrated`, the notice's flag), so a task later is seen as soon
 * as it is set.
 */
export function inOwnTask(work: () => void | (() => void)): () => void {
  let cleanup: void | (() => void);
  let cancelled = false;
  const timer = setTimeout(() => {
    if (!cancelled) cleanup = work();
  }, 0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cleanup?.();
    cleanup = undefined;
  };
}
