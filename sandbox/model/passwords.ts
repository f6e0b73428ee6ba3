import { createHash, randomBytes } from 'node:crypto';

/** The client sends md5(password) (SPEC §7); it is stored salted so a leaked store reveals no md5. */
export function hashPassword(md5Hex: string, salt: string): string {
  return createHash('sha256').update(salt + md5Hex.toLowerCase()).digest('hex');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function isMd5Hex(value: string): boolean {
  return /^[0-9a-fA-F]{32}$/.test(value);
}
