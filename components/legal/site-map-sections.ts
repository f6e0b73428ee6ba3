import { LEGAL_PAGES } from '@/lib/legal-pages';
import { pageName, staticPageOf } from '@/lib/routes';

export interface SiteLink {
  href: string;
  label: string;
}

export interface SiteSection {
  id: string;
  title: string;
  links: SiteLink[];
}

/**
 * A link to a page of the route table under the page's own name (lib/routes.ts), or under `label` where the
 * map words it for its section (全部资讯 for the news list). An href that is no page fails at load.
 */
function link(href: string, label?: string): SiteLink {
  const page = staticPageOf(href);
  if (!page) throw new Error(`site map: ${href} is not a page of lib/routes.ts`);
  return { href, label: label ?? pageName(page) };
}

const legal = Object.values(LEGAL_PAGES)
  .filter((p) => p.path !== LEGAL_PAGES.sitemap.path)
  .map((p) => ({ href: p.path, label: p.label }));

/**
 * Every public section of the site, in canonical form (the `.html` alias where SPEC §2 has one).
 * News and guide classes are added by the loader from the content service.
 */
export const SITE_SECTIONS: readonly SiteSection[] = [
  { id: 'product', title: '产品与下载', links: [link('/', '官网首页'), link('/nnAccelerator'), link('/nnquickstart'), link('/yxxz.html'), link('/about')] },
  { id: 'news', title: '新闻资讯', links: [link('/news.html', '全部资讯'), link(LEGAL_PAGES.notice.path)] },
  { id: 'guides', title: '游戏攻略与专题', links: [link('/gl.html', '全部攻略'), link('/zt/all.html', '游戏专题')] },
  {
    id: 'help',
    title: '帮助中心',
    links: [link('/helpCenter', '帮助中心首页'), link('/helpCenter/helpDirectory'), link('/helpCenter/about'), link('/content/search.html'), link('/nn-user/zc')],
  },
  { id: 'vip', title: '会员与充值', links: [link('/nnpay'), link('/sem.html'), link('/nnNewVip/activity'), link('/nnNewVip/activity-novip')] },
  {
    id: 'events',
    title: '福利活动',
    links: [
      link('/nn/activity.html'), link('/jointActivity'), link('/gqlx', '国庆礼享'), link('/summer.html'), link('/zqj.html'), link('/zchelp.html'),
      link('/qmgogo.html'), link('/acts/redenvelope'), link('/command.html'), link('/offlinehuyagogo.html'),
    ],
  },
  { id: 'legal', title: '服务与协议', links: legal },
];
