import { captchaOrigins, securityHeaders } from '@/lib/security-headers';

const csp = (env: Record<string, string | undefined>) => securityHeaders(false, env).find((h) => h.key === 'Content-Security-Policy')!.value;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the CSP and the captcha vendors', () => {
  it('stays self-only with the local stand-ins (nothing configured)', () => {
    const policy = csp({});
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it('opens scripts, styles, calls and frames for the configured vendor hosts only', () => {
    const policy = csp({
      NEXT_PUBLIC_GEETEST_JS_URL: 'https://static.geetest.com/static/tools/gt.js',
      NEXT_PUBLIC_TCAPTCHA_JS_URL: 'https://turing.captcha.qcloud.com/TCaptcha.js',
      CAPTCHA_CSP_ORIGINS: 'https://api.geetest.com, https://turing.captcha.gtimg.com',
    });
    const hosts = 'https://static.geetest.com https://turing.captcha.qcloud.com https://api.geetest.com https://turing.captcha.gtimg.com';
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hosts}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'unsafe-inline' ${hosts}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${hosts}`);
    expect(directive(policy, 'frame-src')).toBe(`frame-src ${hosts}`);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('takes https origins only: no plain http, no paths, no wildcards or smuggled directives', () => {
    expect(
      captchaOrigins({
        NEXT_PUBLIC_GEETEST_JS_URL: '/gt.js',
        NEXT_PUBLIC_TCAPTCHA_JS_URL: 'http://turing.captcha.qcloud.com/TCaptcha.js',
        CAPTCHA_CSP_ORIGINS: "https://*.example.com; script-src 'unsafe-inline' https://user:pw@x.example https://ok.example/path",
      }),
    ).toEqual(['https://ok.example']);
  });
});
