import { CAPTCHA_SCRIPTS } from '@/lib/captcha-vendors';
import { loadVendorScript, resetVendorScripts } from './vendor-script';

/**
 * The Tencent-style captcha through the vendor's own API (SPEC §7): `new TencentCaptcha(appId,
 * callback, options).show()`, the script loaded on demand from its configured address (the local
 * stand-in /TCaptcha.js by default). When it cannot be loaded the send goes on with a fabricated
 * error ticket (SPEC §8, code 1001 jsload_error), as Tencent advises; the server decides on it.
 */

export const TCAPTCHA_SRC = CAPTCHA_SCRIPTS.tencent;
/** Captcha app id; the real one comes from the deployment. */
export const TCAPTCHA_APP_ID = process.env.NEXT_PUBLIC_TCAPTCHA_APP_ID || '2046626881';

export interface TCaptchaSuccess {
  ret: 0;
  ticket: string;
  randstr: string;
  appid?: string;
  /** Set only on the fabricated load-failure ticket. */
  errorCode?: number;
  errorMessage?: string;
}

export interface TCaptchaClosed {
  ret: 2;
}

export type TCaptchaResult = TCaptchaSuccess | TCaptchaClosed;

export interface TCaptchaInstance {
  show(): void;
  destroy(): void;
}

export type TCaptchaCallback = (result: TCaptchaResult) => void;

export type TencentCaptchaCtor = new (appId: string, callback: TCaptchaCallback, options?: Record<string, unknown>) => TCaptchaInstance;

declare global {
  interface Window {
    TencentCaptcha?: TencentCaptchaCtor;
  }
}

/** Loads the Tencent Captcha script once; concurrent callers share the same promise. A failed load can be retried. */
export function loadTCaptcha(): Promise<TencentCaptchaCtor> {
  return loadVendorScript(TCAPTCHA_SRC, () => window.TencentCaptcha);
}

function randomString(): string {
  return Math.random().toString(36).slice(2, 12);
}

/** The ticket passed on when the captcha script cannot be loaded (SPEC §8). */
export function loadErrorTicket(appId: string): TCaptchaSuccess {
  return {
    ret: 0,
    ticket: `terror_1001_${appId}_${Math.floor(Date.now() / 1000)}`,
    randstr: `@${randomString()}`,
    errorCode: 1001,
    errorMessage: 'jsload_error',
  };
}

/** Shows the captcha; resolves with its result, or the error ticket when the script failed. */
export async function runTCaptcha(appId: string = TCAPTCHA_APP_ID): Promise<TCaptchaResult> {
  let Ctor: TencentCaptchaCtor;
  try {
    Ctor = await loadTCaptcha();
  } catch {
    return loadErrorTicket(appId);
  }
  return new Promise<TCaptchaResult>((resolve) => {
    try {
      new Ctor(appId, resolve, {}).show();
    } catch {
      resolve(loadErrorTicket(appId));
    }
  });
}

/** Test helper: forget a finished or pending load. */
export function resetTCaptchaLoader(): void {
  resetVendorScripts();
}
