/**
 * On-demand loader for the Tencent-style captcha (`/TCaptcha.js`, SPEC §7). The script is added
 * once as a `<script src>` (CSP allows only 'self' scripts, no inline code). When it cannot be
 * loaded the send goes on with a fabricated error ticket (SPEC §8, code 1001 jsload_error), so the
 * server decides whether to accept it.
 */

export const TCAPTCHA_SRC = '/TCaptcha.js';
/** Captcha app id; the real one comes from the deployment. */
export const TCAPTCHA_APP_ID = process.env.NEXT_PUBLIC_TCAPTCHA_APP_ID || '2046626881';
const LOAD_TIMEOUT_MS = 10_000;

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

let loading: Promise<TencentCaptchaCtor> | null = null;

/** Loads `/TCaptcha.js` once; concurrent callers share the same promise. A failed load can be retried. */
export function loadTCaptcha(): Promise<TencentCaptchaCtor> {
  if (window.TencentCaptcha) return Promise.resolve(window.TencentCaptcha);
  if (loading) return loading;
  loading = new Promise<TencentCaptchaCtor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TCAPTCHA_SRC;
    script.async = true;
    script.dataset.tcaptcha = '';
    const timer = window.setTimeout(() => done(new Error('timeout')), LOAD_TIMEOUT_MS);
    function done(error?: Error) {
      window.clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      const ctor = window.TencentCaptcha;
      if (!error && ctor) return resolve(ctor);
      script.remove();
      loading = null;
      reject(error ?? new Error('TencentCaptcha missing'));
    }
    const onLoad = () => done();
    const onError = () => done(new Error('jsload_error'));
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.head.appendChild(script);
  });
  return loading;
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
  loading = null;
}
