import { fireEvent, render, screen } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { act, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticIsland } from '@/components/ui/static-island';
import { makeRouter, withRouter } from '../../support/router';

interface Game {
  id: number;
  name: string;
}
const SERVED: Game[] = [
  { id: 1, name: '英雄联盟' },
  { id: 2, name: '原神' },
];

let renders = 0;
function cardRendered() {
  renders += 1;
}
function Card({ game }: { game: Game }) {
  cardRendered();
  return (
    <li>
      <a href={`/yxxz/pc/${game.id}`}>{game.name}</a>
    </li>
  );
}
function Grid({ games }: { games: Game[] }) {
  return (
    <main>
      <h1>游戏库</h1>
      <StaticIsland as="ul" aria-label="全部游戏" watch={[games]}>
        {games.map((g) => (
          <Card key={g.id} game={g} />
        ))}
      </StaticIsland>
    </main>
  );
}

const roots: ReactDOMClient.Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((r) => r.unmount()));
  document.body.innerHTML = '';
  renders = 0;
});

/**
 * Serves `page` (renderToString), lets `served` look at the server's DOM, then hydrates it as the
 * browser would; `logged`: the errors React reported.
 */
async function hydrate(page: ReactNode, served: (container: HTMLElement) => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  served(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = ReactDOMClient.hydrateRoot(container, page, { onRecoverableError: (e) => errors(e) });
  roots.push(root);
  await act(async () => undefined);
  const logged = errors.mock.calls.length;
  errors.mockRestore();
  return { container, root, logged };
}

async function hydrateServed(router: NextRouter) {
  let servedLinks: HTMLAnchorElement[] = [];
  const { container, root, logged } = await hydrate(withRouter(<Grid games={SERVED} />, router), (c) => {
    servedLinks = [...c.querySelectorAll('a')];
    renders = 0; // the server's render is not the browser's
  });
  /** New props for the page, as a client navigation gives them. */
  const showGames = (games: Game[]) => act(async () => root.render(withRouter(<Grid games={games} />, router)));
  return { container, servedLinks, logged, showGames };
}

/**
 * Fires a user's event and says whether the page prevented what the browser would do (navigate):
 * the window's listener runs after React's, then stops jsdom's own, which it does not implement.
 */
function pagePrevented(type: 'click' | 'submit', fire: () => void) {
  let prevented = false;
  const last = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener(type, last);
  fire();
  window.removeEventListener(type, last);
  return prevented;
}
const click = (target: Element, init: MouseEventInit = {}) => pagePrevented('click', () => fireEvent.click(target, init));

/** React marks every DOM node it hydrated or created with a `__reactFiber$…` property. */
const hasFiber = (node: Node) => Object.keys(node).some((k) => k.startsWith('__reactFiber$'));

describe('StaticIsland', () => {
  it("keeps the server's DOM at hydration without rendering or hydrating its children, and reports no mismatch", async () => {
    const { container, servedLinks, logged } = await hydrateServed(makeRouter());
    const island = container.querySelector('ul')!;
    expect(renders).toBe(0);
    expect(logged).toBe(0);
    expect([...container.querySelectorAll('a')]).toEqual(servedLinks); // the same nodes, not re-created
    expect(servedLinks.map((a) => a.textContent)).toEqual(['英雄联盟', '原神']);
    expect(servedLinks.some(hasFiber)).toBe(false);
    expect(hasFiber(island)).toBe(true); // the island itself is React's (its click handler)
    expect(hasFiber(container.querySelector('h1')!)).toBe(true); // the page around it hydrates as usual
    expect(island).toHaveAttribute('aria-label', '全部游戏');
  });

  it('navigates on the client on a plain click on one of its links, and leaves modified clicks to the browser', async () => {
    const router = makeRouter();
    const { servedLinks } = await hydrateServed(router);
    expect(click(servedLinks[1]!)).toBe(true); // no full page load
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/yxxz/pc/2', undefined, { scroll: true });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(servedLinks[0]!, modifier)).toBe(false);
    }
    expect(router.push).toHaveBeenCalledOnce();
  });

  it('submits a served same-origin GET form on the client with its fields and the scroll it was given', async () => {
    const router = makeRouter();
    const form = (platform: string, props: Record<string, string> = {}) => (
      <form action="/yxxz" method="get" {...props}>
        <input type="hidden" name="platform" value={platform} />
        <input type="hidden" name="sort" value="new" />
        <button type="submit">{platform}</button>
      </form>
    );
    const page = (
      <StaticIsland as="section" aria-label="筛选" watch={[]} scroll={false}>
        {form('pc')}
        {form('app', { method: 'post' })}
        {form('all', { target: '_blank' })}
        <form action="https://www.example.com/s" method="get">
          <button type="submit">外站</button>
        </form>
      </StaticIsland>
    );
    await hydrate(withRouter(page, router));
    const submitted = (name: string) => pagePrevented('submit', () => screen.getByRole('button', { name }).click());
    expect(hasFiber(screen.getByRole('button', { name: 'pc' }))).toBe(false);
    expect(submitted('pc')).toBe(true);
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/yxxz?platform=pc&sort=new', undefined, { scroll: false });
    for (const name of ['app', 'all', '外站']) expect(submitted(name), name).toBe(false);
    expect(router.push).toHaveBeenCalledOnce();
  });

  it('leaves links to another origin, new tabs and downloads to the browser', () => {
    const router = makeRouter();
    render(
      withRouter(
        <StaticIsland watch={[]}>
          <a href="https://www.example.com/x">外站</a>
          <a href="/yxxz/pc/1" target="_blank">
            新窗口
          </a>
          <a href="/download/NNSetup.exe" download>
            下载
          </a>
          <span>文字</span>
        </StaticIsland>,
        router,
      ),
    );
    for (const name of ['外站', '新窗口', '下载']) expect(click(screen.getByRole('link', { name }))).toBe(false);
    expect(click(screen.getByText('文字'))).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('renders its children with React once what it is drawn from changes, and never goes back to the empty island', async () => {
    const { container, showGames } = await hydrateServed(makeRouter());
    await showGames([{ id: 3, name: '永劫无间' }]);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['永劫无间']);
    expect(hasFiber(container.querySelector('a')!)).toBe(true);
    // Back to the values it was served with (a back navigation reusing the props): rendered, not emptied.
    await showGames(SERVED);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['英雄联盟', '原神']);
    expect(container.querySelectorAll('ul')).toHaveLength(1);
  });

  it("renders without a router mounted (a part rendered on its own); a click there is the browser's", () => {
    render(
      <StaticIsland as="nav" aria-label="页脚链接" watch={[]}>
        <a href="/nowhere-in-pages">隐私政策</a>
      </StaticIsland>,
    );
    expect(click(screen.getByRole('link', { name: '隐私政策' }))).toBe(false);
  });

  it('is an ordinary element with its children when rendered in the browser without server HTML', () => {
    render(withRouter(<Grid games={SERVED} />));
    expect(screen.getByRole('list', { name: '全部游戏' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['英雄联盟', '原神']);
    expect(renders).toBe(2);
  });
});
