/**
 * The site's route table (SPEC §2): `.html` aliases served through `rewrites().beforeFiles` and the
 * title and description of every page. The concrete paths the tests visit (ROUTES, with the seed's
 * example ids and titles) are test fixtures: tests/fixtures/routes.ts.
 */

const BRAND = 'NN加速器';
const t = (...parts: string[]) => [...parts, BRAND].join(' - ');

export interface PageMeta {
  title: string;
  description: string;
}

/** Static pages' meta, keyed by page path. Pages read their own entry; titles are unique. */
export const PAGE_META = {
  '/': { title: t('游戏加速器官网下载'), description: 'NN加速器官网：专业网游加速器，智能线路降低延迟与丢包，支持 Windows 客户端与 iOS、Android 手机版免费下载，内置电竞级开黑语音。' },
  '/about': { title: t('关于我们'), description: '了解 NN加速器：团队、产品理念与发展历程，以及我们为玩家提供的游戏加速与语音服务。' },
  '/gl': { title: t('游戏攻略'), description: 'NN加速器游戏攻略：热门网游、手游的新手入门、进阶技巧与版本解读。' },
  '/gl/details': { title: t('攻略详情'), description: 'NN加速器游戏攻略详情页。' },
  '/gqlx': { title: t('国庆礼享活动'), description: 'NN加速器国庆礼享活动：充值抽奖、宝箱奖池与邀请好友，赢取会员时长与实物好礼。' },
  '/gqlx/prizeItem': { title: t('我的奖品', '国庆礼享'), description: '查看国庆礼享活动中获得的奖品、兑换状态与收货地址。' },
  '/helpCenter': { title: t('帮助中心'), description: 'NN加速器帮助中心：安装使用、加速问题、账号与支付常见问题解答，支持搜索。' },
  '/helpCenter/about': { title: t('关于NN加速器', '帮助中心'), description: 'NN加速器产品介绍、服务条款、隐私政策与联系方式。' },
  '/helpCenter/helpDirectory': { title: t('帮助目录', '帮助中心'), description: 'NN加速器帮助中心全部分类与文章目录，亦是本站网站地图。' },
  '/jointActivity': { title: t('联合活动'), description: 'NN加速器与游戏厂商、直播平台的联合活动汇总。' },
  '/jointActivityPage': { title: t('联合活动专区'), description: 'NN加速器联合活动专区。' },
  '/news': { title: t('新闻资讯'), description: 'NN加速器新闻资讯：产品公告、版本更新、游戏新闻与活动动态。' },
  '/news/details': { title: t('资讯详情'), description: 'NN加速器新闻资讯详情页。' },
  '/nnAccelerator': { title: t('网游加速器'), description: 'NN网游加速器：覆盖上千款热门游戏，多线路智能选择，一键加速。' },
  '/nnpay': { title: t('会员充值'), description: '开通 NN加速器电竞会员、充值 N币，支持扫码支付。' },
  '/nnquickstart': { title: t('快速上手'), description: '三步上手 NN加速器：下载安装、登录账号、选择游戏一键加速。' },
  '/offlinehuyagogo': { title: t('虎牙线下赛'), description: 'NN加速器 × 虎牙线下赛活动页。' },
  '/old-index': { title: t('旧版首页'), description: 'NN加速器旧版官网首页。' },
  '/qmgogo': { title: t('全民GOGO'), description: 'NN加速器全民GOGO活动：参与即有机会赢取会员与周边。' },
  '/qmgogo/alertModal': { title: t('活动提示', '全民GOGO'), description: '全民GOGO活动提示。' },
  '/qmgogo/awardModal': { title: t('获奖信息', '全民GOGO'), description: '全民GOGO活动获奖信息。' },
  '/qmgogo/otherModal': { title: t('更多说明', '全民GOGO'), description: '全民GOGO活动更多说明。' },
  '/sem': { title: t('电竞会员特惠'), description: 'NN加速器电竞会员限时特惠：月卡、季卡、年卡活动价，开通即送加速时长与会员 CDK。' },
  '/summer': { title: t('暑期狂欢'), description: 'NN加速器暑期狂欢：邀请好友注册得抽奖机会，赢 Switch OLED、会员 CDK 与加速时长。' },
  '/zqj': { title: t('中秋赏月'), description: 'NN加速器中秋赏月：抽奖赢月饼积分，积分排行前 20 名获 iPhone、机械键盘与会员年卡。' },
  '/zchelp': { title: t('助力好友'), description: 'NN加速器助力好友：分享助力链接，好友注册即得抽奖机会，免费领电竞会员。' },
  '/yxxz': { title: t('游戏下载'), description: 'NN加速器游戏下载：热门端游、手游下载与加速。' },
  '/yxxz/app/details': { title: t('手游下载详情'), description: 'NN加速器手游下载详情页。' },
  '/yxxz/pc/details': { title: t('端游下载详情'), description: 'NN加速器端游下载详情页。' },
  '/acts/redenvelope': { title: t('红包活动'), description: 'NN加速器红包活动：每日领红包，抵扣会员与 N币。' },
  '/command/command': { title: t('口令兑换'), description: '输入活动口令，兑换 NN加速器会员时长与福利。' },
  '/content/search': { title: t('站内搜索'), description: '搜索 NN加速器的资讯、攻略与帮助文章。' },
  '/nn/activity': { title: t('活动中心'), description: 'NN加速器活动中心：正在进行的福利活动一览。' },
  '/nnNewVip/activity': { title: t('新会员礼包'), description: 'NN加速器新会员礼包：首次开通电竞会员领取见面礼，7 天会员时长、专属头像框与语音房标识。' },
  '/nnNewVip/activity-novip': { title: t('开通会员享好礼'), description: '尚未开通会员？现在开通 NN加速器电竞会员享专属好礼。' },
  '/pl/details': { title: t('评论详情'), description: 'NN加速器游戏评论详情页。' },
  '/zt/all': { title: t('全部专题'), description: 'NN加速器游戏专题汇总。' },
  '/zt/details': { title: t('专题详情'), description: 'NN加速器游戏专题详情页。' },
  '/nn-user/zc': { title: t('联系客服'), description: '联系 NN加速器在线客服，处理兑换失败、订单与账号问题。' },
  '/nn-user/userCenter': { title: t('个人中心'), description: 'NN加速器个人中心：N币余额、会员状态、权益与中奖记录，以及客户端订单查看。' },
  '/agreement': { title: t('用户协议'), description: 'NN加速器用户协议：账号注册与安全、电竞会员、N币、抽奖活动与评论的规则。' },
  '/privacy': { title: t('隐私政策'), description: 'NN加速器隐私政策：我们收集哪些个人信息、为什么收集、委托谁处理、保存多久，以及您如何查阅、更正、删除与注销。' },
  '/business': { title: t('商务合作'), description: '与 NN加速器合作：游戏厂商联合运营、渠道推广、电竞赛事、网吧与硬件预装、品牌联名。' },
  '/contact': { title: t('联系我们'), description: 'NN加速器客服热线、在线客服、客服邮箱、玩家社区与公司地址。' },
  '/complaint': { title: t('投诉建议'), description: '向 NN加速器投诉或举报：受理范围、提交方式、所需材料与处理时限。' },
  '/notice': { title: t('公告中心'), description: 'NN加速器官方公告：服务器维护、版本更新、系统升级与活动安排。' },
  '/sitemap': { title: t('网站地图'), description: 'NN加速器网站地图：按栏目列出全部公开页面。' },
  '/404': { title: t('页面未找到'), description: '你来到了一片未知的领域。' },
} as const satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof PAGE_META;

