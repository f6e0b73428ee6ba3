import { authCookieName, clearAuthToken, cookiePrefix, parentDomain, readAuthToken, writeAuthToken } from '@/lib/cookies';

/** The AuthToken cookie of SPEC §3/§4 and ARCHITECTURE §5. jsdom's page is http://localhost:3000/. */

describe('host → cookie prefix, name and parent domain', () => {
  it.each([
    ['localhost', 'local', undefined],
    ['127.0.0.1', 'local', undefined],
    ['192.168.1.10', 'local', undefined],
    ['my-pc', 'local', undefined],
    ['[::1]', 'local', undefined],
    ['www.nn.com', 'pro', '.nn.com'],
    ['nn.com', 'pro', '.nn.com'],
    ['latest.nn.com', 'pro', '.nn.com'], // "test" inside another word is not an environment
    ['contest.nn.com', 'pro', '.nn.com'],
    ['test.nn.com', 'test', '.nn.com'],
    ['www.test.nn.com', 'test', '.nn.com'],
    ['WWW.TEST.NN.COM', 'test', '.nn.com'],
    ['test-b.nn.com', 'test', '.nn.com'],
    ['test1.nn.com', 'test1', '.nn.com'],
    ['www.test1.nn.com', 'test1', '.nn.com'],
    ['a.test1-x.nn.com', 'test1', '.nn.com'],
    ['www.nn.com.cn', 'pro', '.nn.com.cn'], // two-label public suffix
    ['test.nn.com.cn', 'test', '.nn.com.cn'],
  ] as const)('%s → %s, domain %s', (host, prefix, domain) => {
    expect(cookiePrefix(host)).toBe(prefix);
    expect(authCookieName(host)).toBe(`${prefix}AuthToken`);
    expect(parentDomain(host)).toBe(domain);
  });
});

describe('write / read / clear through document.cookie', () => {
  it('round-trips under localhost as localAuthToken', () => {
    expect(readAuthToken()).toBeUndefined();
    writeAuthToken('tok-abc');
    expect(document.cookie).toContain('localAuthToken=tok-abc');
    expect(readAuthToken()).toBe('tok-abc');
    clearAuthToken();
    expect(document.cookie).not.toContain('localAuthToken');
    expect(readAuthToken()).toBeUndefined();
  });

  it("reads only this host's prefix, and an empty value is no token", () => {
    document.cookie = 'proAuthToken=someone-else; path=/';
    expect(readAuthToken()).toBeUndefined();
    document.cookie = 'localAuthToken=; path=/';
    expect(readAuthToken()).toBeUndefined();
  });

  it('reads the cookie of another target when given one', () => {
    document.cookie = 'testAuthToken=t-1; path=/';
    expect(readAuthToken({ hostname: 'www.test.nn.com', secure: true })).toBe('t-1');
  });

  it('writes 7 days, parent domain, Path=/, SameSite=Lax, Secure on https', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const before = Date.now();
    writeAuthToken('tok', { hostname: 'www.test.nn.com', secure: true });
    const written = set.mock.calls[0][0];
    set.mockRestore();
    const parts = written.split(';').map((p) => p.trim());
    expect(parts[0]).toBe('testAuthToken=tok');
    expect(parts).toEqual(expect.arrayContaining(['path=/', 'domain=.nn.com', 'sameSite=Lax', 'secure']));
    const expires = Date.parse(parts.find((p) => p.startsWith('expires='))!.slice('expires='.length));
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + sevenDays - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + sevenDays);
  });

  it('is not Secure on http and host-only on localhost', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeAuthToken('tok');
    const written = set.mock.calls[0][0].toLowerCase();
    set.mockRestore();
    expect(written).not.toMatch(/;\s*secure/);
    expect(written).not.toContain('domain=');
  });

  it('clears on the same domain and path it was written to', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    clearAuthToken({ hostname: 'www.nn.com', secure: true });
    const written = set.mock.calls[0][0];
    set.mockRestore();
    expect(written).toMatch(/^proAuthToken=;/);
    expect(written).toContain('domain=.nn.com');
    expect(written).toContain('path=/');
    expect(Date.parse(written.match(/expires=([^;]+)/)![1])).toBeLessThan(Date.now());
  });
});
