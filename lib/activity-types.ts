/**
 * Wire shapes of the activity (`/activity/**`) and accelerator-activity (`/leigod/**`) services
 * (SPEC §3, §7). Both answer `{code, msg, data}` with code 0 success. Times are epoch milliseconds.
 * Shared by the sandbox and the services, so the two cannot drift apart.
 */

/**
 * Which activity id each campaign page uses. The sandbox seeds exactly these; a page reads its id
 * from here instead of hard-coding it.
 */
export const CAMPAIGNS = {
  /** Benefit / CDK list of the user-power call (SPEC §9: activity 10024). */
  benefits: 10024,
  /** `/nn/activity` — 九宫格 lottery (gift service). */
  nnActivity: 10031,
  /** `/qmgogo` — 全民GO treasure chest, orange theme (chestStyle 1). */
  qmgogo: 10032,
  /** `/offlinehuyagogo` — 虎牙线下赛 treasure chest, yellow theme (chestStyle 2). */
  offlineHuya: 10033,
  /** `/summer` — 暑期狂欢 invite + lottery (national21 service). */
  summer: 10041,
  /** `/zchelp` — 助力好友 invites (national21 service). */
  zchelp: 10043,
  /** `/zqj` — 中秋赏月 rank (midAutumn service) with its lottery. */
  zqj: 10042,
  /** `/sem` — 电竞会员特惠 (eSport packages of the activity). */
  sem: 10051,
  /** `/acts/redenvelope` — 红包雨 (gift service, v2 pool and draw). */
  redEnvelope: 10061,
  /** `/nnNewVip/activity` and `/nnNewVip/activity-novip` — 新会员礼包 (popu gift + gift list). */
  nnNewVip: 10071,
  /** `/jointActivity`, `/jointActivityPage/:id` — joint activities; `:id` is a channel of JOINT_CHANNELS. */
  joint: 10081,
  /** `/command/command` — 口令兑换 (popu getGift with a command). */
  command: 10085,
  /** A finished activity (every draw answers 抱歉，活动不在有效期). */
  ended: 10019,
  /** An activity that has not started yet. */
  upcoming: 10095,
  /** `/gqlx` — 国庆礼享 on the accelerator-activity service (leigod id) with the prize widget. */
  gqlx: 3021,
  /** A finished leigod activity. */
  leigodEnded: 3020,
} as const;

/** Channels of `/activity/channel/activity/findOpenRankActivity/{id}` (the `:id` of /jointActivityPage). */
export const JOINT_CHANNELS = { huya: 501, douyu: 502, bilibili: 503 } as const;

/** Business codes of the activity services besides 0 (the client rejects every one of them). */
export const ACTIVITY_CODES = {
  ok: 0,
  outOfWindow: 3001,
  noDraws: 3002,
  notFound: 3003,
  badAddress: 3004,
  recordNotFound: 3011,
  alreadyDone: 3012,
  noAddressNeeded: 3013,
  orderNotEligible: 3014,
  badCommand: 3015,
  leigodBadRequest: 4001,
} as const;

export const GiftType = { Cdk: 1, GameTime: 2, Physical: 3, NnCoin: 4, Thanks: 0 } as const;
export type GiftType = (typeof GiftType)[keyof typeof GiftType];

/** Shipping state of a physical prize: 0 unclaimed (no address yet), 1 waiting to ship, 2 shipped. */
export type CneeStatus = 0 | 1 | 2;

export interface ActivityWindow {
  startTime: number;
  endTime: number;
  isOnline: boolean;
}

/** GET /activity/activity/gift/activity (and national21/activity). */
export interface ActivityInfo extends ActivityWindow {
  activityId: number;
  activityName: string;
  /** Rich text (HTML) of the rules; render through the sanitising component. */
  actRule: string;
  /** 'lottery' 九宫格, 'chest' 宝箱, 'invite', 'rank', 'esport', 'gift', 'command', 'benefit', 'redenvelope'. */
  kind: ActivityKind;
  /** 1 orange theme, otherwise yellow (SPEC §9). */
  chestStyle: number;
  banner: string;
}

export type ActivityKind = 'lottery' | 'chest' | 'invite' | 'rank' | 'esport' | 'gift' | 'command' | 'benefit' | 'redenvelope' | 'joint';

/** A prize as a draw names it: the pool's prize without its place and stock. */
export interface DrawPrize {
  id: number;
  name: string;
  type: GiftType;
  image: string;
}

/** A prize of a pool; `slotIndex` 0–7 is its cell on the 九宫格 grid. */
export interface PoolPrize extends DrawPrize {
  slotIndex: number;
  /** Remaining stock; null when unlimited (谢谢参与, game time). */
  stock: number | null;
  soldOut: boolean;
}

/** GET …/luckDraw — the server's pick; the grid animation lands on `slotIndex`. */
export interface DrawResult {
  prize: DrawPrize;
  /** false: 很遗憾！您未中奖. */
  win: boolean;
  /** Draws left after this one. */
  remain: number;
  slotIndex: number;
  /** The prize record created by a win (null when not won). */
  recordId: number | null;
  /** The CDK of a CDK prize (shown with a copy button), else null. */
  cdk: string | null;
}

/** GET …/v2/pool — the pool plus what the page needs around it. */
export interface PoolOverview {
  activity: ActivityInfo;
  prizes: PoolPrize[];
  /** The caller's draws left; null when logged out. */
  remain: number | null;
}

