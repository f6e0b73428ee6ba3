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
  /** Geetest's result (getValidate()), when the slide captcha was shown. */
  geetest_challenge?: string;
  geetest_validate?: string;
  geetest_seccode?: string;
}

/** What Geetest's captcha object hands over after a pass, sent as they are (SPEC §3, §7). */
export type GeetestResult = Required<Pick<CaptchaResult, 'geetest_challenge' | 'geetest_validate' | 'geetest_seccode'>>;

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

/** gt/register's answer: Geetest's own four fields (SPEC §3 "Captcha register"). */
export interface GtRegister {
  /** 1: Geetest's servers are up; 0: they are down, the browser runs Geetest's failback mode. */
  success: number;
  gt: string;
  challenge: string;
  new_captcha: boolean;
}

async function postGtRegister(path: string, telNum: string, opts?: CallOptions) {
  const timeStamp = String(Date.now());
  const sign = await md5Hex(`${telNum}${timeStamp}`);
  const headers = { reqChannel: '4', countryCode: LIMITS.countryCode, telNum, timeStamp, sign };
  return http.post<GtRegister>(path, {}, { ...opts, headers: { ...headers, ...opts?.headers } });
}

/**
 * POST /u-nnpc/api/v1/gt/register — Geetest registration (SPEC §7): the headers reqChannel 4,
 * countryCode (default 86), telNum, timeStamp and sign = md5(telNum + timeStamp).
 */
export function registerGt(telNum: string, opts?: CallOptions) {
  return postGtRegister('/u-nnpc/api/v1/gt/register', telNum, opts);
}

/** POST /u-nnpc/gt/register — the older path of the same registration: the same headers and answer. */
export function registerGtLegacy(telNum: string, opts?: CallOptions) {
  return postGtRegister('/u-nnpc/gt/register', telNum, opts);
}

/**
 * POST /u-nnpc/gt/validate — the server's check of a Geetest result without using it up (the SMS
 * send or password login that carries it does that); `data` true when it would pass.
 */
export function validateGt(result: GeetestResult, opts?: CallOptions) {
  return http.post<boolean>('/u-nnpc/gt/validate', result, opts);
}

/**
 * POST /u-nnpc/checkOldTelnum — whether a phone already has an account (SPEC §7; not used by the
 * login modal, which registers a new phone on its first SMS login).
 */
export function checkOldTelnum(telNum: string, opts?: CallOptions) {
  return http.post<unknown>('/u-nnpc/checkOldTelnum', { countryCode: LIMITS.countryCode, telNum }, opts);
}
