import { LEGAL_PAGES } from '@/lib/legal-pages';

export interface SiteLink {
  href: string;
  label: string;
}

export interface SiteSection {
  id: string;
  title: string;
  links: SiteLink[];
}

const legal = Object.values(LEGAL_PAGES)
  .filter((p) => p.path !== LEGAL_PAGES.sitemap.path)
  .map((p) => ({ href: p.path, label: p.label }));

/**
 * Every public section of the site, in canonical form (the `.html` alias where SPEC §2 has one).
 * News and guide classes are added by the loader from the content service.
 */
export const SITE_SECTIONS: readonly SiteSection[] = [
  {
    id: 'product',
    title: '产品与下载',
    links: [
      { href: '/', label: '官网首页' },
      { href: '/nnAccelerator', label: '网游加速器' },
      { href: '/nnquickstart', label: '快速上手' },
      { href: '/yxxz.html', label: '游戏下载' },
      { href: '/about', label: '关于我们' },
    ],
  },
  { id: 'news', title: '新闻资讯', links: [{ href: '/news.html', label: '全部资讯' }, { href: LEGAL_PAGES.notice.path, label: '公告中心' }] },
  { id: 'guides', title: '游戏攻略与专题', links: [{ href: '/gl.html', label: '全部攻略' }, { href: '/zt/all.html', label: '游戏专题' }] },
  {
    id: 'help',
    title: '帮助中心',
    links: [
      { href: '/helpCenter', label: '帮助中心首页' },
      { href: '/helpCenter/helpDirectory', label: '帮助目录' },
      { href: '/helpCenter/about', label: '关于NN加速器' },
      { href: '/content/search.html', label: '站内搜索' },
      { href: '/nn-user/zc', label: '联系客服' },
    ],
  },
  {
    id: 'vip',
    title: '会员与充值',
    links: [
      { href: '/nnpay', label: '会员充值' },
      { href: '/sem.html', label: '电竞会员特惠' },
      { href: '/nnNewVip/activity', label: '新会员礼包' },
      { href: '/nnNewVip/activity-novip', label: '开通会员享好礼' },
    ],
  },
  {
    id: 'events',
    title: '福利活动',
    links: [
      { href: '/nn/activity.html', label: '活动中心' },
      { href: '/jointActivity', label: '联合活动' },
      { href: '/gqlx', label: '国庆礼享' },
      { href: '/summer.html', label: '暑期狂欢' },
      { href: '/zqj.html', label: '中秋赏月' },
      { href: '/zchelp.html', label: '助力好友' },
      { href: '/qmgogo.html', label: '全民GOGO' },
      { href: '/acts/redenvelope', label: '红包活动' },
      { href: '/command.html', label: '口令兑换' },
      { href: '/offlinehuyagogo.html', label: '虎牙线下赛' },
    ],
  },
  { id: 'legal', title: '服务与协议', links: legal },
];
