import { createHash } from 'node:crypto';

/**
 * Server and build only (pages/_document.tsx, next.config.ts): a page's first-load scripts start
 * after the browser has painted the server HTML, never before.
 *
 * Next writes them as `<script defer>` in the head. A deferred script runs when parsing ends, and
 * when it is already in hand (cached, or a fast network) the browser runs React, Next and the page
 * before it presents its first frame: the visitor looks at a blank screen while a mid-range phone
 * evaluates ~150 KB of script, and the largest paint waits for it. Lighthouse (mobile, simulated)
 * saw both orders on the same page, and the largest contentful paint at 1.2–2.0 s in loads where
 * the frame came first, 2.5–3.9 s where the scripts did (docs/decisions/0020).
 *
 * So the document carries the same scripts inert (`<script type="text/x-after-paint"
 * data-src=…>`, which a browser neither fetches nor runs) and one small async loader. The loader
 * waits for the first contentful paint (the paint timing entry, reported once the frame is on
 * screen) and for the parser to have finished the document, then appends the scripts in their
 * document order with `async = false`, so they run in that order as deferred scripts do. Every step
 * is a task of its own: starting a request costs a fresh browser 1–5 ms of main thread (eleven in one
 * task measured 13–48 ms, unthrottled), and Lighthouse's simulation drops tasks under 10 ms but
 * multiplies the others by four. The nomodule polyfills are appended only where a browser would run
 * them. It starts at once in a hidden page (a background tab paints nothing), when the page is hidden
 * before it painted, and after FIRST_PAINT_LIMIT_MS in any case; a browser without paint timing
 * starts after the next animation frame. The cost: the scripts' download starts at the first paint
 * instead of with the HTML.
 *
 * The loader is `async`, not `defer`: a deferred script runs in the task that ends parsing, the task
 * in which a fresh browser also computes the page's first styles (90 ms unthrottled here). Lighthouse
 * takes a task that ran a script to wait for that script's download, so it placed those styles after
 * the first paint and counted them as blocking (a 370 ms long task on the article in some runs). An
 * async script runs in a task of its own, and the loader reads the document only once
 * `readyState` has left `loading` (looking again every PARSE_POLL_MS), since the parser may not have
 * reached the end when it runs.
 *
 * The loader is a file of its own (CSP `script-src 'self'`: no inline script), emitted by the
 * browser build into `static/chunks/` under a name carrying its content's hash, so it is cached
 * like Next's own chunks.
 */

/**
 * The longest the scripts wait for the first contentful paint: a page whose first frame has nothing
 * contentful in it (or a browser that never reports one) still starts.
 */
export const FIRST_PAINT_LIMIT_MS = 3000;

/** How often the loader looks again whether the parser has finished the document (it is async). */
export const PARSE_POLL_MS = 50;

/** The attribute that marks an inert first-load script. */
export const AFTER_PAINT_ATTR = 'data-after-paint';

/**
 * The loader, as it is served: plain ES5 (it runs before any polyfill), a string so that the build
 * and the document hash the same bytes.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var d = document, started = false, observer = null, inert, i = 0, modules;
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    d.removeEventListener('visibilitychange', onHidden);
    setTimeout(collect, 0);
  }
  function collect() {
    if (d.readyState === 'loading') return void setTimeout(collect, ${PARSE_POLL_MS});
    inert = d.querySelectorAll('script[${AFTER_PAINT_ATTR}]');
    modules = 'noModule' in d.createElement('script');
    setTimeout(next, 0);
  }
  function next() {
    for (; i < inert.length; i++) {
      if (!inert[i].hasAttribute('data-nomodule')) break;
      if (!modules) append(inert[i], true);
    }
    if (i >= inert.length) return;
    append(inert[i++], false);
    setTimeout(next, 0);
  }
  function append(el, noModule) {
    var s = d.createElement('script');
    if (noModule) s.noModule = true;
    s.async = false;
    s.src = el.getAttribute('data-src');
    d.head.appendChild(s);
  }
  function onHidden() {
    if (d.visibilityState === 'hidden') start();
  }
  function painted(entries) {
    for (var i = 0; i < entries.length; i++) if (entries[i].name === 'first-contentful-paint') return true;
    return false;
  }
  var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (d.visibilityState === 'hidden') {
    start();
  } else if (types && types.indexOf('paint') >= 0) {
    if (painted(performance.getEntriesByType('paint'))) return start();
    d.addEventListener('visibilitychange', onHidden);
    observer = new PerformanceObserver(function (list) { if (painted(list.getEntries())) start(); });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, ${FIRST_PAINT_LIMIT_MS});
  } else if (typeof requestAnimationFrame === 'function') {
    d.addEventListener('visibilitychange', onHidden);
    requestAnimationFrame(start);
  } else {
    start();
  }
})();
`;

/** The loader's path under the build's output (`static/chunks/after-paint-<hash>.js`). */
export const AFTER_PAINT_FILE = `static/chunks/after-paint-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('hex').slice(0, 16)}.js`;

/** What pages/_document needs of one script element Next would write. */
export interface ScriptElementProps {
  src?: string;
  noModule?: boolean;
  [key: string]: unknown;
}

/**
 * The inert form of one of Next's first-load `<script>`s: same address, no `src`, no type a browser
 * runs. Anything that is not an external script (Next's inline `beforeInteractive` kind) is kept as is.
 */
export function inertScriptProps(props: ScriptElementProps): Record<string, unknown> | null {
  if (typeof props.src !== 'string' || !props.src) return null;
  return {
    type: 'text/x-after-paint',
    [AFTER_PAINT_ATTR]: '',
    'data-src': props.src,
    ...(props.noModule ? { 'data-nomodule': '' } : {}),
  };
}

/** Subset of webpack the emitting plugin uses (next.config passes webpack's own). */
interface Webpack {
  Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
  sources: { RawSource: new (source: string) => unknown };
}
interface Compilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
  emitAsset(file: string, source: unknown): void;
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

/** Browser build: writes the loader as `AFTER_PAINT_FILE` beside Next's chunks. */
export function afterPaintPlugin(webpack: Webpack) {
  const name = 'AfterPaintLoader';
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(AFTER_PAINT_FILE, new webpack.sources.RawSource(AFTER_PAINT_LOADER));
        });
      });
    },
  };
}
