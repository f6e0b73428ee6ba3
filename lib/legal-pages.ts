/**
 * The footer's pages (SPEC §1, components/legal): route, menu label and the date their text last changed. A document
 * whose text changes gets a new `updated` date here, in the same commit.
 */
export interface LegalPage {
  path: string;
  label: string;
  /** ISO date the text last changed (documents); the lists (notice, site map) date themselves. */
  updated?: string;
  /** ISO date the current text took effect. */
  effective?: string;
}

export const LEGAL_PAGES = {
  agreement: { path: '/agreement', label: '用户协议', updated: '2026-11-20', effective: '2026-11-27' },
  privacy: { path: '/privacy', label: '隐私政策', updated: '2026-11-20', effective: '2026-11-27' },
  notice: { path: '/notice', label: '公告中心' },
  sitemap: { path: '/sitemap', label: '网站地图' },
  business: { path: '/business', label: '商务合作', updated: '2026-11-20' },
  complaint: { path: '/complaint', label: '投诉建议', updated: '2026-11-20' },
  contact: { path: '/contact', label: '联系我们', updated: '2026-11-20' },
} as const satisfies Record<string, LegalPage>;

export type LegalKey = keyof typeof LEGAL_PAGES;

/** The side menu shared by the footer's pages. */
export const LEGAL_MENU = Object.values(LEGAL_PAGES).map((p) => ({ href: p.path, label: p.label }));

/** 2026-11-20 → 2026年11月20日 (dates of the texts are calendar dates, no time zone involved). */
export function chineseDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${y}年${m}月${d}日`;
}
