// @vitest-environment node
import { sanitizeHtml } from '@/components/ui/sanitize-html';

const clean = (html: string) => sanitizeHtml(html) as string;

describe('sanitizeHtml', () => {
  it('keeps rich content: headings, lists, tables, figures, local images and links', () => {
    const html =
      '<h2>标题</h2><p>正文<strong>加粗</strong></p><ul><li>一</li></ul><table><thead><tr><th>区服</th></tr></thead><tbody><tr><td>亚服</td></tr></tbody></table>' +
      '<figure><img src="/covers/game-pubg.svg" alt="封面" width="640" height="360"><figcaption>说明</figcaption></figure><a href="/helpCenter">帮助中心</a>';
    const out = clean(html);
    for (const part of ['<h2>标题</h2>', '<strong>加粗</strong>', '<li>一</li>', '<th>区服</th>', '<figcaption>说明</figcaption>', 'href="/helpCenter"', 'src="/covers/game-pubg.svg"', 'loading="lazy"']) {
      expect(out).toContain(part);
    }
  });

  it.each([
    ['img onerror', '<img src=x onerror=alert(1)>', /onerror|alert/],
    ['script', '<script>alert(1)</script><p>ok</p>', /<script|alert/],
    ['javascript: href', '<a href="javascript:alert(1)">点我</a>', /javascript:|alert/],
    ['entity-obfuscated javascript: href', '<a href="jav&#x09;ascript:alert(1)">点我</a>', /ascript:|alert/],
    ['data: href', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|alert/],
    ['iframe srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>', /iframe|srcdoc|alert/],
    ['on* attributes', '<p onmouseover="alert(1)" onclick="alert(2)">文字</p>', /onmouseover|onclick|alert/],
    ['style expressions', '<p style="width: expression(alert(1)); background:url(javascript:alert(1))">文字</p>', /style|expression|alert/],
    ['style element', '<style>body{background:url("javascript:alert(1)")}</style>', /<style|alert/],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>', /<svg|onload|alert/],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/],
    ['form action', '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>', /<form|formaction|alert/],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', /<meta|alert/],
    ['protocol-relative img', '<img src="//evil.example/x.png">', /evil\.example/],
  ])('neutralises %s', (_name, dirty, forbidden) => {
    expect(clean(dirty)).not.toMatch(forbidden);
  });

  it('keeps the text of neutralised elements', () => {
    expect(clean('<p onmouseover="alert(1)">如有疑问，请联系官方客服。</p>')).toBe('<p>如有疑问，请联系官方客服。</p>');
    expect(clean('<a href="javascript:alert(1)">核对官方地址</a>')).toBe('<a>核对官方地址</a>');
  });

  it('marks external links noopener and opens them in a new tab', () => {
    expect(clean('<a href="https://example.com/a">外链</a>')).toBe('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">外链</a>');
  });

  it('is idempotent', () => {
    const once = clean('<p>a<img src=x onerror=alert(1)><a href="/x">b</a></p>');
    expect(clean(once)).toBe(once);
  });
});

describe('sanitizeHtml: DOM clobbering (ids and names of CMS HTML)', () => {
  it('prefixes every id and name with user-content-, once', () => {
    expect(clean('<p id="__NEXT_DATA__">x</p>')).toBe('<p id="user-content-__NEXT_DATA__">x</p>');
    expect(clean('<div id="__next">x</div>')).toBe('<div id="user-content-__next">x</div>');
    expect(clean('<img src="/a.png" name="getElementById">')).toContain('name="user-content-getElementById"');
    expect(clean(clean('<h2 id="faq">问</h2>'))).toBe('<h2 id="user-content-faq">问</h2>');
  });

  it('rewrites in-page anchors and id references to the prefixed ids, so they keep working', () => {
    expect(clean('<a href="#faq">常见问题</a><h2 id="faq">问</h2>')).toBe('<a href="#user-content-faq">常见问题</a><h2 id="user-content-faq">问</h2>');
    expect(clean('<a href="#%E9%97%AE">问</a>')).toBe('<a href="#user-content-问">问</a>');
    expect(clean('<table><tr><th id="h">区</th><td headers="h">亚</td></tr></table>')).toContain('headers="user-content-h"');
    expect(clean('<p aria-describedby="a b">x</p>')).toContain('aria-describedby="user-content-a user-content-b"');
    expect(clean('<a href="#x" target="_blank">x</a>')).toBe('<a href="#user-content-x">x</a>');
    expect(clean('<a href="#x&quot;onmouseover=alert(1)">x</a>')).not.toMatch(/onmouseover="|href="#user-content-x"onmouseover/);
  });
});
