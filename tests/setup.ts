import { afterEach, beforeEach } from 'vitest';
import fc from 'fast-check';

// Property tests draw a new seed on every local run, so they keep exploring; under CI the seed is
// fixed (or FUZZ_SEED), so a red CI replays exactly and a commit is judged on its own code, not on
// the inputs it happened to draw. A failure prints its seed: FUZZ_SEED=<seed> npx vitest run … replays it.
const fuzzSeed = process.env.FUZZ_SEED ?? (process.env.CI ? '20261127' : undefined);
if (fuzzSeed !== undefined) fc.configureGlobal({ seed: Number(fuzzSeed) });

// The VM pool (vitest.config.mts) runs a jsdom file in a context whose globals are jsdom's, and
// jsdom has no web streams; msw and the fetch adapter need them. Node's own are the browser's API.
if (typeof globalThis.WritableStream === 'undefined') {
  const web = await import('node:stream/web');
  Object.assign(globalThis, {
    ReadableStream: web.ReadableStream,
    WritableStream: web.WritableStream,
    TransformStream: web.TransformStream,
  });
}

// Testing Library, jest-dom and React DOM load only where there is a DOM: the node-environment
// files (the server, the sandbox, the scripts — most of the suite's files) import none of them.
if (typeof window !== 'undefined') await setUpDom();

async function setUpDom(): Promise<void> {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  const { settleAfterLoadForTests } = await import('@/lib/after-load');

  // The http client (axios) loads on first use, as in the browser; the first findBy* of a file may
  // wait for that import on a busy 2-core machine.
  configure({ asyncUtilTimeout: 4000 });

  // Components see a page that has long settled: deferred work (lib/after-load) runs on the next
  // tick. tests/lib/after-load.test.ts resets this to test the waiting itself.
  beforeEach(() => settleAfterLoadForTests());

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });

  // antd and responsive hooks read matchMedia, which jsdom lacks.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // jsdom has no ResizeObserver; antd's inputs and modal parts observe their size (no sizes to report).
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
}
