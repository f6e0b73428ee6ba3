// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref } from '@/lib/safe-href';

describe('safeHref', () => {
  it.each([
    ['https://www.gamersky.com/', 'https://www.gamersky.com/'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['  https://example.com/  ', 'https://example.com/'],
    ['HTTPS://EXAMPLE.COM/', 'HTTPS://EXAMPLE.COM/'],
    ['/news/1001.html', '/news/1001.html'],
    ['/', '/'],
    ['/content/search?keyword=%E5%BB%B6%E8%BF%9F', '/content/search?keyword=%E5%BB%B6%E8%BF%9F'],
  ])('%j → %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\n:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%09/evil.example',
    '/%2f/evil.example',
    '/%5c/evil.example',
    '/\t/evil.example',
    'https:evil.example',
    'https:/\\evil.example',
    'https://user:pass@evil.example/',
    'https://',
    'news/1001.html',
    '#top',
    '',
    '   ',
    '/a\u2028b',
  ])('rejects %j', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });

  it.each([null, undefined, 42, {}, ['https://a.com'], true])('rejects non-string %j', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });

  const scheme = fc.constantFrom('javascript', 'data', 'vbscript');
  const noise = fc.constantFrom('', '\t', '\n', '\r', ' ', '\u0000', '\u00a0', '\ufeff');

  it('never lets a dangerous scheme through, whatever the case and whitespace', () => {
    fc.assert(
      fc.property(scheme, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), noise, noise, fc.string(), (s, upper, pre, mid, rest) => {
        const cased = [...s].map((ch, i) => (upper[i % upper.length] ? ch.toUpperCase() : ch)).join('');
        const at = Math.floor(cased.length / 2);
        const input = `${pre}${cased.slice(0, at)}${mid}${cased.slice(at)}:${rest}`;
        expect(safeHref(input)).toBeUndefined();
      }),
    );
  });

  it('any accepted value is an http(s) URL or a single-slash path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `/${s}`), fc.string().map((s) => `//${s}`)), (input) => {
        const out = safeHref(input);
        if (out === undefined) return;
        expect(/^https?:\/\/[^/\\]/i.test(out) || (/^\/(?![/\\])/.test(out) && !out.includes('\\'))).toBe(true);
        expect(out).not.toMatch(/[\u0000-\u0020\u007f]/);
      }),
    );
  });

  it('keeps real web URLs', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        fc.pre(!/@/.test(url.split('/')[2] ?? '') && !url.includes('\\'));
        expect(safeHref(url)).toBe(url);
      }),
    );
  });
});
