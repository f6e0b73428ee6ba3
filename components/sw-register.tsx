import { useEffect, useSyncExternalStore } from 'react';
import { afterLoad } from '@/lib/after-load';
import { inOwnTask } from '@/lib/own-task';
import styles from './sw-register.module.css';

/** `/sw.js?v=<buildId>`: a new deploy is a new worker URL, so the browser installs it. */
export function swUrl(buildId: string): string {
  return `/sw.js?v=${encodeURIComponent(buildId)}`;
}

function currentBuildId(): string {
  const fromEnv = process.env.NEXT_PUBLIC_BUILD_ID;
  const fromPage = (window as Window & { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId;
  return fromEnv || fromPage || 'dev';
}

/** Only where a service worker may run: http(s), secure context (https or localhost). */
export function canRegisterSw(win: Pick<Window, 'isSecureContext' | 'location' | 'navigator'>): boolean {
  return win.isSecureContext && /^https?:$/.test(win.location.protocol) && 'serviceWorker' in win.navigator;
}

/** This page's own URL and its same-origin scripts and styles, loaded before the worker controlled it. */
function pageAssets(): string[] {
  const urls = new Set<string>([window.location.pathname]);
  document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"][href], link[rel="preload"][href]').forEach((el) => {
    const src = el instanceof HTMLScriptElement ? el.src : el.href;
    if (src.startsWith(`${window.location.origin}/_next/static/`)) urls.add(src);
  });
  for (const e of performance.getEntriesByType('resource')) {
    if (e.name.startsWith(`${window.location.origin}/_next/static/`)) urls.add(e.name);
  }
  return [...urls];
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register(swUrl(currentBuildId()), { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'CACHE_URLS', urls: pageAssets() });
  } catch {
    // No worker (private mode, blocked): the site works the same, only without offline support.
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine as React state; the server (and the first client render) says online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine !== false, () => true);
}

/** The `Server-Timing` name public/sw.js gives a page it answered from its saved copy because the network failed. */
export const OFFLINE_COPY_TIMING = 'offline-copy';

/** Whether this document is the service worker's saved copy (its navigation entry carries the mark). */
export function isOfflineCopy(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.serverTiming?.some((timing) => timing.name === OFFLINE_COPY_TIMING) ?? false;
}

const never = () => () => undefined;

/** isOfflineCopy as React state: a document does not change what it was loaded from. */
function useOfflineCopy(): boolean {
  return useSyncExternalStore(never, isOfflineCopy, () => false);
}

/** The offline message: a page of its own (/offline), or a banner over a cached page. */
export function OfflineNotice({ standalone = false }: { standalone?: boolean }) {
  if (standalone) {
    return (
      <section className={styles.page} aria-labelledby="offline-title">
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M12 18.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-6.3-6.3a5 5 0 0 0-5.3 1.2l-1.4-1.4a7 7 0 0 1 4.5-2.1L9.6 11A9 9 0 0 0 5.6 13.4L4.2 12a11 11 0 0 1 3.9-2.5L5.9 7.3A15 15 0 0 0 1.4 10.2L0 8.8a17 17 0 0 1 4.4-3ZM12 5c4.4 0 8.5 1.7 11.6 4.6l-1.4 1.4A14.6 14.6 0 0 0 10.6 7L8.8 5.3C9.8 5.1 10.9 5 12 5Zm0 4c2.9 0 5.7 1.1 7.8 3l-1.4 1.4a9 9 0 0 0-3.6-2L12 9Z" />
        </svg>
        <h1 id="offline-title">网络已断开</h1>
        <p>当前网络不可用，暂时无法打开这个页面。</p>
        <p>请检查 Wi-Fi、移动数据或网线连接，网络恢复后点“重新加载”即可继续浏览。</p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          重新加载
        </button>
      </section>
    );
  }
  return (
    <div className={styles.banner} role="status">
      <strong>当前处于离线状态</strong>
      页面显示的是上次访问时保存的内容，网络恢复后刷新即可查看最新信息。
    </div>
  );
}

/**
 * Registers /sw.js once the page has settled (lib/after-load) — production builds only, on http(s) secure contexts —
 * and shows the offline banner while the browser is offline or the page is the worker's saved copy. Mount once in _app.
 */
export function SwRegister() {
  const online = useOnline();
  const offlineCopy = useOfflineCopy();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return undefined;
    return inOwnTask(() => {
      if (!canRegisterSw(window)) return undefined;
      return afterLoad(() => {
        // Registering offline fails with a console error ("An unknown error occurred when fetching
        // the script."), e.g. when the first interaction that runs deferred work happens offline.
        if (navigator.onLine) void register();
        else window.addEventListener('online', () => void register(), { once: true });
      });
    });
  }, []);
  // A saved copy says so even where the browser believes it is online: its content is still the
  // last visit's until the visitor reloads with a working network.
  return online && !offlineCopy ? null : <OfflineNotice />;
}
