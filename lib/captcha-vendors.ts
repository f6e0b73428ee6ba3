/**
 * Where the captcha vendors' browser scripts load from. Build-time settings (NEXT_PUBLIC_*: inlined
 * into the bundle; lib/security-headers.ts opens the CSP for the same hosts). Unset: the sandbox's
 * local stand-ins (public/gt.js, public/TCaptcha.js), which implement the same APIs against it.
 */
export const CAPTCHA_SCRIPTS = {
  /** Geetest v3's gt.js (`initGeetest`). */
  geetest: process.env.NEXT_PUBLIC_GEETEST_JS_URL || '/gt.js',
  /** Tencent Captcha's TCaptcha.js (`new TencentCaptcha(appId, callback, options)`). */
  tencent: process.env.NEXT_PUBLIC_TCAPTCHA_JS_URL || '/TCaptcha.js',
} as const;
