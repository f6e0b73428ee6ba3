/** Validation rules of SPEC §5. Messages are verbatim. */

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const SMS_RE = /^\d{6}$/;

export const MESSAGES = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号!',
  smsRequired: '请输入验证码',
  smsInvalid: '请输入正确验证码!',
  pwdRequired: '请输入密码',
  pwdInvalid: '必须是字母和数字组合,长度在6~20之间',
  /** The account rule (6–12), for a password being set. */
  pwdAccountInvalid: '必须是字母和数字组合,长度在6~12之间',
  /** Empty hint of the login's username (the account of a password login: phone / NN number / email). */
  usernameRequired: '请输入手机号/NN号/邮箱',
} as const;

/**
 * Phone input: digits only, at most 11. A pasted `+86 138-0013-8000` keeps the national number:
 * the country code is dropped when the digits start with 86 and are longer than 11.
 */
export function sanitizePhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  // +86 / (+86) / 0086 / 86 prefixes of a pasted international number.
  const prefixed = /^\D*(00)?86\D*1/.test(value);
  if (prefixed && digits.length > 11) digits = digits.replace(/^(00)?86/, '');
  return digits.slice(0, 11);
}

export function sanitizeSmsInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

export function isValidPhone(v: string): boolean {
  return PHONE_RE.test(v);
}

export function isValidSmsCode(v: string): boolean {
  return SMS_RE.test(v);
}

/** Login modal reading of the password rule: 6–20 characters, letters and digits both present, nothing else. */
export function isValidLoginPassword(v: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/.test(v);
}

/** The rule used elsewhere (SPEC §5 gives both): 6–12 characters containing letters and digits. */
export function isValidAccountPassword(v: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/.test(v);
}

export function phoneError(v: string): string | null {
  if (!v) return MESSAGES.phoneRequired;
  return isValidPhone(v) ? null : MESSAGES.phoneInvalid;
}

export function smsError(v: string): string | null {
  if (!v) return MESSAGES.smsRequired;
  return isValidSmsCode(v) ? null : MESSAGES.smsInvalid;
}

export function passwordError(v: string): string | null {
  if (!v) return MESSAGES.pwdRequired;
  return isValidLoginPassword(v) ? null : MESSAGES.pwdInvalid;
}

/** A password being set (forgot password): the account rule, 6–12 characters with letters and digits. */
export function accountPasswordError(v: string): string | null {
  if (!v) return MESSAGES.pwdRequired;
  return isValidAccountPassword(v) ? null : MESSAGES.pwdAccountInvalid;
}

/** The username of a password login (sent as `username`, type phone): empty → the phone / NN number / email hint. */
export function usernameError(v: string): string | null {
  if (!v) return MESSAGES.usernameRequired;
  return isValidPhone(v) ? null : MESSAGES.phoneInvalid;
}
