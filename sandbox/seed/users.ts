import { createHash } from 'node:crypto';
import { hashPassword, md5Hex } from '../model/passwords';
import type { SandboxUser } from '../types';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';
/** Fixed so the seed is the same on every machine and after every reset. */
const SEED_TIME = Date.UTC(2025, 0, 6, 2, 0, 0);

/** Demo accounts: also listed in the startup log line and the README. */
export const DEMO_ACCOUNTS = [
  { phone: '13800138000', password: 'abc12345', nickName: '电竞小王', nnNumber: '20480001' },
  { phone: '13900139000', password: 'qwe123456', nickName: '夜猫子玩家', nnNumber: '20480002' },
  { phone: '13700137000', password: null, nickName: '峡谷清风', nnNumber: '20480003' },
] as const;

export const FIRST_FREE_NN_NUMBER = 20480004;

function seedSalt(phone: string): string {
  return createHash('sha256').update(`nn-sandbox-seed:${phone}`).digest('hex').slice(0, 32);
}

export function seedUsers(): Record<string, SandboxUser> {
  const users: Record<string, SandboxUser> = {};
  for (const demo of DEMO_ACCOUNTS) {
    const user: SandboxUser = {
      phone: demo.phone,
      countryCode: '86',
      nickName: demo.nickName,
      nnNumber: demo.nnNumber,
      userUrlNn: DEFAULT_AVATAR,
      registeredAt: SEED_TIME,
      registerCanal: 'guanwang',
    };
    if (demo.password) {
      user.pwdSalt = seedSalt(demo.phone);
      user.pwdHash = hashPassword(md5Hex(demo.password), user.pwdSalt);
    }
    users[demo.phone] = user;
  }
  return users;
}

/** One human-readable line per demo account, for the startup log. */
export function describeDemoAccounts(): string {
  return DEMO_ACCOUNTS.map((a) => `${a.phone} ${a.password ? `密码 ${a.password}` : '仅验证码登录'}（${a.nickName}）`).join('；');
}
