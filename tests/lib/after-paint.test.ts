import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_FILE, AFTER_PAINT_LOADER, afterPaintPlugin, FIRST_PAINT_LIMIT_MS, inertScriptProps, PARSE_POLL_MS } from '@/lib/after-paint';

// The loader runs against a document of its own and fakes of the browser's timing APIs, passed as
// the globals it reads; time moves only when a test says so.
function page({ visibility = 'visible', paintSupported = true, painted = false, raf = true, modules = true, parsing = false } = {}) {
  const doc = document.implementation.createHTMLDocument('t');
  // jsdom's script elements lack \`noModule\`; a browser that runs modules has it.
  const createElement = doc.createElement.bind(doc);
  doc.createElement = ((tag: string) => {
    const el = createElement(tag);
    if (modules && tag === 'script') Object.defineProperty(el, 'noModule', { value: false, writable: true });
    return el;
  }) as typeof doc.createElement;
  let state = visibility;
  Object.defineProperty(doc, 'visibilityState', { get: () => state });
  let readyState: DocumentReadyState = parsing ? 'loading' : 'interactive';
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  doc.head.innerHTML = [
    '<script type="text/x-after-paint" data-after-paint="" data-src="/p.js" data-nomodule=""></script>',
    '<script type="text/x-after-paint" data-after-paint="" data-src="/framework.js?dpl=x"></script>',
    '<script type="text/x-after-paint" data-after-paint="" data-src="/main.js?dpl=x"></script>',
  ].join('');
  doc.body.innerHTML = '<script type="text/x-after-paint" data-after-paint="" data-src="/page.js"></script>';

  const timers: { at: number; fn: () => void }[] = [];
  let now = 0;
  const frames: (() => void)[] = [];
  const observers: { cb: (list: { getEntries(): { name: string }[] }) => void; options?: unknown; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'largest-contentful-paint'] : ['mark'];
    record: (typeof observers)[number];
    constructor(cb: (typeof observers)[number]['cb']) {
      this.record = { cb, connected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const entries = painted ? [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] : [];
  const fakePerformance = { getEntriesByType: (type: string) => (type === 'paint' ? entries : []) };
  let tasks = 0;
  const fakeSetTimeout = (fn: () => void, ms = 0) => timers.push({ at: now + ms, fn });
  const fakeRaf = raf ? (fn: () => void) => frames.push(fn) : undefined;

  new Function('document', 'PerformanceObserver', 'performance', 'setTimeout', 'requestAnimationFrame', AFTER_PAINT_LOADER)(
    doc,
    paintSupported ? FakeObserver : undefined,
    fakePerformance,
    fakeSetTimeout,
    fakeRaf,
  );

  const started = () =>
    [...doc.head.querySelectorAll('script:not([data-after-paint])')].map((s) => {
      const el = s as HTMLScriptElement;
      return { src: el.getAttribute('src'), async: el.async, noModule: el.noModule === true };
    });
  /** Runs the tasks due now, and the ones they queue, as an event loop would. */
  const settle = () => {
    for (let turn = 0; turn < 100 && timers.some((t) => t.at <= now); turn++) {
      const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
      timers.splice(timers.indexOf(due), 1);
      tasks += 1;
      due.fn();
    }
  };
  return {
    started,
    settle,
    observers,
    /** Timer tasks run so far. */
    tasks: () => tasks,
    /** The parser reaches the end of the document. */
    parsed() {
      readyState = 'interactive';
    },
    paint(...names: string[]) {
      for (const o of observers) if (o.connected) o.cb({ getEntries: () => names.map((name) => ({ name })) });
    },
    advance(ms: number) {
      now += ms;
      settle();
    },
    frame() {
      for (const fn of frames.splice(0)) fn();
    },
    hide() {
      state = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

// A browser that runs modules never runs the nomodule polyfills: they are not even fetched.
const IN_ORDER = [
  { src: '/framework.js?dpl=x', async: false, noModule: false },
  { src: '/main.js?dpl=x', async: false, noModule: false },
  { src: '/page.js', async: false, noModule: false },
];

describe('the after-paint loader (first-load scripts start after the first contentful paint)', () => {
  it('starts nothing before the first contentful paint, then every script once, in document order, one per task', () => {
    const p = page();
    expect(p.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    p.paint('first-paint');
    p.advance(100);
    expect(p.started()).toEqual([]);
    const before = p.tasks();
    p.paint('first-contentful-paint');
    // The observer's callback only schedules: reading the document and each request are tasks of their own.
    expect(p.started()).toEqual([]);
    expect(p.observers[0]?.connected).toBe(false);
    p.settle();
    expect(p.started()).toEqual(IN_ORDER);
    // collect, then one task per script (the last one finds nothing left)
    expect(p.tasks() - before).toBe(1 + IN_ORDER.length + 1);
    p.paint('first-contentful-paint');
    p.hide();
    p.advance(FIRST_PAINT_LIMIT_MS);
    expect(p.started()).toHaveLength(IN_ORDER.length);
  });

  it('reads the document only once the parser has finished it (an async script can run before)', () => {
    const p = page({ painted: true, parsing: true });
    p.settle();
    p.advance(PARSE_POLL_MS * 3);
    expect(p.started()).toEqual([]);
    p.parsed();
    p.advance(PARSE_POLL_MS);
    expect(p.started()).toEqual(IN_ORDER);
  });

  it('starts at once when the page has already painted (the paint entry is buffered)', () => {
    const p = page({ painted: true });
    p.settle();
    expect(p.started()).toEqual(IN_ORDER);
    expect(p.observers).toEqual([]);
  });

  it('starts at once in a hidden page, which paints no frame', () => {
    const p = page({ visibility: 'hidden' });
    p.settle();
    expect(p.started()).toEqual(IN_ORDER);
  });

  it('starts when the page is hidden before it painted', () => {
    const p = page();
    p.hide();
    p.settle();
    expect(p.started()).toEqual(IN_ORDER);
  });

  it('waits for a first contentful paint no longer than its limit', () => {
    const p = page();
    p.advance(FIRST_PAINT_LIMIT_MS - 1);
    expect(p.started()).toEqual([]);
    p.advance(1);
    expect(p.started()).toEqual(IN_ORDER);
  });

  it('without paint timing, starts after the next animation frame', () => {
    const p = page({ paintSupported: false });
    p.advance(0);
    expect(p.started()).toEqual([]);
    p.frame();
    p.advance(0);
    expect(p.started()).toEqual(IN_ORDER);
  });

  it('without paint timing or animation frames, starts at once', () => {
    const p = page({ paintSupported: false, raf: false });
    p.settle();
    expect(p.started()).toEqual(IN_ORDER);
  });

  it('in a browser without modules, the nomodule polyfills come first, marked nomodule', () => {
    const p = page({ painted: true, modules: false });
    p.settle();
    expect(p.started()).toEqual([{ src: '/p.js', async: false, noModule: true }, ...IN_ORDER]);
  });
});

describe('inertScriptProps', () => {
  it("keeps Next's address (query included) and the nomodule mark, in a form no browser fetches or runs", () => {
    expect(inertScriptProps({ src: '/_next/static/chunks/main.js?dpl=a', defer: true })).toEqual({
      type: 'text/x-after-paint',
      'data-after-paint': '',
      'data-src': '/_next/static/chunks/main.js?dpl=a',
    });
    expect(inertScriptProps({ src: '/p.js', noModule: true })).toMatchObject({ 'data-nomodule': '' });
  });

  it('leaves a script without an address (an inline one) alone', () => {
    expect(inertScriptProps({ dangerouslySetInnerHTML: { __html: 'x' } })).toBeNull();
    expect(inertScriptProps({ src: '' })).toBeNull();
  });
});

describe('afterPaintPlugin', () => {
  it("emits the loader beside Next's chunks under a name carrying its content's hash", () => {
    const emitted = new Map<string, string>();
    const taps: (() => void)[] = [];
    const compilation = {
      hooks: { processAssets: { tap: (_o: unknown, fn: () => void) => taps.push(fn) } },
      emitAsset: (file: string, source: { text: string }) => emitted.set(file, source.text),
    };
    const webpack = {
      Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: -2000 },
      sources: {
        RawSource: class {
          constructor(public text: string) {}
        },
      },
    };
    afterPaintPlugin(webpack).apply({ hooks: { thisCompilation: { tap: (_n: string, fn: (c: typeof compilation) => void) => fn(compilation) } } } as never);
    taps.forEach((fn) => fn());
    const hash = createHash('sha256').update(AFTER_PAINT_LOADER).digest('hex').slice(0, 16);
    expect(AFTER_PAINT_FILE).toBe(`static/chunks/after-paint-${hash}.js`);
    expect([...emitted]).toEqual([[AFTER_PAINT_FILE, AFTER_PAINT_LOADER]]);
  });
});
