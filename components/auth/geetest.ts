import { CAPTCHA_SCRIPTS } from '@/lib/captcha-vendors';
import type { GeetestResult, GtRegister } from '@/services/auth';
import { loadVendorScript } from './vendor-script';

/**
 * The slide captcha through Geetest v3's own browser API (gt.js): `initGeetest(config, callback)`
 * with the four fields of gt/register, product 'bind' (the site's own button starts it), and the
 * captcha object's onReady / onSuccess / onClose / onError and getValidate(). `offline: !success`
 * selects Geetest's documented failback mode when its servers are down. The script loads on demand
 * from its configured address (the local stand-in /gt.js by default).
 */

export interface GeetestConfig {
  gt: string;
  challenge: string;
  offline: boolean;
  new_captcha: boolean;
  product: 'float' | 'popup' | 'custom' | 'bind';
}

export interface GeetestError {
  code?: string;
  msg?: string;
  error_code?: string;
}

export interface GeetestCaptcha {
  onReady(fn: () => void): GeetestCaptcha;
  onSuccess(fn: () => void): GeetestCaptcha;
  onClose(fn: () => void): GeetestCaptcha;
  onError(fn: (error?: GeetestError) => void): GeetestCaptcha;
  verify(): void;
  getValidate(): GeetestResult | false;
  destroy(): void;
}

export type InitGeetest = (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;

declare global {
  interface Window {
    initGeetest?: InitGeetest;
  }
}

export type GeetestOutcome = { kind: 'success'; result: GeetestResult } | { kind: 'close' } | { kind: 'error'; error: { code: string; msg: string } };

/** What the visitor reads when the captcha could not be shown or reported an error. */
export const GEETEST_ERROR_MSG = '安全验证加载失败，请稍后重试';

const loadFailure = (detail?: GeetestError): GeetestOutcome => ({
  kind: 'error',
  error: { code: detail?.error_code || detail?.code || 'GEETEST_ERROR', msg: GEETEST_ERROR_MSG },
});

export function loadGeetest(): Promise<InitGeetest> {
  return loadVendorScript(CAPTCHA_SCRIPTS.geetest, () => window.initGeetest);
}

/** Shows the captcha for a gt/register answer; resolves with how it ended. */
export async function runGeetest(register: Pick<GtRegister, 'success' | 'gt' | 'challenge' | 'new_captcha'>): Promise<GeetestOutcome> {
  let initGeetest: InitGeetest;
  try {
    initGeetest = await loadGeetest();
  } catch {
    return loadFailure();
  }
  const config: GeetestConfig = {
    gt: register.gt,
    challenge: register.challenge,
    offline: !register.success,
    new_captcha: register.new_captcha,
    product: 'bind',
  };
  return new Promise<GeetestOutcome>((resolve) => {
    let settled = false;
    const end = (outcome: GeetestOutcome, captcha?: GeetestCaptcha) => {
      if (settled) return;
      settled = true;
      captcha?.destroy();
      resolve(outcome);
    };
    try {
      initGeetest(config, (captcha) => {
        captcha
          .onReady(() => captcha.verify())
          .onSuccess(() => {
            const result = captcha.getValidate();
            end(result ? { kind: 'success', result: pickResult(result) } : loadFailure(), captcha);
          })
          .onClose(() => end({ kind: 'close' }, captcha))
          .onError((error) => end(loadFailure(error), captcha));
      });
    } catch {
      end(loadFailure());
    }
  });
}

/** Exactly the three values the SMS send / password login carry (SPEC §7). */
function pickResult(r: GeetestResult): GeetestResult {
  return { geetest_challenge: r.geetest_challenge, geetest_validate: r.geetest_validate, geetest_seccode: r.geetest_seccode };
}
