/**
 * On-demand antd stylesheet (browser only). antd's CSS is extracted at build time to one
 * content-hashed file (scripts/extract-antd-styles.ts) whose URL next.config.ts inlines as
 * NEXT_PUBLIC_ANTD_CSS. It is not in any page's first load: <AntdProvider> calls loadAntdCss()
 * and shows its antd children once the sheet has applied, so a dialog never flashes unstyled.
 */
const ATTR = 'data-antd-css';

let pending: Promise<void> | null = null;

function isApplied(href: string): boolean {
  return Array.from(document.styleSheets).some((s) => s.href !== null && s.href.endsWith(href));
}

/** True when no sheet is configured (unit tests) or it has already applied. */
export function antdCssReady(href: string | undefined = process.env.NEXT_PUBLIC_ANTD_CSS): boolean {
  if (!href || typeof document === 'undefined') return true;
  return isApplied(href);
}

/**
 * Adds the `<link rel="stylesheet">` once and resolves when it has loaded. A failed load resolves
 * too (the dialog works unstyled rather than not at all) and clears the cache, so the next call
 * tries again.
 */
export function loadAntdCss(href: string | undefined = process.env.NEXT_PUBLIC_ANTD_CSS): Promise<void> {
  if (antdCssReady(href) || !href) return Promise.resolve();
  if (pending) return pending;
  pending = new Promise<void>((resolve) => {
    let link = document.head.querySelector<HTMLLinkElement>(`link[${ATTR}]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(ATTR, '');
      document.head.appendChild(link);
    }
    const done = (ok: boolean) => {
      if (!ok) {
        link?.remove();
        pending = null;
      }
      resolve();
    };
    link.addEventListener('load', () => done(true), { once: true });
    link.addEventListener('error', () => done(false), { once: true });
  });
  return pending;
}

/** Starts fetching the sheet without applying it (e.g. on hover of a buy button). */
export function prefetchAntdCss(href: string | undefined = process.env.NEXT_PUBLIC_ANTD_CSS): void {
  if (!href || typeof document === 'undefined' || document.head.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  document.head.appendChild(link);
}
