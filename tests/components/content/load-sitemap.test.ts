// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSitemapEntries } from '@/components/content/load-sitemap';
import { articlePath, helpPath, jsonLdText, sitemapXml } from '@/lib/content-seo';
import { contentCatalogue } from '@/sandbox/seed/content';
import { freshSandbox } from '../../support/sandbox-calls';

beforeEach(freshSandbox);

describe('sitemap', () => {
  it('lists every seeded article (canonical .html), every help article and the guide collections', async () => {
    const xml = sitemapXml(await loadSitemapEntries());
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const { articles, help } = contentCatalogue();
    for (const a of articles) expect(locs).toContain(`https://www.nn.com${articlePath(a)}`);
    for (const h of help) expect(locs).toContain(`https://www.nn.com${helpPath(h.id)}`);
    expect(locs).toContain('https://www.nn.com/zt/10231.html');
    expect(locs).toContain('https://www.nn.com/gl/more/101.html');
    expect(locs).toContain('https://www.nn.com/news.html');
    expect(new Set(locs).size).toBe(locs.length);
    expect(articles.length).toBeGreaterThanOrEqual(30 + 30 + 6);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('escapes XML in URLs', () => {
    expect(sitemapXml([{ path: '/a?b=1&c=<2>' }])).toContain('<loc>https://www.nn.com/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & \u2028' });
  });
});
