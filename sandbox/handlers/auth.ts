import { randomBytes } from 'node:crypto';
import { http } from 'msw';
import { now } from '../db';
import { fail, ok } from '../envelope';
import { clientAddress } from '../client-address';
import { isMd5Hex } from '../model/passwords';
import { clearPasswordLimits, passwordCaptchaWanted, passwordGate, PASSWORD_MSG, recordPasswordFailure, recordPasswordSuccess } from '../model/password-limits';
import {
  answerPuzzle, captchaMode, captchaRefusal, CAPTCHA_MSG, geetestPuzzle, gtSign, issuePuzzle, passIsValid, registerChallenge, seccodeOf, TICKET_PREFIX,
} from '../model/captcha';
import { recordingHandlers } from '../model/request-log';
import { consumeCode, sendCode } from '../model/sms';
import { AUTH_ERRORS, checkToken, issueToken, revokeToken, revokeTokens } from '../model/tokens';
import { checkPassword, findUser, PHONE_RE, profileOf, registerUser, setPassword } from '../model/users';
import { readBody, str } from '../request-body';
import { requireUser } from '../require-user';
import type { SandboxUser } from '../types';

export { requireUser } from '../require-user';

const BAD_PHONE = () => fail('PARAM_ERROR', '请输入正确的手机号!');

/** The login answer of registerLogin and pwdLogin. */
function loginAnswer(user: SandboxUser): Response {
  const { token } = issueToken(user.phone);
  return ok({ token, ...profileOf(user) });
}

/** Answers the code check of registerLogin / forgetPwd, or null when the code was right. */
function codeRefusal(phone: string, smsCode: string): Response | null {
  if (!smsCode) return fail('PARAM_ERROR', '请输入验证码');
  const check = consumeCode(phone, smsCode);
  if (check === 'wrong') return fail('SMS_CODE_ERROR', '验证码错误，请重新输入');
  if (check === 'expired') return fail('SMS_CODE_EXPIRED', '验证码已失效，请重新获取');
  return null;
}

const sendSms = http.post('*/u-nnpc/api/v2/userSms/sendSms', async ({ request }) => {
  const body = await readBody(request);
  const phone = str(body, 'telNum');
  if (!PHONE_RE.test(phone)) return BAD_PHONE();
  const captcha = captchaRefusal(body, { phone, address: clientAddress() });
  if (captcha) return fail(captcha.code, captcha.msg);
  const refusal = sendCode(phone, clientAddress());
  return refusal ? fail(refusal.code, refusal.msg) : ok(null);
});

const registerLogin = http.post('*/u-nnpc/registerLogin', async ({ request }) => {
  const body = await readBody(request);
  const phone = str(body, 'telNum');
  if (!PHONE_RE.test(phone)) return BAD_PHONE();
  const refusal = codeRefusal(phone, str(body, 'smsCode'));
  if (refusal) return refusal;
  const user =
    findUser(phone) ??
    registerUser(phone, {
      marketingSource: request.headers.get('marketingSource') ?? undefined,
      registerCanal: request.headers.get('registerCanal') ?? undefined,
    });
  return loginAnswer(user);
});

const pwdLogin = http.post('*/u-nnpc/api/v2/user/pwdLogin', async ({ request }) => {
  const body = await readBody(request);
  const phone = str(body, 'username') || str(body, 'telNum');
  const md5 = str(body, 'pwdEncry') || str(body, 'pwd');
  if (!PHONE_RE.test(phone)) return BAD_PHONE();
  if (!md5) return fail('PARAM_ERROR', '请输入密码');
  // Attempt limits first (model/password-limits.ts): a locked or waiting attempt never reaches the password.
  const address = clientAddress();
  const gate = passwordGate(phone, address, now());
  if (gate.kind !== 'open') return fail(gate.code, gate.msg);
  // The same check as before an SMS (SPEC §7: pwdLogin takes optional verification results); after
  // repeated failures a captcha is wanted even when the site asks for none (gt/register offers it).
  const mode = captchaMode();
  if (mode === 'none' && gate.captcha && !str(body, 'geetest_challenge')) return fail('CAPTCHA_REQUIRED', PASSWORD_MSG.captcha);
  const captcha = captchaRefusal(body, { phone, address }, mode === 'none' && gate.captcha ? 'slide' : mode);
  if (captcha) return fail(captcha.code, captcha.msg);
  // An unknown phone, an account without a password and a wrong password get one answer, after the
  // same work (checkPassword hashes in every case): the answer never says which phones have accounts.
  const user = checkPassword(phone, md5);
  if (!user) {
    const failure = recordPasswordFailure(phone, address, now());
    return fail(failure.code, failure.msg);
  }
  recordPasswordSuccess(phone, address);
  return loginAnswer(user);
});

