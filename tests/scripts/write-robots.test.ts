// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../scripts/write-robots.ts';

describe('robots.txt (scripts/write-robots.ts)', () => {
  it('names the sitemap on the configured origin', () => {
    const txt: string = robotsTxt('https://staging.nn.com/');
    expect(txt).toContain('Sitemap: https://staging.nn.com/sitemap.xml');
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
  });
  it('falls back to the public site for a missing or non-http origin', () => {
    for (const bad of [undefined, '', 'javascript:alert(1)', 'not a url']) {
      expect(robotsTxt(bad)).toContain('Sitemap: https://www.nn.com/sitemap.xml');
    }
  });
  it('keeps the purchase page crawlable (it is a landing page; Lighthouse SEO on /nnpay)', () => {
    expect(robotsTxt('https://www.nn.com')).not.toMatch(/Disallow: \/nnpay/);
  });
});
