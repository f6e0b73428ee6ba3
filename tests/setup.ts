import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { settleAfterLoadForTests } from '@/lib/after-load';

const hasDom = typeof window !== 'undefined';

// The http client (axios) loads on first use, as in the browser; the first findBy* of a file may
// wait for that import on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

// Components see a page that has long settled: deferred work (lib/after-load) runs on the next
// tick. tests/lib/after-load.test.ts resets this to test the waiting itself.
beforeEach(() => {
  if (hasDom) settleAfterLoadForTests();
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// antd and responsive hooks read matchMedia, which jsdom lacks.
if (hasDom && !window.matchMedia) {
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