const forgetPwd = http.post('*/u-nnpc/forgetPwd', async ({ request }) => {
  const body = await readBody(request);
  const phone = str(body, 'telNum');
  const md5 = str(body, 'pwdEncry');
  if (!PHONE_RE.test(phone)) return BAD_PHONE();
  // Checked before the code so a malformed request does not burn one of the user's tries.
  if (!isMd5Hex(md5)) return fail('PARAM_ERROR', '请输入新密码');
  // The code first, for every phone: whether the phone has an account is told only to whoever
  // holds a code sent to it (the phone's owner), never to someone guessing (no account enumeration).
  const refusal = codeRefusal(phone, str(body, 'smsCode'));
  if (refusal) return refusal;
  const user = findUser(phone);
  if (!user) return fail('USER_NOT_EXIST', '该手机号未注册，请使用验证码登录');
  setPassword(user, md5);
  clearPasswordLimits(phone, clientAddress());
  revokeTokens(phone);
  return ok(null, { msg: '密码重置成功，请使用新密码登录' });
});

const logout = http.post('*/u-nnpc/logout', async ({ request }) => {
  const body = await readBody(request);
  const token = str(body, 'token') || request.headers.get('token') || '';
  if (token) revokeToken(token);
  return ok(null);
});

const getUserInfoByToken = http.post('*/u-nnpc/getUserInfoByToken', ({ request }) => {
  const auth = requireUser(request);
  return auth.ok ? ok(profileOf(auth.user)) : auth.response;
});

const exchangeToken = http.post('*/u-nnpc/exchangeToken', async ({ request }) => {
  const body = await readBody(request);
  const check = checkToken(str(body, 'exchangedToken'));
  if (!check.ok) return fail(AUTH_ERRORS.invalid.code, AUTH_ERRORS.invalid.msg);
  return ok(issueToken(check.user.phone).token);
});

const findOneLoginToken = http.post('*/u-nnpc/api/v3/info/nn/findOneLoginToken', ({ request }) => {
  const auth = requireUser(request);
  return auth.ok ? ok({ jwtToken: fakeJwt(auth.user) }) : auth.response;
});

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** Looks like the real client jwt (HS256, 5 minutes); the signature is random bytes, not a signature. */
export function fakeJwt(user: SandboxUser): string {
  const iat = Math.floor(now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'nn-sandbox', sub: user.nnNumber, iat, exp: iat + 300 }));
  return `${header}.${payload}.${base64url(randomBytes(32))}`;
}

/**
 * checkOldTelnum (SPEC §7 names it, unused in the login modal, no shape given). Read as what its
 * name says: before the bound phone is changed, the logged-in user confirms the current (old)
 * number. It needs the account's token and answers only whether telNum is that account's phone:
 * an unknown phone and someone else's phone get the same refusal. (It used to answer whether any
 * phone had an account, to anyone: an enumeration oracle.)
 */
const checkOldTelnum = http.post('*/u-nnpc/checkOldTelnum', async ({ request }) => {
  const auth = requireUser(request);
  if (!auth.ok) return auth.response;
  const phone = str(await readBody(request), 'telNum');
  if (!PHONE_RE.test(phone)) return BAD_PHONE();
  return phone === auth.user.phone ? ok(null) : fail('OLD_TELNUM_ERROR', '原手机号不正确');
});

/**
 * gt/register (SPEC §7): headers reqChannel, countryCode, telNum, timeStamp and sign (md5 of telNum +
 * timeStamp); body values are accepted too. With the slide captcha on it answers Geetest's own
 * fields, success, gt, challenge, new_captcha (success 0: Geetest's servers are down, the browser
 * runs the failback mode); the sandbox-only `puzzle` is added in the `full` QA setting. With the
 * slide captcha off it refuses, and the client goes on without one.
 */
