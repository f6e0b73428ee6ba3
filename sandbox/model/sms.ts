import { randomInt } from 'node:crypto';
import { db, mutate, now } from '../db';
import { addHit, hitsWithin } from './limits';

export const SMS_TTL_MS = 10 * 60_000;
export const SMS_COOLDOWN_MS = 60_000;
export const SMS_DAILY_CAP = 10;
export const SMS_MAX_TRIES = 5;

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The daily cap resets at midnight China time, as users there experience it. */
function chinaDay(t: number): string {
  return new Date(t + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export type SendRefusal = { code: 'SMS_LIMIT' | 'SMS_DAILY_LIMIT' | 'SMS_ADDRESS_LIMIT' | 'SMS_RANGE_LIMIT'; msg: string };

/**
 * Caps on codes sent, besides the phone's own 60 s and 10 a day: per client address (one
 * address sending to many phones: SMS bombing, or walking the phone numbers) and per number range
 * — the first 7 digits (号段 + HLR block, 10,000 numbers), which catches one sender rotating
 * addresses through consecutive numbers. A minute's burst and an hour's total each; only codes
 * actually sent count. Sized for real use: a household or office behind one address logs in a
 * few people a minute, and 10,000 numbers of one block rarely ask for 20 codes in an hour, while
 * 12 phones from one address in a second are stopped at the 6th.
 */
export const SMS_RANGE_RULES = {
  address: [
    { windowMs: 60_000, max: 5 },
    { windowMs: 3600_000, max: 30 },
  ],
  range: [
    { windowMs: 60_000, max: 5 },
    { windowMs: 3600_000, max: 20 },
  ],
} as const;

/** The number range of a phone: its first 7 digits. */
export const rangeOf = (phone: string) => phone.slice(0, 7);

function waitText(ms: number): string {
  return ms > 60_000 ? `${Math.ceil(ms / 60_000)}分钟` : `${Math.ceil(ms / 1000)}秒`;
}

/** The refusal of the first cap the next send would pass, or null. */
function capRefusal(phone: string, address: string, t: number): SendRefusal | null {
  const checks = [
    { key: `sms@${address}`, rules: SMS_RANGE_RULES.address, code: 'SMS_ADDRESS_LIMIT' as const, who: '当前网络' },
    { key: `sms#${rangeOf(phone)}`, rules: SMS_RANGE_RULES.range, code: 'SMS_RANGE_LIMIT' as const, who: '该号段' },
  ];
  for (const { key, rules, code, who } of checks) {
    for (const { windowMs, max } of rules) {
      const hits = hitsWithin(key, windowMs, t);
      if (hits.length < max) continue;
      // Free again when the oldest hit that keeps it at the cap leaves the window.
      const freeAt = hits[hits.length - max]! + windowMs;
      return { code, msg: `${who}获取验证码过于频繁，请${waitText(freeAt - t)}后再试` };
    }
  }
  return null;
}

/**
 * Stores a fresh code for the phone, or says why not. The code itself is only visible to QA.
 * `address` is the client's (sandbox/client-address.ts).
 */
export function sendCode(phone: string, address: string): SendRefusal | null {
  const t = now();
  const last = db().sms[phone];
  if (last && t - last.sentAt < SMS_COOLDOWN_MS) {
    const seconds = Math.ceil((SMS_COOLDOWN_MS - (t - last.sentAt)) / 1000);
    return { code: 'SMS_LIMIT', msg: `验证码发送过于频繁，请${seconds}秒后再试` };
  }
  const capped = capRefusal(phone, address, t);
  if (capped) return capped;
  const day = chinaDay(t);
  const daily = db().smsDaily[phone];
  const sentToday = daily?.day === day ? daily.count : 0;
  if (sentToday >= SMS_DAILY_CAP) return { code: 'SMS_DAILY_LIMIT', msg: '今日验证码发送次数已达上限，请明天再试' };
  mutate((s) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    s.sms[phone] = { phone, code, sentAt: t, expiresAt: t + SMS_TTL_MS, wrongTries: 0 };
    s.smsDaily[phone] = { day, count: sentToday + 1 };
  });
  addHit(`sms@${address}`, t);
  addHit(`sms#${rangeOf(phone)}`, t);
  return null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired';

/** Checks and, on success, uses up the phone's code. A wrong guess costs one of the 5 tries. */
export function consumeCode(phone: string, code: string): CodeCheck {
  const record = db().sms[phone];
  const t = now();
  if (!record || record.usedAt !== undefined || t > record.expiresAt || record.wrongTries >= SMS_MAX_TRIES) {
    return 'expired';
  }
  if (record.code !== code) {
    mutate(() => {
      record.wrongTries += 1;
    });
    return 'wrong';
  }
  mutate(() => {
    record.usedAt = t;
  });
  return 'ok';
}

/** The latest code sent to the phone, for the QA control. */
export function latestCode(phone: string): { telNum: string; code: string; sentAt: number } | null {
  const record = db().sms[phone];
  return record ? { telNum: phone, code: record.code, sentAt: record.sentAt } : null;
}
