/**
 * The origins the captcha vendors' scripts need (scripts, styles, frames, calls): the hosts of the
 * configured script addresses (NEXT_PUBLIC_GEETEST_JS_URL, NEXT_PUBLIC_TCAPTCHA_JS_URL) plus
 * CAPTCHA_CSP_ORIGINS, the further hosts those scripts load from (see .env.example). Only https
 * origins are taken; with none configured the policy stays 'self' only (the local stand-ins).
 */
const HOST_ORIGIN = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

export function captchaOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const candidates = [env.NEXT_PUBLIC_GEETEST_JS_URL, env.NEXT_PUBLIC_TCAPTCHA_JS_URL, ...(env.CAPTCHA_CSP_ORIGINS ?? '').split(/[\s,]+/)];
  const origins = new Set<string>();
  for (const value of candidates) {
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' && !url.username && !url.password && HOST_ORIGIN.test(url.origin)) origins.add(url.origin);
    } catch {
      // A relative address (a script served by the site itself) needs no exception.
    }
  }
  return [...origins];
}

/** Headers of ARCHITECTURE §5 on every response. Dev relaxes script-src for hot reload. */
export function securityHeaders(dev: boolean, env: Record<string, string | undefined> = process.env): { key: string; value: string }[] {
  const vendors = captchaOrigins(env);
  const extra = vendors.length ? ` ${vendors.join(' ')}` : '';
  const csp = [
    "default-src 'self'",
    dev ? `script-src 'self' 'unsafe-eval' 'unsafe-inline'${extra}` : `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    dev ? `connect-src 'self' ws: wss:${extra}` : `connect-src 'self'${extra}`,
    ...(vendors.length ? [`frame-src${extra}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}
