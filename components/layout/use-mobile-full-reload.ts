import Router from 'next/router';
import { useEffect } from 'react';
import { hardNavigate } from '@/lib/redirect';
import { isMobileUA } from '@/lib/ua';

/** /zt/{number} or /zt/{number}.html, with an optional query or hash. */
const ZT_SPECIAL = /^\/zt\/\d+(\.html)?(?:[?#]|$)/;

export function isZtSpecialPath(url: string): boolean {
  return ZT_SPECIAL.test(url);
}

/** Marks the abort we throw so our own unhandledrejection listener can recognise it. */
const ABORT = Symbol.for('nn.mobileFullReload');

type RouteAbort = Error & { cancelled: true; [ABORT]: true };

function routeAbort(url: string): RouteAbort {
  return Object.assign(new Error(`Route Cancelled: full page load of ${url}`), { cancelled: true as const, [ABORT]: true as const });
}

function isOurAbort(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as Record<symbol, unknown>)[ABORT] === true;
}

/**
 * SPEC §2: on a mobile user agent, a client navigation to /zt/{number}(.html) becomes a full page
 * load of the same path. On routeChangeStart we start the hard navigation, tell listeners the
 * client transition failed (so the progress bar stops), and throw Next's own cancellation shape
 * (`cancelled: true`), which aborts `router.change` before any data is fetched. The promise of the
 * push that started it then rejects with that error; we mark the rejection as handled so it is not
 * reported as an uncaught error. Mounted once in `_app`.
 */
export function useMobileFullReload(userAgent?: string): void {
  useEffect(() => {
    const ua = userAgent ?? window.navigator.userAgent;
    if (!isMobileUA(ua)) return undefined;
    const onStart = (url: string, props?: { shallow?: boolean }) => {
      if (!isZtSpecialPath(url)) return;
      const err = routeAbort(url);
      hardNavigate(url);
      Router.events.emit('routeChangeError', err, url, props ?? { shallow: false });
      throw err;
    };
    const onUnhandled = (e: PromiseRejectionEvent) => {
      if (isOurAbort(e.reason)) e.preventDefault();
    };
    Router.events.on('routeChangeStart', onStart);
    window.addEventListener('unhandledrejection', onUnhandled);
    return () => {
      Router.events.off('routeChangeStart', onStart);
      window.removeEventListener('unhandledrejection', onUnhandled);
    };
  }, [userAgent]);
}
