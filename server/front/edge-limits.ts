// The gateway's own limits per client address (one process; the cluster's nginx has its own
// `limit_req`): SMS sends, logins and draws, counted on the canonical API path
// (server/gateway/proxy.ts gatewayTarget), answered 429 with the site's envelope, a message a user
// understands and Retry-After. A token bucket per (class, address): `N/S` allows a burst of N and N
// more every S seconds. Configured per class by env (GATEWAY_LIMIT_SMS, GATEWAY_LIMIT_LOGIN, GATEWAY_LIMIT_DRAW:
// `N/S`, or `off`); the defaults stop a guessing run or an SMS flood from one address while a
// person — or a household behind one address — never meets them.
import type { Env } from '../gateway/proxy.ts';

export type LimitClass = 'sms' | 'login' | 'draw';

export interface LimitRule {
  burst: number;
  /** Milliseconds for one token to come back. */
  refillMs: number;
}

/** The answer to a request over its class's allowance (`retryAfter` in seconds). */
export interface EdgeRefusal {
  status: 429;
  retCode: '429';
  retMsg: string;
  retryAfter: number;
  cls: LimitClass;
}

export interface EdgeLimits {
  take(path: string, ip: string): EdgeRefusal | null;
  size(): number;
}

/** Canonical API path → limit class. */
export const LIMITED_PATHS: Readonly<Record<string, LimitClass>> = {
  '/u-nnpc/api/v2/userSms/sendSms': 'sms',
  '/u-nnpc/registerLogin': 'login',
  '/u-nnpc/api/v2/user/pwdLogin': 'login',
  '/u-nnpc/forgetPwd': 'login',
  '/u-nnpc/checkOldTelnum': 'login',
  '/activity/activity/gift/luckDraw': 'draw',
  '/activity/activity/gift/v2/luckDraw': 'draw',
  '/activity/popu/getGift': 'draw',
  '/leigod/api/activity/draw': 'draw',
};

export const LIMIT_CLASSES: Readonly<Record<LimitClass, { env: string; defaults: string; message: (seconds: number) => string }>> = {
  sms: { env: 'GATEWAY_LIMIT_SMS', defaults: '5/300', message: (s) => `验证码发送过于频繁，请${s}秒后再试` },
  login: { env: 'GATEWAY_LIMIT_LOGIN', defaults: '10/60', message: (s) => `登录尝试过于频繁，请${s}秒后再试` },
  draw: { env: 'GATEWAY_LIMIT_DRAW', defaults: '30/60', message: (s) => `抽奖过于频繁，请${s}秒后再试` },
};

/** Buckets kept at most; past it the fullest (idle longest) are forgotten first. */
export const MAX_BUCKETS = 100_000;

/** `N/S` → { burst: N, refillMs: S*1000/N }, `off` → null; anything else throws (a typo must not open the limit). */
export function parseLimit(value: string, name = 'limit'): LimitRule | null {
  if (value === 'off') return null;
  const m = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!m || Number(m[1]) < 1 || Number(m[2]) <= 0) throw new Error(`${name}=${value}: expected N/SECONDS (e.g. 5/300) or off`);
  return { burst: Number(m[1]), refillMs: (Number(m[2]) * 1000) / Number(m[1]) };
}

export function createEdgeLimits({
  env = process.env,
  now = () => performance.now(),
  maxBuckets = MAX_BUCKETS,
}: { env?: Env; now?: () => number; maxBuckets?: number } = {}): EdgeLimits {
  const rules = {} as Record<LimitClass, LimitRule | null>;
  for (const cls of Object.keys(LIMIT_CLASSES) as LimitClass[]) {
    const { env: name, defaults } = LIMIT_CLASSES[cls];
    rules[cls] = parseLimit(env[name] || defaults, name);
  }
  /** key → { tokens, at } ; Map order = last use order (re-inserted on use). */
  const buckets = new Map<string, { tokens: number; at: number }>();

  /**
   * Takes one request of `path` from `ip`'s allowance. Returns null (allowed, or not a limited
   * path) or the refusal: { status: 429, retCode, retMsg, retryAfter } (seconds). `path`: the
   * canonical API path.
   */
  function take(path: string, ip: string): EdgeRefusal | null {
    const cls = LIMITED_PATHS[path] as LimitClass | undefined;
    const rule = cls && rules[cls];
    if (!rule) return null;
    const key = `${cls} ${ip}`;
    const t = now();
    let b = buckets.get(key);
    if (b) {
      buckets.delete(key);
      b.tokens = Math.min(rule.burst, b.tokens + (t - b.at) / rule.refillMs);
      b.at = t;
    } else {
      b = { tokens: rule.burst, at: t };
      if (buckets.size >= maxBuckets) buckets.delete(buckets.keys().next().value!);
    }
    buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return null;
    }
    const retryAfter = Math.max(1, Math.ceil(((1 - b.tokens) * rule.refillMs) / 1000));
    return { status: 429, retCode: '429', retMsg: LIMIT_CLASSES[cls].message(retryAfter), retryAfter, cls };
  }

  return { take, size: () => buckets.size };
}