/**
 * A static page's own name: the first part of its title, without section and brand (`/helpCenter/about`
 * → 关于NN加速器). Links and headings that name a page read it here, so a renamed page is renamed everywhere.
 */
export function pageName(path: StaticPagePath): string {
  return PAGE_META[path].title.split(' - ', 1)[0];
}

/** The static page an `.html` alias of SPEC §2 shows (`/sem.html` → `/sem`), a page path itself, or null. */
export function staticPageOf(href: string): StaticPagePath | null {
  const page = htmlRewrites.find((r) => r.source === href)?.destination ?? href;
  return page in PAGE_META ? (page as StaticPagePath) : null;
}

/** Pages with a numeric id in the URL (SPEC §2). `base` is the page folder. */
export const ID_PAGES = {
  news: { base: '/news', label: '资讯', description: 'NN加速器新闻资讯文章。' },
  gl: { base: '/gl', label: '游戏攻略', description: 'NN加速器游戏攻略文章。' },
  glMore: { base: '/gl/more', label: '更多攻略', description: 'NN加速器游戏攻略合集。' },
  help: { base: '/helpCenter', label: '游戏帮助', description: 'NN加速器游戏加速帮助。' },
  joint: { base: '/jointActivityPage', label: '联合活动', description: 'NN加速器联合活动。' },
  yxxzApp: { base: '/yxxz/app', label: '手游下载', description: 'NN加速器手游下载与加速。' },
  yxxzPc: { base: '/yxxz/pc', label: '端游下载', description: 'NN加速器端游下载与加速。' },
  pl: { base: '/pl', label: '游戏评论', description: 'NN加速器玩家游戏评论。' },
  zt: { base: '/zt', label: '游戏专题', description: 'NN加速器游戏专题。' },
} as const;

