/** Shapes of the sandbox store. Everything here is JSON-serialisable (it is the snapshot format). */

import type { OrderView } from '@/lib/order-types';
import type { SandboxActivityState } from './model/activity-state';

export interface SandboxUser {
  phone: string;
  countryCode: string;
  nickName: string;
  /** 8-digit account number shown to the user. */
  nnNumber: string;
  userUrlNn: string;
  /** sha256(salt + md5(password)); both absent for users registered by SMS only. */
  pwdSalt?: string;
  pwdHash?: string;
  registeredAt: number;
  marketingSource?: string;
  registerCanal?: string;
}

export interface TokenRecord {
  token: string;
  phone: string;
  issuedAt: number;
  expiresAt: number;
  /** Set by logout, password reset or the revoke control: the token then answers auth_10003. */
  revokedAt?: number;
}

export interface SmsRecord {
  phone: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  /** Wrong attempts so far; the code dies after SMS_MAX_TRIES. */
  wrongTries: number;
  usedAt?: number;
}

export interface SmsDailyCount {
  /** Calendar day in China time, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** 1 pending, 2 paid, -1 expired or cancelled (SPEC §3). */
export type SandboxOrderStatus = 1 | 2 | -1;

/** Minimal order record: the orders issue fills `detail` and adds endpoints around it. */
export interface SandboxOrder {
  orderNo: string;
  status: SandboxOrderStatus;
  /** Set by the cashier's 支付失败: the order stays pending, the last payment attempt failed. */
  payFailed?: boolean;
  createdAt: number;
  expiresAt: number;
  updatedAt: number;
  /** Owner phone, when known. */
  phone?: string;
  detail: Record<string, unknown>;
  /** What was bought, for orders created through /nnorder/unified/order/create. */
  purchase?: SandboxPurchase;
  /** Part of the seed's order history (not made by a test): the QA orders list leaves it out. */
  seeded?: boolean;
}

/** The money side of an order: amounts in integer cents and coins, never floats. */
export interface SandboxPurchase {
  /** Per user: the same key returns this order again instead of creating a second one. */
  idempotencyKey: string;
  /** The create request's parameters; the same key with other parameters is refused. */
  fingerprint: string;
  orderType: number;
  consumerType: number;
  goodsId: string;
  goodName: string;
  setMealName: string;
  priceCents: number;
  /** Cash part. */
  actualCents: number;
  /** Coin part, taken from the wallet when the order is paid. */
  nbAmount: number;
  /** Phone of the account credited. */
  targetAccount: string;
  /** Membership days granted on payment (membership orders). */
  days?: number;
  /** Coins credited on payment (N coin orders). */
  coins?: number;
  /** Set when the payment was applied; guards against applying it twice. */
  settledAt?: number;
  /** Membership end after this order was applied. */
  vipExpiredTime?: number;
  /** CDK and game fields of the client order types that carry them (SPEC §3 Order). */
  cdk?: Pick<OrderView, 'cdkProjStr' | 'cdkGiftTime' | 'giftTimeUnit' | 'goodType' | 'serverId' | 'gameId' | 'serverName'>;
}

/** A user's N coin wallet. */
export interface SandboxWallet {
  /** Integer coins, never negative. */
  balance: number;
}

export interface RecordedEvent {
  receivedAt: number;
  /** Real API path the event was posted to. */
  path: string;
  event: unknown;
}

/** Which check the server wants before an SMS and on password login (model/captcha.ts). */
export type CaptchaMode = 'none' | 'tencent' | 'slide';

/**
 * How gt/register answers in `slide` mode (a QA switch): `full` adds the sandbox-only `puzzle` (the
 * gap, for QA scripts); `minimal` answers only Geetest's four fields; `offline` answers success 0,
 * Geetest's signal that its servers are down (the browser then runs the failback mode).
 */
export type GtRegisterMode = 'full' | 'minimal' | 'offline';

export interface SandboxSettings {
  /** True when any captcha is asked for (kept for older snapshots and QA scripts: true meant tencent). */
  captchaEnabled: boolean;
  captcha?: CaptchaMode;
  gtRegister?: GtRegisterMode;
}

/**
 * One comment of the shared store (articles here, games in the catalogue). Content is stored as the
 * plain text the user typed, emoji as `[名称]` tokens: never HTML.
 */
export interface SandboxComment {
  id: number;
  /** Author phone; null for seeded comments of people who are not sandbox users. */
  phone: string | null;
  userNick: string;
  userAvatar: string;
  content: string;
  createTime: number;
  /** Likes that came with the seed (no user behind them). */
  seedPraise: number;
  /** Phones of the users who like it; praise = seedPraise + praisedBy.length. */
  praisedBy: string[];
}

/** Mutable state of the game catalogue (the catalogue itself is read-only seed data). */
export interface SandboxGameState {
  /** serverId → phone → the user's rating 1..5 (one per user, changeable). */
  scores: Record<string, Record<string, number>>;
  /** phone → game membership answered by qryUserVipInfo; absent means never a member. */
  vip: Record<string, { endDateTs: number; vipLevel: number }>;
}

export interface SandboxState {
  version: 1;
  users: Record<string, SandboxUser>;
  tokens: Record<string, TokenRecord>;
  /** Latest code per phone. */
  sms: Record<string, SmsRecord>;
  smsDaily: Record<string, SmsDailyCount>;
  settings: SandboxSettings;
  orders: Record<string, SandboxOrder>;
  /** phone → N coin wallet; absent means an empty wallet. */
  wallets: Record<string, SandboxWallet>;
  events: RecordedEvent[];
  nextNnNumber: number;
  games: SandboxGameState;
  /** Comments keyed by `${targetType}:${targetId}` (`article:10001`, `game:12`), newest first. */
  comments: Record<string, SandboxComment[]>;
  /** Next id for a new comment (ids are unique across all targets). */
  nextCommentId: number;
  /** Draw counts, prize stock, records, addresses and leigod sessions of the activity services. */
  activity: SandboxActivityState;
}

/** A configured failure (POST /__sandbox/faults). */
export interface Fault {
  /** Prefix of the real API path, e.g. `/nnorder/unified/order/status`. */
  path: string;
  status?: number;
  delayMs?: number;
  /** Envelope code to answer with, e.g. `auth_10003`. */
  code?: string;
  /** Envelope message to answer with (default: the sandbox's own). */
  msg?: string;
  /** Calls still affected (then the rule is spent); undefined means unlimited. */
  times?: number;
  /** An HTML error page, malformed JSON, or a dropped connection instead of an envelope. */
  body?: 'html' | 'malformed' | 'drop';
  /**
   * The answer is lost after the work is done: the handler runs and commits (a draw is spent, an
   * order created), then the response is replaced by the fault (a 502 from a proxy, a dropped
   * connection). Without it the fault answers instead of the handler, which never runs.
   */
  after?: boolean;
}
