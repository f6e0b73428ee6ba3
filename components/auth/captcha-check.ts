import { getCaptchaStatus, registerGt, type CaptchaResult } from '@/services/auth';
import { QUIET } from '@/lib/http';
import { runTCaptcha } from './tcaptcha';

/**
 * The check the server wants before an SMS and on password login (SPEC §2 dialogs, §7):
 * findStatus true → the Tencent-style captcha; else a gt/register answer → Geetest's slide captcha
 * (online with success 1, its failback mode with success 0); a refused or failed register → none.
 * Only the fields Geetest's own register answer has are read. The outcome says whether the action
 * goes on (`pass`, with the result to send) or ends (`closed` by the user, or `error`: the captcha
 * could not be shown; the caller shows its message).
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
  // Quiet: a refused register means no slide check, not an error the visitor must see.
  const register = await registerGt(telNum, QUIET).then(
    (r) => r.data,
    () => null,
  );
  if (!register?.gt || !register.challenge) return NOTHING;
  const { runGeetest } = await import('./geetest');
  const outcome = await runGeetest(register);
  if (outcome.kind === 'close') return { kind: 'closed' };
  if (outcome.kind === 'error') return { kind: 'error', error: outcome.error };
  return { kind: 'pass', result: outcome.result };
}