/** Prize record of the gift flow (SPEC §3). */
export interface GiftRecord {
  id: number;
  giftId: number;
  activityId: number;
  giftName: string;
  giftType: GiftType;
  /** CDK of a type-1 prize, else ''. */
  giftCode: string;
  cneeStatus: CneeStatus;
  /** 待领取 / 待发货 / 已发货 for physical prizes, 已发放 for the rest. */
  cneeStatusStr: string;
  /** Region + detail once an address was given, else ''. */
  cneeAddr: string;
  createTime: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/** GET …/user/lottryNum and national21/qryMyDraw. */
export interface DrawCount {
  remain: number;
  used: number;
  /** Draws earned by invites (national21), 0 elsewhere. */
  fromInvites: number;
}

/** GET …/validOrderGiveDraw — draws credited for paid orders not credited yet. */
export interface OrderDrawGrant {
  given: number;
  remain: number;
}

/** A line of the winners ticker (onLinePool, national21/luckRecord). Names are masked. */
export interface WinNotice {
  nickName: string;
  prizeName: string;
  time: number;
}

/** Shipping form of the gift flow (SPEC §3, §5); `id` is the gift record. */
export interface GiftAddressForm {
  id: number;
  cneeName: string;
  cneeMobile: string;
  cneeAddr: string;
  cneeAddrDetail: string;
}

/** GET /activity/activity/eSport/esportListByActivityId — membership offers of an activity. */
export interface EsportOffer {
  id: number;
  esportComboName: string;
  esportComboDay: number;
  preferentialPrice: number;
  originalPrice: number;
  tag: string;
}

/** GET /activity/activity/eSport/listByActivityId — the gift items an activity hands out. */
export interface ActivityGiftItem {
  giftId: number;
  giftName: string;
  giftType: GiftType;
  image: string;
  desc: string;
}

export interface RankEntry {
  rank: number;
  nickName: string;
  score: number;
  prizeName: string;
}

/** GET /activity/web/midAutumn/getMyRank — rank null when the user has no score yet. */
export interface MyRank {
  rank: number | null;
  nickName: string;
  score: number;
}

/** Benefit record of activity 10024 (SPEC §3, §9): powerType 3–7. */
export interface BenefitRecord {
  powerType: BenefitType;
  powerName: string;
  powerExpireTime: number;
  cdk: string;
}

/** 3 月卡CDK, 4 季卡CDK, 5 年卡CDK, 6 宝箱, 7 幸运空投. */
export type BenefitType = 3 | 4 | 5 | 6 | 7;

/** GET /activity/channel/activity/findOpenRankActivity/{channelId}. */
export interface JointActivity extends ActivityInfo {
  channelId: number;
  partnerName: string;
  rankList: RankEntry[];
}

/** GET /activity/national21/getMyInvite. */
export interface MyInvites {
  inviteCode: string;
  /** Absolute-path link to share (the page prefixes the origin). */
  inviteLink: string;
  invites: InviteEntry[];
  total: number;
}

export interface InviteEntry {
  nickName: string;
  registerTime: number;
}

/* ---------------------------- prize widget (leigod account) ---------------------------- */

/** Prize record of the widget (SPEC §3): status 0 not redeemed; award_type 2 physical. */
export interface WidgetPrize {
  id: number;
  status: number;
  status_title: string;
  award_type: number;
  present_title: string;
  message: string;
}

export const AwardType = { GameTime: 1, Physical: 2 } as const;

/** Shipping form of the widget (SPEC §3). */
export interface WidgetAddressForm {
  username: string;
  phone: string;
  /** Region code triple province / city / district. */
  cneeAddr: string[];
  /** The joined region names. */
  handleAddr: string;
  address: string;
  prize_id: number;
  giftId?: number;
  account_token: string;
  country_code: string;
}

/* ------------------------------- accelerator activity ------------------------------- */

export interface LeigodToken {
  account_token: string;
  /** Seconds the account token lives. */
  expires_in: number;
}

/** GET /leigod/api/activity/{id}. */
export interface LeigodActivity {
  id: number;
  title: string;
  rule: string;
  start_time: number;
  end_time: number;
  is_online: boolean;
  chestStyle: number;
  /** The caller's draws left (0 without a valid account_token). */
  draw_num: number;
  /** Whether the caller has taken the activity's present. */
  present_taken: boolean;
  /** The prize pool by slot (stock left, null unlimited). */
  prizes: PoolPrize[];
}

/** GET /leigod/api/activity/package. */
export interface LeigodPackage {
  id: number;
  name: string;
  days: number;
  price: number;
  original_price: number;
  /** Draws the purchase adds. */
  draw_num: number;
  tag: string;
}

/** POST /leigod/api/user/package/buy/nn — an invoice paid in the NN client. */
export interface LeigodInvoice {
  invoice_id: string;
  package_id: number;
  price: number;
  /** 0 waiting for payment, 1 paid, 2 expired. */
  state: 0 | 1 | 2;
  /** Deep link that opens payment in the NN client. */
  pay_url: string;
}

/** POST /leigod/api/user/invoice/price/nn — repurchasers get the offer price. */
export interface LeigodPrice {
  package_id: number;
  price: number;
  original_price: number;
  discount: number;
  repurchase: boolean;
}

/** POST /leigod/api/user/package/level. */
export interface LeigodLevel {
  /** Paid purchases in this activity so far. */
  level: number;
  /** Whether the repurchase offer applies to the next purchase. */
  repurchase: boolean;
}

/** POST /leigod/api/activity/present. */
export interface LeigodPresent {
  prize_id: number;
  present_title: string;
  award_type: number;
}

/** POST /leigod/api/activity/draw — the widget record is `prize_id` (null when not won). */
export interface LeigodDrawResult extends DrawResult {
  prize_id: number | null;
}

/** GET /leigod/tools/system_time — every countdown runs on this, never on the visitor's clock. */
export interface SystemTime {
  time: number;
}
