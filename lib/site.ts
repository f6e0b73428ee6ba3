/**
 * The site's one configuration place for company facts, legal contacts, filings and the footer's
 * links. Everything in the block marked 部署方填写 is the deployment's to fill before going live: the
 * values shipped here describe the demo operator of the sandbox, and every filing/licence number and
 * the security badge stay `null` (rendered as a visible placeholder, never as a made-up number or a
 * self-made "已验证" badge) until the deployment enters the ones it was actually issued.
 */
import { LEGAL_PAGES } from './legal-pages';

/** A filing or licence: the number as issued and, where one exists, the register that shows it. */
export interface Filing {
  /** Shown before the number, e.g. 网络文化经营许可证. */
  label: string;
  /** The number exactly as issued; null until the deployment fills it (shown as a placeholder). */
  number: string | null;
  /** The public register's page for this filing. */
  href?: string;
}

/** A third-party site-security certificate badge (image and verification page from its issuer). */
export interface SecurityBadge {
  image: string;
  href: string;
  alt: string;
}

// ───────────────────────────── 部署方填写 (deployment fills in) ─────────────────────────────
export const SITE = {
  name: 'NN加速器',
  slogan: '专业游戏网络加速，开黑语音一站搞定',
  url: (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.nn.com').replace(/\/+$/, ''),
  /** The operator: the personal-information handler named by the privacy policy (PIPL art. 17). */
  company: '杭州恩恩网络科技有限公司',
  address: '浙江省杭州市滨江区长河街道江南大道 588 号恒鑫大厦 12 层',
  postcode: '310052',
  phone: '0571-8866 1234',
  serviceHours: '每日 9:00–23:00',
  email: 'service@nn.com',
  /** Personal-information protection contact (requests under the privacy policy). */
  privacyEmail: 'privacy@nn.com',
  /** Business cooperation. */
  businessEmail: 'bd@nn.com',
  /** Complaints and reports (incl. infringement notices). */
  complaintEmail: 'complaint@nn.com',
  /** Press and media. */
  mediaEmail: 'media@nn.com',
  foundedYear: 2016,
  weibo: 'https://weibo.com/nnjiasuqi',
  forum: 'https://bbs.nn.com/',
  wechatOfficial: 'https://weixin.qq.com/r/nnjiasuqi',
  chatGroup: 'https://qm.qq.com/q/nnplayers',
  chatGroupName: 'NN玩家交流群 836 201 457',
  serviceChat: process.env.NEXT_PUBLIC_SERVICE_CHAT_URL || 'https://kefu.nn.com/chat?channel=web',
  /** Used until the version call answers (or when it fails). */
  desktopDownloadFallback: 'https://dl.nn.com/client/NNSetup.exe',
} as const;

/**
 * Who processes personal information on our behalf (PIPL art. 21/23), named by the privacy policy.
 * Replace with the deployment's actual contracts; each entry says what it receives.
 */
export const PROCESSORS = {
  payment: { name: '微信支付（财付通支付科技有限公司）、支付宝（支付宝（中国）网络技术有限公司）', via: '聚合支付二维码' },
  sms: { name: '阿里云短信服务（阿里云计算有限公司）' },
  captcha: { name: '极验行为验证（武汉极意网络科技有限公司）、腾讯云验证码（腾讯云计算（北京）有限责任公司）' },
  analytics: { name: '神策数据（神策网络科技（北京）有限公司）提供的统计 SDK，事件发送至我们自有的数据上报服务' },
  customerService: { name: '在线客服系统服务商' },
  cloud: { name: '位于中国境内的云服务器与内容分发网络（CDN）服务商' },
} as const;

/** Filings and licences of the footer (SPEC §1). `number: null` = not yet filled in. */
export const FILINGS: { icp: Filing; culturalLicence: Filing; police: Filing } = {
  icp: { label: 'ICP备案号', number: null, href: 'https://beian.miit.gov.cn/' },
  culturalLicence: { label: '网络文化经营许可证', number: null },
  police: { label: '公安机关备案号', number: null, href: 'https://beian.mps.gov.cn/' },
};

/** The footer's community QR codes: static SVGs of these addresses, drawn at `size` px (rewritten by WRITE_FOOTER_QR=1 npx vitest run tests/components/layout/footer-qr.test.tsx). */
export const FOOTER_QRS = {
  wechatOfficial: { value: SITE.wechatOfficial, file: '/images/qr/wechat-official.svg', size: 88 },
  chatGroup: { value: SITE.chatGroup, file: '/images/qr/player-group.svg', size: 88 },
} as const;

/**
 * The home hero's phone QR codes: static SVGs of the site's own download addresses (each answers
 * with a redirect to the current store page or package), so the home page encodes nothing while it
 * hydrates. Rewritten like the footer's (WRITE_FOOTER_QR=1).
 */
export const APP_QRS = {
  ios: { value: `${SITE.url}/download/ios`, file: '/images/qr/download-ios.svg', size: 96 },
  android: { value: `${SITE.url}/download/android`, file: '/images/qr/download-android.svg', size: 96 },
} as const;

/** The security-certificate badge as its issuer provides it; null until the deployment has one. */
export const SECURITY_BADGE: SecurityBadge | null = null;
// ────────────────────────────────────────────────────────────────────────────────────────────

export function absoluteUrl(path: string): string {
  return `${SITE.url}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The footer's legal and service links (SPEC §1), each to its own page (lib/legal-pages.ts). */
export const FOOTER_LINKS: readonly { text: string; href: string }[] = Object.values(LEGAL_PAGES).map((p) => ({ text: p.label, href: p.path }));
