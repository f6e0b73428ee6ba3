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

export function passwordMatches(user: SandboxUser, md5: string): boolean {
  return !!user.pwdSalt && !!user.pwdHash && hashPassword(md5, user.pwdSalt) === user.pwdHash;
}

/** What the API shows of a user (never the phone, never the password). */
export function profileOf(user: SandboxUser): { nickName: string; nnNumber: string; userUrlNn: string } {
  return { nickName: user.nickName, nnNumber: user.nnNumber, userUrlNn: user.userUrlNn };
}
