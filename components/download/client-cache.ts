import { useEffect, useState } from 'react';
import { afterLoad } from '@/lib/after-load';

/**
 * A per-page-load promise cache for client-only calls (versions, dictionaries): the first caller
 * fetches, later mounts (the header and the footer, a re-mounted layout) reuse the same promise.
 * A failed call is forgotten so the next page load can try again.
 */
const cache = new Map<string, Promise<unknown>>();

export function cachedOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** Tests start each case from an empty cache. */
export function clearClientCache(): void {
  cache.clear();
}

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * Loads after hydration (never during SSR, so server and first client render agree), and only once
 * the page has settled (lib/after-load): these are footer/header extras, not first-paint content.
 */
export function useCachedOnce<T>(key: string, load: () => Promise<T>): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const cancel = afterLoad(() =>
      cachedOnce(key, load).then(
        (data) => live && setState({ status: 'ready', data }),
        () => live && setState({ status: 'error' }),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
    // `load` is a stable module function per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