export type IdPageKind = keyof typeof ID_PAGES;

/** Title of a content page (article, topic, help article, guide collection), shared by the pages and the route fixtures. */
export function contentPageTitle(title: string, section: string): string {
  return t(title, section);
}

export function idPageMeta(kind: IdPageKind, id: number): PageMeta {
  const p = ID_PAGES[kind];
  return { title: t(`${p.label} #${id}`), description: `${p.description}（编号 ${id}）` };
}

/** Parses a route id: positive integer without sign, leading zeros or exponent; else null. */
export function parsePositiveId(raw: unknown): number | null {
  const value = Array.isArray(raw) ? (raw.length === 1 ? raw[0] : undefined) : raw;
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

const ID = ':id(\\d+)';

/** `.html` aliases of SPEC §2 → the page that serves them (next.config.ts `rewrites().beforeFiles`). */
export const htmlRewrites: { source: string; destination: string }[] = [
  { source: '/about/index.html', destination: '/about' },
  { source: '/gl.html', destination: '/gl' },
  { source: `/gl/more/${ID}.html`, destination: '/gl/more/:id' },
  { source: `/gl/${ID}.html`, destination: '/gl/:id' },
  { source: '/news.html', destination: '/news' },
  { source: `/news/${ID}.html`, destination: '/news/:id' },
  { source: '/offlinehuyagogo.html', destination: '/offlinehuyagogo' },
  { source: '/qmgogo.html', destination: '/qmgogo' },
  { source: '/sem.html', destination: '/sem' },
  { source: '/summer.html', destination: '/summer' },
  { source: '/zqj.html', destination: '/zqj' },
  { source: '/zchelp.html', destination: '/zchelp' },
  { source: '/yxxz.html', destination: '/yxxz' },
  { source: `/yxxz/app/${ID}.html`, destination: '/yxxz/app/:id' },
  { source: `/yxxz/pc/${ID}.html`, destination: '/yxxz/pc/:id' },
  { source: '/command.html', destination: '/command/command' },
  { source: '/content/search.html', destination: '/content/search' },
  { source: '/nn/activity.html', destination: '/nn/activity' },
  { source: `/pl/${ID}.html`, destination: '/pl/:id' },
  { source: '/zt/all.html', destination: '/zt/all' },
  { source: `/zt/${ID}.html`, destination: '/zt/:id' },
];

/** Props of a page whose URL carries a numeric id. */
export interface IdPageProps {
  id: number;
}

/**
 * `getStaticPaths` of id pages: nothing pre-built, each id rendered on first request and cached
 * (ARCHITECTURE §3). Shaped as a plain function so pages can re-export it.
 */
export async function blockingPaths() {
  return { paths: [] as { params: Record<string, string> }[], fallback: 'blocking' as const };
}

/** `getStaticProps` body of id pages: a positive integer id, else 404. */
export function idPageProps(params: Record<string, string | string[] | undefined> | undefined) {
  const id = parsePositiveId(params?.id);
  return id === null ? { notFound: true as const } : { props: { id } satisfies IdPageProps };
}
