/** Company facts and fixed external links shown in the footer (fictional but plausible). */
export const SITE = {
  name: 'NN加速器',
  slogan: '专业游戏网络加速，开黑语音一站搞定',
  url: (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.nn.com').replace(/\/+$/, ''),
  company: '杭州恩恩网络科技有限公司',
  address: '浙江省杭州市滨江区长河街道江南大道 588 号恒鑫大厦 12 层',
  phone: '0571-8866 1234',
  serviceHours: '每日 9:00–23:00',
  email: 'service@nn.com',
  icp: '浙ICP备2021012345号-1',
  icpUrl: 'https://beian.miit.gov.cn/',
  culturalLicence: '浙网文〔2021〕1234-056号',
  police: '浙公网安备 33010802012345号',
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

export const FOOTER_LINKS: readonly { text: string; href: string }[] = [
  { text: '用户协议', href: '/helpCenter/about?tab=agreement' },
  { text: '隐私政策', href: '/helpCenter/about?tab=privacy' },
  { text: '公告中心', href: '/news' },
  { text: '网站地图', href: '/helpCenter/helpDirectory' },
  { text: '商务合作', href: '/helpCenter/about?tab=business' },
  { text: '投诉建议', href: '/nn-user/zc' },
  { text: '联系我们', href: '/helpCenter/about?tab=contact' },
];

export function absoluteUrl(path: string): string {
  return `${SITE.url}${path.startsWith('/') ? path : `/${path}`}`;
}
