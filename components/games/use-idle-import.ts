import { useEffect, useState } from 'react';
import { afterLoad } from '@/lib/after-load';

/**
 * Loads a module once the page has settled after hydration (lib/after-load: load + quiet + idle, or
 * the first interaction), so interactive parts that only matter after the first paint stay out of
 * the page's first-load JavaScript and its main-thread work. Null until it has loaded.
 */
export function useIdleImport<T>(load: () => Promise<T>): T | null {
  const [mod, setMod] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let live = true;
    const run = () =>
      void load().then((value) => {
        if (live) setMod({ value });
      });
    const cancel = afterLoad(run);
    return () => {
      live = false;
      cancel();
    };
    // The loader is a module-level import() call; running it once is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return mod?.value ?? null;
}
