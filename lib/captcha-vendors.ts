/**
 * Where the captcha vendors' browser scripts load from. Build-time settings (NEXT_PUBLIC_*: inlined
 * into the bundle; lib/security-headers.ts opens the CSP for the same hosts). Unset: the sandbox's
 * local stand-ins (/gt.js, /TCaptcha.js), which implement the same APIs against it.
 */
export const CAPTCHA_SCRIPTS = {
  /** Geetest v3's gt.js (`initGeetest`). */
  geetest: process.env.NEXT_PUBLIC_GEETEST_JS_URL || '/gt.js',
  /** Tencent Captcha's TCaptcha.js (`new TencentCaptcha(appId, callback, options)`). */
  tencent: process.env.NEXT_PUBLIC_TCAPTCHA_JS_URL || '/TCaptcha.js',
} as const;

/**
 * The local stand-ins' URLs → the one file that implements both (next.config.ts `rewrites().beforeFiles`):
 * they share the dialog loader and the service call, and the file defines only the global of the URL it
 * was loaded by.
 */
export const STANDIN_REWRITES: { source: string; destination: string }[] = [
  { source: '/gt.js', destination: '/captcha-standin/vendors.js' },
  { source: '/TCaptcha.js', destination: '/captcha-standin/vendors.js' },
];