const gtRegisterResolver = async ({ request }: { request: Request }) => {
  const body = await readBody(request);
  const value = (key: string) => request.headers.get(key) || str(body, key);
  const [countryCode, telNum, timeStamp, sign] = ['countryCode', 'telNum', 'timeStamp', 'sign'].map(value);
  if (!countryCode || !telNum || !timeStamp || !sign) return fail('PARAM_ERROR', CAPTCHA_MSG.slideMissing);
  if (!PHONE_RE.test(telNum)) return BAD_PHONE();
  if (sign !== gtSign(telNum, timeStamp)) return fail('SIGN_ERROR', '签名错误');
  // Slide mode, or repeated wrong passwords for this phone from this address (model/password-limits.ts).
  const wanted = captchaMode() === 'slide' || (captchaMode() === 'none' && passwordCaptchaWanted(telNum, clientAddress(), now()));
  if (!wanted) return fail('GT_CLOSED', CAPTCHA_MSG.gtClosed);
  return ok(registerChallenge());
};

/**
 * gt/validate: the server-side check of a Geetest result {geetest_challenge, geetest_validate,
 * geetest_seccode} without using it up (the SMS send / password login that carries it uses it up).
 */
const gtValidate = http.post('*/u-nnpc/gt/validate', async ({ request }) => {
  const body = await readBody(request);
  const [challenge, validate, seccode] = ['geetest_challenge', 'geetest_validate', 'geetest_seccode'].map((k) => str(body, k));
  if (!challenge || !validate || !seccode) return fail('PARAM_ERROR', CAPTCHA_MSG.slideMissing);
  return seccode === seccodeOf(validate) && passIsValid(validate, challenge) ? ok(true) : fail('CAPTCHA_ERROR', CAPTCHA_MSG.invalid);
});

/**
 * Stand-in for Geetest's captcha service, used only by the local stand-in /gt.js (the real gt.js talks
 * to Geetest): get hands out the puzzle of a registered challenge, ajax checks a release once and
 * answers the validate value the stand-in gives the site as geetest_validate.
 */
const geetestGet = http.post('*/geetest/get', async ({ request }) => {
  const body = await readBody(request);
  const puzzle = geetestPuzzle(str(body, 'gt'), str(body, 'challenge'));
  return puzzle ? ok({ puzzle }) : fail('CAPTCHA_EXPIRED', CAPTCHA_MSG.gtExpired);
});

const geetestAjax = http.post('*/geetest/ajax', async ({ request }) => {
  const body = await readBody(request);
  const challenge = str(body, 'challenge');
  const check = answerPuzzle('slide', challenge, body.offset, body.duration, challenge);
  return check.ok ? ok({ validate: check.pass }) : fail('CAPTCHA_ERROR', CAPTCHA_MSG.failed);
});

const captchaStatus = http.post('*/u-nnpc/api/v2/captcha/tx/findStatus', () => ok(captchaMode() === 'tencent'));

/**
 * Stand-in for Tencent's captcha service, used by the local stand-in /TCaptcha.js (the real script
 * talks to Tencent): prehandle hands out a puzzle, verify checks the answer once and issues the
 * ticket + randstr that the SMS send / password login must carry.
 */
const tcaptchaPrehandle = http.post('*/tcaptcha/prehandle', () => {
  const { id, spec } = issuePuzzle('tencent');
  return ok({ sess: id, puzzle: spec });
});

const tcaptchaVerify = http.post('*/tcaptcha/verify', async ({ request }) => {
  const body = await readBody(request);
  const randstr = `@${randomBytes(6).toString('base64url')}`;
  const check = answerPuzzle('tencent', str(body, 'sess'), body.offset, body.duration, randstr);
  if (!check.ok) return fail('CAPTCHA_ERROR', CAPTCHA_MSG.failed);
  return ok({ ticket: `${TICKET_PREFIX}${check.pass}`, randstr });
});

export const authHandlers = [
  // First: record every auth call's headers (the anonymous id of registerLogin) for GET /__sandbox/requests.
  ...recordingHandlers(['*/u-nnpc/*']),
  sendSms,
  registerLogin,
  pwdLogin,
  forgetPwd,
  logout,
  getUserInfoByToken,
  exchangeToken,
  findOneLoginToken,
  checkOldTelnum,
  http.post('*/u-nnpc/gt/register', gtRegisterResolver),
  http.post('*/u-nnpc/api/v1/gt/register', gtRegisterResolver),
  gtValidate,
  geetestGet,
  geetestAjax,
  captchaStatus,
  tcaptchaPrehandle,
  tcaptchaVerify,
];
