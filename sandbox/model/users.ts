import { timingSafeEqual } from 'node:crypto';
import { db, mutate, now } from '../db';
import { DEFAULT_AVATAR } from '../seed';
import type { SandboxUser } from '../types';
import { hashPassword, newSalt } from './passwords';

export const PHONE_RE = /^1[3-9]\d{9}$/;

export function findUser(phone: string): SandboxUser | undefined {
  return db().users[phone];
}

export interface RegisterSource {
  marketingSource?: string;
  registerCanal?: string;
}

export function registerUser(phone: string, source: RegisterSource): SandboxUser {
  return mutate((s) => {
    const user: SandboxUser = {
      phone,
      countryCode: '86',
      nickName: `NN用户${phone.slice(-4)}`,
      nnNumber: String(s.nextNnNumber),
      userUrlNn: DEFAULT_AVATAR,
      registeredAt: now(),
      ...(source.marketingSource ? { marketingSource: source.marketingSource } : {}),
      ...(source.registerCanal ? { registerCanal: source.registerCanal } : {}),
    };
    s.nextNnNumber += 1;
    s.users[phone] = user;
    return user;
  });
}

export function setPassword(user: SandboxUser, md5: string): void {
  mutate(() => {
    user.pwdSalt = newSalt();
    user.pwdHash = hashPassword(md5, user.pwdSalt);
  });
}

/** Hashed against when there is no account or no password, so every answer costs the same work. */
const NO_ACCOUNT_SALT = newSalt();
const NO_ACCOUNT_HASH = hashPassword('0'.repeat(32), NO_ACCOUNT_SALT);

/**
 * The user whose password this is, or undefined — for an unknown phone, an account without a
 * password and a wrong password alike, after the same hashing and a constant-time compare.
 */
export function checkPassword(phone: string, md5: string): SandboxUser | undefined {
  const user = findUser(phone);
  const hasPassword = !!user?.pwdSalt && !!user.pwdHash;
  const salt = hasPassword ? user.pwdSalt! : NO_ACCOUNT_SALT;
  const expected = hasPassword ? user.pwdHash! : NO_ACCOUNT_HASH;
  const matches = safeEqual(hashPassword(md5, salt), expected);
  return hasPassword && matches ? user : undefined;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the API shows of a user (never the phone, never the password). */
export function profileOf(user: SandboxUser): { nickName: string; nnNumber: string; userUrlNn: string } {
  return { nickName: user.nickName, nnNumber: user.nnNumber, userUrlNn: user.userUrlNn };
}
