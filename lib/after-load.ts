import { inOwnTask } from './own-task';

/**
 * One scheduler for work that must not compete with the first paint and hydration: footer
 * dictionaries, version and download lookups, the analytics SDK, idle imports. A task runs once the
 * page has loaded, the main thread has then stayed free for a quiet period and the browser is idle;
 * or at once on the visitor's first interaction (pointer, key, touch, wheel), so nothing they reach
 * for waits. Browser only; tasks queued during SSR are ignored.
 */
type Task = () => void;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
/**
 * After `load`: hydration and Next's idle-time link prefetches have finished by then, so deferred
 * work starts once the page is interactive instead of stretching its busy period (cf. TTI: the
 * first quiet window after the first paint).
 */
export const QUIET_MS = 4000;

/** True once the first flush happened: later tasks need no more waiting. */
let settled = false;
const markSettled: Task = () => {
  settled = true;
};
let queue: Task[] = [markSettled];
let armed = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  disarm();
  const tasks = queue;
  queue = [];
  for (const task of tasks) {
    try {
      task();
    } catch (err) {
      // One failing task must not starve the others; surface it without breaking the page.
      setTimeout(() => {
        throw err;
      });
    }
  }
}

function onLoad(): void {
  timer = setTimeout(() => {
    const idle = window.requestIdleCallback;
    if (idle) idle(flush, { timeout: 2000 });
    else flush();
  }, QUIET_MS);
}

function arm(): void {
  if (armed) return;
  armed = true;
  for (const type of INTERACTIONS) window.addEventListener(type, flush, { passive: true, capture: true });
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}

function disarm(): void {
  if (!armed) return;
  armed = false;
  for (const type of INTERACTIONS) window.removeEventListener(type, flush, { capture: true });
  window.removeEventListener('load', onLoad);
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/**
 * Runs `task` after load + quiet + idle, or on the first interaction. Once the page has passed
 * that point (a later client navigation) it runs on the next tick. Returns a cancel function.
 */
export function afterLoad(task: Task): () => void {
  if (typeof window === 'undefined') return () => {};
  // A task may return something (a promise): not a cleanup for inOwnTask to call.
  if (settled) return inOwnTask(() => void task());
  let cancelled = false;
  queue.push(() => {
    if (!cancelled) task();
  });
  arm();
  return () => {
    cancelled = true;
  };
}

/** Runs everything queued now (tests; the download button when clicked before the flush). */
export function flushAfterLoad(): void {
  if (typeof window === 'undefined') return;
  flush();
}

/** Tests: back to a fresh page. */
export function resetAfterLoadForTests(): void {
  disarm();
  queue = [markSettled];
  settled = false;
}

/** Tests of components: behave like a page that has long settled (tasks run on the next tick). */
export function settleAfterLoadForTests(): void {
  disarm();
  queue = [];
  settled = true;
}
