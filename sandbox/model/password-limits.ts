import { addHit, clearHits, hitsWithin } from './limits';

/**
 * Password guessing is throttled per account + client address, per account (guesses from many
 * addresses) and per client address (one address trying many accounts), as a real account
 * service does. Failures count within `windowMs`; a success clears the account's counters (never
 * the address's: an attacker could clear it by logging in to an account of their own).
 * - from `delayFrom` failures of one account from one address: the next attempt waits 1 s, then
 *   2, 4, 8… up to 30 s (answered at once with the wait, not held open: no connection is tied up);
 * - from `captchaFrom` failures: every attempt needs a captcha pass (the slide captcha when the
 *   site asks for none: gt/register then answers success 1 for that phone);
 * - at `lockAt` failures: password login is locked for 15 minutes, doubling with every further
 *   lock of that key within 24 h (up to 24 h). SMS login stays open, and the message says so.
 * Attempts refused by a lock, a wait or a missing captcha are not failures (they never reach the
 * password check). Unknown phones count like known ones: the answers do not tell them apart.
 */
export const PASSWORD_RULES = {
  windowMs: 15 * 60_000,
  accountAddress: { delayFrom: 3, captchaFrom: 5, lockAt: 10 },
  account: { captchaFrom: 10, lockAt: 20 },
  address: { captchaFrom: 10, lockAt: 50 },
  delayBaseMs: 1000,
  delayMaxMs: 30_000,
  lockMs: 15 * 60_000,
  lockMaxMs: 24 * 3600_000,
} as const;

export const PASSWORD_MSG = {
  wrong: '账号或密码错误',
  wrongNearLock: (left: number) => `账号或密码错误，再错${left}次将暂时锁定密码登录`,
  locked: (minutes: number) => `密码错误次数过多，密码登录已暂时锁定，请${minutes}分钟后再试或使用验证码登录`,
  wait: (seconds: number) => `操作过于频繁，请${seconds}秒后再试`,
  captcha: '密码错误次数较多，请先完成安全验证',
} as const;

type Scope = 'accountAddress' | 'account' | 'address';

const keysOf = (phone: string, address: string): Record<Scope, string> => ({
  accountAddress: `pwd:${phone}|${address}`,
  account: `pwd:${phone}`,
  address: `pwd@${address}`,
});
const lockKey = (key: string) => `lock:${key}`;

/** The lock on `key` still running at `t`: its end, or 0. */
function lockedUntil(key: string, t: number): number {
  const locks = hitsWithin(lockKey(key), PASSWORD_RULES.lockMaxMs, t);
  if (!locks.length) return 0;
  // The n-th lock within 24 h lasts lockMs · 2^(n−1).
  const ms = Math.min(PASSWORD_RULES.lockMs * 2 ** (locks.length - 1), PASSWORD_RULES.lockMaxMs);
  const until = locks[locks.length - 1]! + ms;
  return until > t ? until : 0;
}

export type PasswordGate =
  | { kind: 'open'; captcha: boolean }
  | { kind: 'locked'; code: 'PWD_LOCKED'; msg: string }
  | { kind: 'wait'; code: 'PWD_TOO_FREQUENT'; msg: string };

/** Whether a password attempt for `phone` from `address` may be checked now, and whether it needs a captcha. */
export function passwordGate(phone: string, address: string, t: number): PasswordGate {
  const keys = keysOf(phone, address);
  const until = Math.max(...Object.values(keys).map((k) => lockedUntil(k, t)));
  if (until) return { kind: 'locked', code: 'PWD_LOCKED', msg: PASSWORD_MSG.locked(Math.ceil((until - t) / 60_000)) };
  const failures = (scope: Scope) => hitsWithin(keys[scope], PASSWORD_RULES.windowMs, t);
  const own = failures('accountAddress');
  const { delayFrom } = PASSWORD_RULES.accountAddress;
  if (own.length >= delayFrom) {
    const wait = Math.min(PASSWORD_RULES.delayBaseMs * 2 ** (own.length - delayFrom), PASSWORD_RULES.delayMaxMs);
    const at = own[own.length - 1]! + wait;
    if (t < at) return { kind: 'wait', code: 'PWD_TOO_FREQUENT', msg: PASSWORD_MSG.wait(Math.ceil((at - t) / 1000)) };
  }
  const captcha = (['accountAddress', 'account', 'address'] as const).some((s) => failures(s).length >= PASSWORD_RULES[s].captchaFrom);
  return { kind: 'open', captcha };
}

/** Counts a failed attempt; answers the message for it (a lock when this failure reached one). */
export function recordPasswordFailure(phone: string, address: string, t: number): { code: 'PWD_ERROR' | 'PWD_LOCKED'; msg: string } {
  const keys = keysOf(phone, address);
  let left = Infinity;
  for (const scope of ['accountAddress', 'account', 'address'] as const) {
    const key = keys[scope];
    addHit(key, t);
    const count = hitsWithin(key, PASSWORD_RULES.windowMs, t).length;
    if (count >= PASSWORD_RULES[scope].lockAt) {
      clearHits(key);
      addHit(lockKey(key), t);
    } else if (scope !== 'address') {
      left = Math.min(left, PASSWORD_RULES[scope].lockAt - count);
    }
  }
  const gate = passwordGate(phone, address, t);
  if (gate.kind === 'locked') return { code: 'PWD_LOCKED', msg: gate.msg };
  return { code: 'PWD_ERROR', msg: left <= 3 ? PASSWORD_MSG.wrongNearLock(left) : PASSWORD_MSG.wrong };
}

/** A right password: the account's counters start again (the address's do not). */
export function recordPasswordSuccess(phone: string, address: string): void {
  const keys = keysOf(phone, address);
  clearHits(keys.accountAddress);
  clearHits(keys.account);
}

/**
 * A password reset by SMS code proves the phone: its account counters and locks (from this and
 * every address) end, so the new password works at once. Other addresses' own counters stay.
 */
export function clearPasswordLimits(phone: string, address: string): void {
  const keys = keysOf(phone, address);
  for (const key of [keys.accountAddress, keys.account]) {
    clearHits(key);
    clearHits(lockKey(key));
  }
}

/** True when a password attempt for `phone` from `address` must carry a captcha pass now (gt/register asks for one). */
export function passwordCaptchaWanted(phone: string, address: string, t: number): boolean {
  const gate = passwordGate(phone, address, t);
  // A locked or waiting attempt is answered with that first: no puzzle to solve in vain.
  return gate.kind === 'open' && gate.captcha;
}
