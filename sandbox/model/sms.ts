import { randomInt } from 'node:crypto';
import { db, mutate, now } from '../db';

export const SMS_TTL_MS = 10 * 60_000;
export const SMS_COOLDOWN_MS = 60_000;
export const SMS_DAILY_CAP = 10;
export const SMS_MAX_TRIES = 5;

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The daily cap resets at midnight China time, as users there experience it. */
function chinaDay(t: number): string {
  return new Date(t + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export type SendRefusal = { code: 'SMS_LIMIT' | 'SMS_DAILY_LIMIT'; msg: string };

/** Stores a fresh code for the phone, or says why not. The code itself is only visible to QA. */
export function sendCode(phone: string): SendRefusal | null {
  const t = now();
  const last = db().sms[phone];
  if (last && t - last.sentAt < SMS_COOLDOWN_MS) {
    const seconds = Math.ceil((SMS_COOLDOWN_MS - (t - last.sentAt)) / 1000);
    return { code: 'SMS_LIMIT', msg: `验证码发送过于频繁，请${seconds}秒后再试` };
  }
  const day = chinaDay(t);
  const daily = db().smsDaily[phone];
  const sentToday = daily?.day === day ? daily.count : 0;
  if (sentToday >= SMS_DAILY_CAP) return { code: 'SMS_DAILY_LIMIT', msg: '今日验证码发送次数已达上限，请明天再试' };
  mutate((s) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    s.sms[phone] = { phone, code, sentAt: t, expiresAt: t + SMS_TTL_MS, wrongTries: 0 };
    s.smsDaily[phone] = { day, count: sentToday + 1 };
  });
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
