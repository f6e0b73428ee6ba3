import { act, useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import shim, { hydrateRoot } from '@/lib/hydrate-in-transition';

// A page of 40 parts that each take 1 ms to render: 40 ms of hydration, well over React's 5 ms slice.
const PARTS = 40;
let rendered = 0;
let hydrated = false;
// The event loop's turn a part rendered in: a ticker counts turns while the page hydrates.
let turn = 0;
const turnsSeen = new Set<number>();
function partRendered() {
  rendered += 1;
  turnsSeen.add(turn);
  busy(1);
}
function pageHydrated() {
  hydrated = true;
}
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* the render's own work */
  }
}
function Part({ n }: { n: number }) {
  partRendered();
  return <li>第 {n} 项</li>;
}
function Parts() {
  return (
    <ul>
      {Array.from({ length: PARTS }, (_, n) => (
        <Part key={n} n={n} />
      ))}
    </ul>
  );
}
function Page({ onClick }: { onClick?: () => void }) {
  useEffect(pageHydrated, []);
  return (
    <main>
      <button type="button" onClick={onClick}>
        下载
      </button>
      <Parts />
    </main>
  );
}

const roots: ReactDOMClient.Root[] = [];
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  rendered = 0; // the server's render is not the browser's
  hydrated = false;
  turnsSeen.clear();
  return container;
}
afterEach(() => {
  roots.splice(0).forEach((r) => r.unmount());
  document.body.innerHTML = '';
  rendered = 0;
});

/** In how many turns of the event loop the page's parts hydrated. */
async function hydrationTurns(hydrate: typeof ReactDOMClient.hydrateRoot) {
  const container = serverPage();
  let ticker: ReturnType<typeof setImmediate> | undefined;
  const tick = () => {
    turn += 1;
    ticker = setImmediate(tick);
  };
  tick();
  try {
    roots.push(hydrate(container, <Page />));
    await new Promise<void>((resolve) => {
      const wait = () => (hydrated ? resolve() : setTimeout(wait, 5));
      wait();
    });
  } finally {
    clearImmediate(ticker);
  }
  expect(rendered).toBe(PARTS);
  return turnsSeen.size;
}

describe('hydrateRoot in a transition', () => {
  it('hands the thread back during hydration: 40 ms of parts hydrate over several turns of the event loop', async () => {
    expect(await hydrationTurns(hydrateRoot)).toBeGreaterThanOrEqual(3);
  });

  it("(control) React's own hydrateRoot hydrates the page in one turn", async () => {
    expect(await hydrationTurns(ReactDOMClient.hydrateRoot)).toBe(1);
  });

  it('a click before hydration has finished still reaches its handler', async () => {
    let clicks = 0;
    const container = serverPage();
    roots.push(hydrateRoot(container, <Page onClick={() => (clicks += 1)} />));
    // Let the first slice run, then click while the rest is still dehydrated.
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(rendered).toBeLessThan(PARTS);
    await act(async () => {
      container.querySelector('button')!.click();
    });
    expect(clicks).toBe(1);
    expect(rendered).toBeGreaterThanOrEqual(PARTS);
  });

  it("is the whole of react-dom/client to Next's interop (default export) and to named imports", () => {
    expect(shim.hydrateRoot).toBe(hydrateRoot);
    expect(shim.createRoot).toBe(ReactDOMClient.createRoot);
    expect(Object.keys(shim).sort()).toEqual(Object.keys(ReactDOMClient).sort());
  });
});
