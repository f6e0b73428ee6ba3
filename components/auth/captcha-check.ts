import { getCaptchaStatus, registerGt, validateGt, type CaptchaResult } from '@/services/auth';
import { QUIET } from '@/lib/http';
import { runTCaptcha } from './tcaptcha';

/**
 * The check the server wants before an SMS and on password login (SPEC §2 dialogs, §7):
 * findStatus true → the Tencent-style captcha; else gt/register success 1 → the slide captcha;
 * else none. The outcome says whether the action goes on (`pass`, with the result to send) or ends
 * (`closed` by the user, or `error`: the answer was refused; the caller shows its message).
 */
export type CaptchaCheck = { kind: 'pass'; result: CaptchaResult } | { kind: 'closed' } | { kind: 'error'; error: unknown };

const NOTHING: CaptchaCheck = { kind: 'pass', result: {} };

async function tencentWanted(): Promise<boolean> {
  // If the status is unknown, try without: the server says so when a check is required.
  return getCaptchaStatus()
    .then((r) => r.data === true)
    .catch(() => false);
}

export async function runCaptchaCheck(telNum: string): Promise<CaptchaCheck> {
  if (await tencentWanted()) {
    const result = await runTCaptcha();
    return result.ret === 0 ? { kind: 'pass', result: { ticket: result.ticket, randstr: result.randstr } } : { kind: 'closed' };
  }
  // Quiet: a failed register means no slide check, not an error the visitor must see.
  const register = await registerGt(telNum, QUIET).then(
    (r) => r.data,
    () => null,
  );
  if (!register || register.success !== 1 || !register.puzzle) return NOTHING;
  const { challenge, puzzle } = register;
  const { showSlideCaptcha } = await import('./slide-captcha');
  const outcome = await showSlideCaptcha(puzzle, async (offset, duration) => (await validateGt(challenge, offset, duration)).data);
  if (outcome.kind === 'close') return { kind: 'closed' };
  if (outcome.kind === 'error') return { kind: 'error', error: outcome.error };
  return { kind: 'pass', result: { geetest_challenge: challenge, geetest_validate: outcome.value.validate, geetest_seccode: outcome.value.seccode } };
}
