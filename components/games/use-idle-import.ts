import { useEffect, useState } from 'react';

/**
 * Loads a module once the browser is idle after hydration, so interactive parts that only matter
 * after the first paint stay out of the page's first-load JavaScript. Null until it has loaded.
 */
export function useIdleImport<T>(load: () => Promise<T>): T | null {
  const [mod, setMod] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let live = true;
    const run = () =>
      void load().then((value) => {
        if (live) setMod({ value });
      });
    const idle = window.requestIdleCallback?.(run, { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(run, 200) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
    // The loader is a module-level import() call; running it once is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return mod?.value ?? null;
}
