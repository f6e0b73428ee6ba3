// @vitest-environment jsdom
// Behaviour across files: CMS HTML cannot take over the page's elements (DOM clobbering) once sanitised and rendered (components/ui/sanitize-html.ts, purify-window.ts).
import { sanitizeHtml } from '@/components/ui/sanitize-html';

/**
 * The page as Next renders it: the article's HTML inside #__next, then Next's own data script.
 * Whatever the CMS writes, the page's scripts must still find their own elements and document APIs.
 */
function renderPage(articleHtml: string): void {
  document.body.innerHTML = `<div id="__next"><main><article>${sanitizeHtml(articleHtml)}</article></main></div><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('CMS HTML cannot take over the page’s elements', () => {
  it('__NEXT_DATA__: getElementById finds Next’s script, not the article’s paragraph', () => {
    renderPage('<p id="__NEXT_DATA__">{"props":{"pageProps":{"evil":true}}}</p><a name="__NEXT_DATA__">x</a>');
    const found = document.getElementById('__NEXT_DATA__');
    expect(found?.tagName).toBe('SCRIPT');
    expect(JSON.parse(found?.textContent ?? '')).toEqual({ props: {} });
  });

  it('__next: the page has one #__next, Next’s root', () => {
    renderPage('<div id="__next"><p>假的根</p></div><img src="/x.png" name="__next">');
    expect(document.querySelectorAll('#__next')).toHaveLength(1);
    expect(document.getElementsByName('__next')).toHaveLength(0);
    expect(document.getElementById('__next')?.firstElementChild?.tagName).toBe('MAIN');
  });

  it('form and named elements do not clobber document properties', () => {
    renderPage(
      '<form name="cookie"><input name="domain"></form><img src="/a.png" name="getElementById"><img src="/b.png" name="cookie">' +
        '<img src="/c.png" id="location"><embed name="forms"><object name="body"></object><img src="/d.png" name="querySelector">',
    );
    expect(typeof document.getElementById).toBe('function');
    expect(typeof document.querySelector).toBe('function');
    expect(typeof document.cookie).toBe('string');
    expect(document.forms).toBeInstanceOf(HTMLCollection);
    expect(document.body.tagName).toBe('BODY');
    expect(String(document.location)).toMatch(/^http/);
    // jsdom has no named access on document/window, so check the names themselves: none is left
    // that a browser would expose as document.X or window.X.
    for (const name of ['cookie', 'getElementById', 'forms', 'body', 'querySelector', 'next', 'domain']) {
      expect(document.getElementsByName(name), name).toHaveLength(0);
    }
    expect(document.getElementById('location')).toBeNull();
  });

  it('no id or name of the article is left unprefixed (window.next is Next’s router)', () => {
    renderPage('<img src="/a.png" name="next"><a name="__NEXT_P">x</a><p id="__N_SSG">y</p><map name="m"><area href="/x" alt="x"></map>');
    for (const el of document.querySelectorAll('article [id], article [name]')) {
      for (const attr of ['id', 'name']) if (el.hasAttribute(attr)) expect(el.getAttribute(attr)).toMatch(/^user-content-/);
    }
    expect(document.getElementsByName('user-content-next')).toHaveLength(1);
  });

  it('an in-page anchor still leads to its heading', () => {
    renderPage('<a href="#setup">安装步骤</a><h2 id="setup">安装</h2>');
    const link = document.querySelector('article a') as HTMLAnchorElement;
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    expect(target?.tagName).toBe('H2');
  });
});
