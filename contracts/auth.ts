import { t, type Contracts } from './schema';

/**
 * Auth (/u-nnpc, SPEC §7 "Auth", §3 "User info", "Captcha register"): the answers the site reads.
 * General envelope (retCode "100" success).
 */

/** SPEC §3 user info as the login answers carry it. */
const user = t.object({ token: t.string, nickName: t.string, nnNumber: t.string, userUrlNn: t.string });

/** SPEC §3 "Captcha register": Geetest's own four fields. `puzzle` is the sandbox's QA peek at the gap. */
const gtRegister = t.object({
  success: t.number,
  gt: t.string,
  challenge: t.string,
  new_captcha: t.boolean,
  puzzle: t.sandboxOnly(t.object({ x: t.number, y: t.number, seed: t.number, width: t.number, height: t.number, size: t.number })),
});

export const authContracts: Contracts = {
  'POST /u-nnpc/registerLogin': { envelope: 'general', data: user, spec: '§7 registerLogin; §3 user info' },
  'POST /u-nnpc/api/v2/user/pwdLogin': { envelope: 'general', data: user, spec: '§7 pwdLogin; §3 user info' },
  'POST /u-nnpc/api/v2/userSms/sendSms': { envelope: 'general', data: t.unknown, spec: '§7 sendSms (the site reads only success)' },
  'POST /u-nnpc/forgetPwd': { envelope: 'general', data: t.unknown, spec: '§7 forgetPwd; §8 success shows msg' },
  'POST /u-nnpc/logout': { envelope: 'general', data: t.unknown, spec: '§4 logout success code 100' },
  'POST /u-nnpc/getUserInfoByToken': {
    envelope: 'general',
    data: t.object({ nickName: t.string, nnNumber: t.string, userUrlNn: t.string }),
    spec: '§7 getUserInfoByToken returns data',
  },
  'POST /u-nnpc/api/v2/captcha/tx/findStatus': { envelope: 'general', data: t.boolean, spec: '§7 findStatus returns success and data' },
  'POST /u-nnpc/api/v1/gt/register': { envelope: 'general', data: gtRegister, spec: '§7 gt/register returns success, gt, challenge; §3' },
  'POST /u-nnpc/gt/register': { envelope: 'general', data: gtRegister, spec: '§7 gt/register (older path)' },
  'POST /u-nnpc/gt/validate': { envelope: 'general', data: t.boolean, spec: '§7 gt/validate (data true: the result would pass)' },
  'POST /u-nnpc/checkOldTelnum': { envelope: 'general', data: t.unknown, spec: '§7 checkOldTelnum (no shape given; the site reads only success)' },
  'POST /u-nnpc/exchangeToken': { envelope: 'general', data: t.string, spec: '§7 exchangeToken (returns token in data on code 100); §3 Tokens' },
  'POST /u-nnpc/api/v3/info/nn/findOneLoginToken': { envelope: 'general', data: t.object({ jwtToken: t.string }), spec: '§7 findOneLoginToken (returns data.jwtToken)' },
};
