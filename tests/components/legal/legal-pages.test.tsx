// @vitest-environment node
/** The footer's pages (components/legal, pages/{agreement,privacy,…}.tsx): content, dates, sitemaps. */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSitemapEntries } from '@/components/content/load-sitemap';
import { Business, Complaint, Contact, NoticeCentre, PrivacyPolicy, SiteMap, UserAgreement } from '@/components/legal';
import { loadNoticeCentre, loadSiteMap } from '@/components/legal/server';
import { sitemapXml } from '@/lib/content-seo';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { PAGE_META } from '@/lib/routes';
import { FOOTER_LINKS, SITE } from '@/lib/site';
import { contentCatalogue } from '@/sandbox/seed/content';
import { freshSandbox } from '../../support/sandbox-calls';

beforeEach(freshSandbox);

const html = (el: ReactElement) => renderToStaticMarkup(el);
/** The paragraphs and list items of a page, as text. */
const blocks = (markup: string) =>
  [...markup.matchAll(/<(p|li|td)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2].replace(/<[^>]+>/g, '').trim()).filter((t) => t.length >= 16 && !t.startsWith('更新日期'));

async function allPages(): Promise<Record<string, string>> {
  const notices = (await loadNoticeCentre()).props;
  const map = (await loadSiteMap()).props;
  return {
    agreement: html(<UserAgreement />),
    privacy: html(<PrivacyPolicy />),
    business: html(<Business />),
    complaint: html(<Complaint />),
    contact: html(<Contact />),
    notice: html(<NoticeCentre {...notices} />),
    sitemap: html(<SiteMap {...map} />),
  };
}

describe('the footer pages', () => {
  it('each footer link has its own page, titled and described', () => {
    expect(FOOTER_LINKS.map((l) => l.href)).toEqual(Object.values(LEGAL_PAGES).map((p) => p.path));
    for (const { href, text } of FOOTER_LINKS) {
      const meta = PAGE_META[href as keyof typeof PAGE_META];
      expect(meta.title.startsWith(text)).toBe(true);
      expect(meta.description.length).toBeGreaterThan(15);
    }
  });

  it('each page has its h1 and a last-updated date; no page reuses another page’s text', async () => {
    const pages = await allPages();
    const seen = new Map<string, string>();
    for (const [key, markup] of Object.entries(pages)) {
      expect(markup).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(markup).toMatch(/更新日期：<time dateTime="\d{4}-\d\d-\d\d">\d{4}年\d{1,2}月\d{1,2}日<\/time>/);
      const own = blocks(markup);
      expect(own.length, key).toBeGreaterThanOrEqual(key === 'sitemap' ? 1 : 3);
      for (const b of own) {
        expect(seen.get(b), `${key} repeats ${seen.get(b)}: ${b}`).toBeUndefined();
        seen.set(b, key);
      }
    }
  });

  it('the user agreement covers membership, N coin, prize draws and comments', () => {
    const markup = html(<UserAgreement />);
    for (const heading of ['账号注册与安全', '电竞会员', 'N币', '抽奖与福利活动', '评论与用户内容']) expect(markup).toContain(`、${heading}</h2>`);
    expect(markup).toContain('href="/privacy"');
    expect(markup).toContain('首次登录时自动注册');
  });

  it('company facts come from lib/site.ts', () => {
    const contact = html(<Contact />);
    for (const v of [SITE.phone, SITE.email, SITE.address, SITE.company]) expect(contact).toContain(v);
    expect(html(<Business />)).toContain(SITE.businessEmail);
    expect(html(<Complaint />)).toContain(SITE.complaintEmail);
    expect(html(<PrivacyPolicy />)).toContain(SITE.privacyEmail);
  });

  it('公告中心: the announcement classes of the news service, newest first, dated by the newest', async () => {
    const { props, revalidate } = await loadNoticeCentre();
    expect(revalidate).toBe(300);
    expect(props.error).toBe(false);
    expect(props.classes.map((c) => c.name)).toEqual(['维护公告', '活动公告']);
    const seeded = contentCatalogue().articles.filter((a) => a.type === 'news' && /公告/.test(a.className));
    expect(props.items.length).toBe(Math.min(30, seeded.length));
    expect(props.items.every((i) => /公告/.test(i.className) && /^\/news\/\d+\.html$/.test(i.path))).toBe(true);
    const times = props.items.map((i) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(props.updated).toBe(props.items[0].dateText);
    expect(html(<NoticeCentre {...props} />)).toContain(props.items[0].title);
  });

  it('网站地图 lists every public page of the route table', async () => {
    const { props } = await loadSiteMap(Date.parse('2026-11-20T12:00:00+08:00'));
    expect(props.updated).toBe('2026-11-20');
    const hrefs = props.sections.flatMap((s) => s.links.map((l) => l.href.split('?')[0].replace(/\.html$/, '')));
    // Not sections: detail templates reached from a list, dialogs' sub-routes, user pages, error page.
    const notSections = /\/details$|Modal$|^\/(404|old-index|gqlx\/prizeItem|jointActivityPage|nn-user\/userCenter|sitemap)$/;
    const pub = Object.keys(PAGE_META).filter((p) => !notSections.test(p));
    const missing = pub.filter((p) => !hrefs.includes(p) && !hrefs.includes(`${p}/all`) && !(p === '/command/command' && hrefs.includes('/command')));
    expect(missing).toEqual([]);
    expect(props.sections.find((s) => s.id === 'news')!.links.some((l) => l.href.startsWith('/news?class='))).toBe(true);
  });

  it('sitemap.xml has every footer page, documents with their last-updated date', async () => {
    const xml = sitemapXml(await loadSitemapEntries());
    for (const p of Object.values(LEGAL_PAGES)) expect(xml).toContain(`<loc>https://www.nn.com${p.path}</loc>`);
    expect(xml).toContain('<loc>https://www.nn.com/privacy</loc><lastmod>2026-11-19T16:00:00.000Z</lastmod>');
  });
});
