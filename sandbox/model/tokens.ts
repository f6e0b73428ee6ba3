import { randomBytes } from 'node:crypto';
import { db, mutate, now } from '../db';
import type { SandboxUser, TokenRecord } from '../types';

export const TOKEN_TTL_MS = 7 * 24 * 3600_000;

export const AUTH_ERRORS = {
  invalid: { code: 'auth_40001', msg: '登录信息无效' },
  expired: { code: 'auth_40002', msg: '登录已过期' },
  revoked: { code: 'auth_10003', msg: '账号已在其他地方登录或已退出' },
} as const;

export type AuthError = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS];
export type TokenCheck = { ok: true; user: SandboxUser; record: TokenRecord } | { ok: false; error: AuthError };

export function issueToken(phone: string): TokenRecord {
  const t = now();
  const record: TokenRecord = { token: randomBytes(16).toString('hex'), phone, issuedAt: t, expiresAt: t + TOKEN_TTL_MS };
  mutate((s) => {
    // Keep revoked/expired tokens a week longer so they answer 10003/40002 rather than 40001.
    for (const [key, old] of Object.entries(s.tokens)) if (old.expiresAt < t - TOKEN_TTL_MS) delete s.tokens[key];
    s.tokens[record.token] = record;
  });
  return record;
}

export function checkToken(token: string | null | undefined): TokenCheck {
  const record = token ? db().tokens[token] : undefined;
  const user = record ? db().users[record.phone] : undefined;
  if (!record || !user) return { ok: false, error: AUTH_ERRORS.invalid };
  if (record.revokedAt !== undefined) return { ok: false, error: AUTH_ERRORS.revoked };
  if (now() > record.expiresAt) return { ok: false, error: AUTH_ERRORS.expired };
  return { ok: true, user, record };
}

/** Revokes one token; false when it is unknown. */
export function revokeToken(token: string): boolean {
  const record = db().tokens[token];
  if (!record) return false;
  mutate(() => {
    record.revokedAt ??= now();
  });
  return true;
}

/** Revokes every live token, or every live token of one phone. Returns how many. */
export function revokeTokens(phone?: string): number {
  const t = now();
  return mutate((s) => {
    let count = 0;
    for (const record of Object.values(s.tokens)) {
      if (record.revokedAt !== undefined || (phone && record.phone !== phone)) continue;
      record.revokedAt = t;
      count += 1;
    }
    return count;
  });
}
