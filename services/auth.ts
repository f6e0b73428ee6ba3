import type { PuzzleSpec } from '@/lib/captcha-puzzle';
import { LIMITS } from '@/lib/constants';
import { http, type CallOptions, QUIET } from '@/lib/http';
import type { UserInfo } from '@/lib/user-types';

/** User info as the backend returns it (getUserInfoByToken answers without the token). */
export type UserProfile = Omit<UserInfo, 'token'>;

/** The verification result a send or a password login carries (SPEC §7 "optional verification results"). */
export interface CaptchaResult {
  /** Tencent-style captcha ticket and random string, when that captcha was shown. */
  ticket?: string;
  randstr?: string;
  /** Slide captcha (geetest-style) result, when that captcha was shown. */
  geetest_challenge?: string;
  geetest_validate?: string;
  geetest_seccode?: string;
}

/**
 * Passwords leave the browser only as md5 (SPEC §7). js-md5 is loaded with the first call: this
 * module is also used by the header's session sync on every page, where no hashing happens.
 */
export function hashPassword(plain: string): Promise<string> {
  return md5Hex(plain);
}

type Md5 = (text: string) => string;

async function md5Hex(text: string): Promise<string> {
  // js-md5 is CommonJS: webpack's dynamic import exposes it as `default`, Node's as named `md5`.
  const mod = (await import('js-md5')) as unknown as { md5?: Md5; default?: Md5 & { md5?: Md5 } };
  const md5 = mod.md5 ?? mod.default?.md5 ?? mod.default;
  if (!md5) throw new Error('js-md5 did not load');
  return md5(text);
}

/** POST /u-nnpc/api/v2/userSms/sendSms — sends a 6-digit code; refused within 60 s of the last send. */
export function sendSms(telNum: string, captcha: CaptchaResult = {}, opts?: CallOptions) {
  return http.post<null>('/u-nnpc/api/v2/userSms/sendSms', { type: 1, telNum, countryCode: LIMITS.countryCode, ...captcha }, opts);
}

export interface LoginContext {
  /** `from` query of the page, recorded as the marketing source. */
  marketingSource?: string;
  anonymousId?: string;
}

/** POST /u-nnpc/registerLogin — registers or logs in with phone + SMS code; returns the user with token. */
export function registerLogin(telNum: string, smsCode: string, ctx: LoginContext = {}, opts?: CallOptions) {
  return http.post<UserInfo>(
    '/u-nnpc/registerLogin',
    { countryCode: LIMITS.countryCode, telNum, smsCode },
    {
      ...opts,
      headers: {
        marketingSource: ctx.marketingSource,
        registerCanal: LIMITS.sourceChannel,
        anonymousId: ctx.anonymousId,
        ...opts?.headers,
      },
    },
  );
}

/** POST /u-nnpc/api/v2/user/pwdLogin — phone + md5 password; returns the user with token. */
export async function pwdLogin(telNum: string, password: string, captcha: CaptchaResult = {}, opts?: CallOptions) {
  const hashed = await hashPassword(password);
  return http.post<UserInfo>(
    '/u-nnpc/api/v2/user/pwdLogin',
    { countryCode: LIMITS.countryCode, pwdEncry: hashed, type: 'phone', username: telNum, pwd: hashed, loginType: 'phone', ...captcha },
    opts,
  );
}

/** POST /u-nnpc/forgetPwd — sets a new password after an SMS check; retMsg is the success text. */
export async function forgetPwd(telNum: string, smsCode: string, newPassword: string, opts?: CallOptions) {
  return http.post<null>(
    '/u-nnpc/forgetPwd',
    { countryCode: LIMITS.countryCode, telNum, pwdEncry: await hashPassword(newPassword), smsCode },
    opts,
  );
}

/** POST /u-nnpc/logout — revokes the token. */
export function logout(token: string, opts?: CallOptions) {
  return http.post<null>('/u-nnpc/logout', { appId: 'nn_web', token }, opts);
}

/** POST /u-nnpc/getUserInfoByToken — the profile of the token in the header. */
export function getUserInfoByToken(token: string, opts?: CallOptions) {
  return http.post<UserProfile>('/u-nnpc/getUserInfoByToken', {}, { ...opts, headers: { token, ...opts?.headers } });
}

/**
 * POST /u-nnpc/exchangeToken — trades another app's token for a site token (the token is `data` on
 * code 100). A failed token fetch is logged and yields an empty value (SPEC §8): resolves '' then,
 * never rejects, and shows no toast. No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will.
 */
export async function exchangeToken(exchangedToken: string, exchangedAppId: string, opts?: CallOptions): Promise<string> {
  try {
    const res = await http.post<unknown>('/u-nnpc/exchangeToken', { exchangedToken, exchangedAppId }, { ...QUIET, ...opts });
    return typeof res.data === 'string' ? res.data : '';
  } catch (error) {
    logTokenFailure('exchangeToken', error);
    return '';
  }
}

/**
 * POST /u-nnpc/api/v3/info/nn/findOneLoginToken — a short-lived jwt (`data.jwtToken`) for the client.
 * A failed token fetch is logged and yields '' (SPEC §8). No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will.
 */
export async function findOneLoginToken(opts?: CallOptions): Promise<string> {
  try {
    const res = await http.post<{ jwtToken?: unknown } | null>('/u-nnpc/api/v3/info/nn/findOneLoginToken', {}, { ...QUIET, ...opts });
    const jwt = res.data?.jwtToken;
    return typeof jwt === 'string' ? jwt : '';
  } catch (error) {
    logTokenFailure('findOneLoginToken', error);
    return '';
  }
}

function logTokenFailure(call: string, error: unknown): void {
  const e = error as { code?: unknown; msg?: unknown } | null;
  console.warn(`[auth] ${call} failed (${String(e?.code ?? 'error')}: ${String(e?.msg ?? error)}); using an empty token`);
}

/** POST /u-nnpc/api/v2/captcha/tx/findStatus — whether the Tencent-style captcha must be passed first. */
export function getCaptchaStatus(opts?: CallOptions) {
  return http.post<boolean>('/u-nnpc/api/v2/captcha/tx/findStatus', {}, { ...QUIET, ...opts });
}

export interface GtRegister {
  /** 1: the slide captcha must be passed (a puzzle follows); 0: no slide check is wanted. */
  success: number;
  gt: string;
  challenge: string;
  new_captcha: boolean;
  /** The puzzle to draw (the gap position and the picture seed), with success 1. */
  puzzle?: PuzzleSpec;
}

/**
 * POST /u-nnpc/api/v1/gt/register — geetest-style slide captcha registration (SPEC §7): the headers
 * reqChannel 4, countryCode (default 86), telNum, timeStamp and sign = md5(telNum + timeStamp).
 * (/u-nnpc/gt/register is the older path of the same call; the site uses the v1 one.)
 */
export async function registerGt(telNum: string, opts?: CallOptions) {
  const timeStamp = String(Date.now());
  const sign = await md5Hex(`${telNum}${timeStamp}`);
  return http.post<GtRegister>('/u-nnpc/api/v1/gt/register', {}, {
    ...opts,
    headers: { reqChannel: '4', countryCode: LIMITS.countryCode, telNum, timeStamp, sign, ...opts?.headers },
  });
}

export interface GtValidation {
  validate: string;
  seccode: string;
}

/** POST /u-nnpc/gt/validate — the slide answer: the piece's offset (px) and the drag time (ms). */
export function validateGt(challenge: string, offset: number, duration: number, opts?: CallOptions) {
  return http.post<GtValidation>('/u-nnpc/gt/validate', { challenge, offset, duration }, opts);
}
