/** Enums and constants of SPEC §3 and §9, with the spec's numbers. */

export const OrderType = {
  NnCoinOrder: 1,
  ConsumerOrder: 2,
  SpeedOrder: 3,
  ShareVipOrder: 4,
  ShareOrder: 7,
  AccountOrder: 8,
  CDKeyOfficial: 9,
  SpeedVip: 10,
  CdkeyOrder: 99999,
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const PayMode = { NnCoin: 1, Crash: 2, Combine: 3 } as const;
export type PayMode = (typeof PayMode)[keyof typeof PayMode];

export const PayChannel = {
  WxQrcode: 1,
  WxApp: 2,
  AliQrcode: 3,
  AliApp: 4,
  Apple: 5,
  WxH5: 6,
  AliH5: 7,
  Aggregate: 8,
  Platform: 98,
} as const;
export type PayChannel = (typeof PayChannel)[keyof typeof PayChannel];

export const OrderStatus = { Pending: 1, Paid: 2, Expired: -1 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Version API platforms. */
export const Platform = { Ios: 1, Android: 2, Desktop: 3 } as const;

/** Codes that resolve normally (SPEC §8). Compared as strings. */
export const SUCCESS_CODES: readonly string[] = ['0', '100', 'RE_301', '6069117', '6069116', '6069121', '6069103'];
/** Login-expired codes (SPEC §8). */
export const AUTH_CODES: readonly string[] = ['auth_40001', 'auth_40002', 'auth_10003'];

export const MSG = {
  authExpired: '当前登录信息已失效，请重新登录!',
  offline: '请检查网络！',
  server500: (status: number) => `服务器开小差了:【${status}】`,
  network: (status: number | string) => `网络异常:【${status}】`,
  logoutOk: '注销成功~',
  comingSoon: '敬请期待！',
  copyOk: '复制成功!',
} as const;

export const LIMITS = {
  requestTimeoutMs: 20_000,
  retries: 3,
  reqChannel: '4',
  reqChannelClientHome: '3',
  sourceChannel: 'guanwang',
  allPackageVersion: '361',
  notFoundCountdownS: 5,
  chunkReloadGuardMs: 60_000,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  authCookieDays: 7,
  rememberAccountDays: 7,
  toastMs: 3000,
  orderPollMs: 1000,
  packageDebounceMs: 400,
  smsCountdownS: 60,
  smsSendDebounceMs: 300,
  countryCode: '86',
  dialogFadeMs: 300,
  dialogZIndex: 90,
  /** The layer every dialog mounts in (SPEC §9: modal wrapper default 999). */
  dialogLayerZIndex: 999,
  dialogDefaultTitle: '温馨提示',
  commentMax: 200,
  commentThrottleMs: 300,
  helpSearchMax: 20,
  helpSearchDebounceMs: 300,
  helpHistoryMax: 10,
} as const;

/** Fixed headers of every call (SPEC §7). appId / busiType are the web site's fixed values. */
export const FIXED_HEADERS = {
  appId: 'nn_web',
  busiType: '1',
  /** `version` header of the activity client: the site's release (NEXT_PUBLIC_APP_VERSION, else package.json's). */
  version: process.env.NEXT_PUBLIC_APP_VERSION || '0.1.0',
} as const;
