/**
 * Loads a vendor's browser script once, as a `<script src>` (the CSP allows no inline code), and
 * resolves with the global it defines. Concurrent callers share the load; a failed load (error,
 * timeout, or the global missing) can be retried.
 */
const LOAD_TIMEOUT_MS = 10_000;
const loading = new Map<string, Promise<unknown>>();

export function loadVendorScript<T>(src: string, read: () => T | undefined): Promise<T> {
  const ready = read();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(src);
  if (pending) return pending as Promise<T>;
  const load = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => done(new Error('timeout')), LOAD_TIMEOUT_MS);
    function done(error?: Error) {
      window.clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      const value = read();
      if (!error && value) return resolve(value);
      script.remove();
      loading.delete(src);
      reject(error ?? new Error(`${src} defined nothing`));
    }
    const onLoad = () => done();
    const onError = () => done(new Error('jsload_error'));
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.head.appendChild(script);
  });
  loading.set(src, load);
  return load;
}

/** Test helper: forget finished or pending loads. */
export function resetVendorScripts(): void {
  loading.clear();
}
