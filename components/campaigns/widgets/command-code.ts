import { ACTIVITY_CODES } from '@/lib/activity-types';

/** Rules of the 口令 redeem form (/command/command). */

export const COMMAND_MSG = {
  empty: '请输入口令',
  tooLong: '口令最多 20 个字符',
  badChars: '口令只能包含字母和数字',
  bad: '口令错误，请重新输入',
  used: '您已领取过该礼包',
  ended: '抱歉，活动不在有效期',
  failed: '兑换失败，请稍后重试',
} as const;

export const COMMAND_MAX = 20;

/** Trimmed, inner spaces removed (a code copied from a live-stream caption often has them). */
export function normalizeCommand(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** The error to show before calling the server, or null when the code may be sent. */
export function commandInputError(raw: string): string | null {
  const code = normalizeCommand(raw);
  if (!code) return COMMAND_MSG.empty;
  if ([...code].length > COMMAND_MAX) return COMMAND_MSG.tooLong;
  return /^[A-Za-z0-9]+$/.test(code) ? null : COMMAND_MSG.badChars;
}

/** The message of a rejected redeem: the service's business codes, else its own text. */
export function commandErrorMessage(error: unknown): string {
  const { code, msg } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; msg?: unknown };
  const known: Record<string, string> = {
    [ACTIVITY_CODES.badCommand]: COMMAND_MSG.bad,
    [ACTIVITY_CODES.alreadyDone]: COMMAND_MSG.used,
    [ACTIVITY_CODES.outOfWindow]: COMMAND_MSG.ended,
  };
  if (code !== undefined && known[String(code)]) return known[String(code)]!;
  return typeof msg === 'string' && msg ? msg : COMMAND_MSG.failed;
}
