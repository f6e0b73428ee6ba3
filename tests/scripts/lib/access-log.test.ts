// @vitest-environment node
import { Writable } from 'node:stream';
import { BATCH_BYTES, createAccessLog, maskUrl, stdoutDestination } from '@/scripts/lib/access-log.mjs';

describe('access log (scripts/lib/access-log.mjs)', () => {
  it('masks phone numbers and secret query values, and cuts opaque path segments', () => {
    expect(maskUrl('/api/gw/__sandbox/sms?telNum=13800138000')).toBe('/api/gw/__sandbox/sms?telNum=138****8000');
    expect(maskUrl('/api/gw/u-nnpc/x?token=0123456789abcdef0123456789abcdef&page=2')).toBe('/api/gw/u-nnpc/x?token=***&page=2');
    expect(maskUrl('/x?smsCode=123456&accessToken=zz&sign=1')).toBe('/x?smsCode=***&accessToken=***&sign=***');
    expect(maskUrl('/u/13912345678/orders')).toBe('/u/139****5678/orders');
    expect(maskUrl('/s?q=%31%33%38%30%30%31%33%38%30%30%30')).toBe('/s?q=138****8000');
    expect(maskUrl(`/reset/${'a1B2'.repeat(8)}`)).toBe('/reset/a1B2…');
    expect(maskUrl('/news/10001.html?id=10001')).toBe('/news/10001.html?id=10001');
    // opaque segments anywhere in the path, from 24 characters on; shorter ones and mixed ones stay
    expect(maskUrl(`/a/${'x'.repeat(24)}/b/${'y_-'.repeat(10)}`)).toBe('/a/xxxx…/b/y_-y…');
    expect(maskUrl(`/a/${'x'.repeat(23)}/${'z'.repeat(30)}.html`)).toBe(`/a/${'x'.repeat(23)}/${'z'.repeat(30)}.html`);
    expect(maskUrl(`//${'k'.repeat(40)}//`)).toBe('//kkkk…//');
    // not a phone: longer digit runs stay
    expect(maskUrl('/order/202611231380013800099')).toBe('/order/202611231380013800099');
  });

  it('writes one JSON line per request with method, path, status, ms, cache and upstream ms — never a token or a phone', async () => {
    const lines: string[] = [];
    const destination = new Writable({ write(chunk, _e, cb) { lines.push(String(chunk)); cb(); } });
    const log = createAccessLog({ destination });
    log.request({ method: 'GET', url: '/api/gw/u-nnpc/getUserInfoByToken?token=abcdef0123456789abcdef0123456789&telNum=13800138000' }, { status: 200, ms: 3.456, kind: 'gateway', upstreamMs: 2.04 });
    log.request({ method: 'GET', url: '/news/10001.html' }, { status: 200, ms: 0.31, kind: 'page', cache: 'HIT' });
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]);
    expect(first).toMatchObject({ method: 'GET', status: 200, ms: 3.5, kind: 'gateway', upstreamMs: 2 });
    expect(first.path).toBe('/api/gw/u-nnpc/getUserInfoByToken?token=***&telNum=138****8000');
    expect(lines[0]).not.toMatch(/13800138000|abcdef0123456789/);
    expect(JSON.parse(lines[1])).toMatchObject({ path: '/news/10001.html', cache: 'HIT', kind: 'page' });
  });

  it('stamps lines with the clock it captured at load, not a Date.now replaced later (Next wraps it)', async () => {
    const lines: string[] = [];
    const destination = new Writable({ write(chunk, _e, cb) { lines.push(String(chunk)); cb(); } });
    const log = createAccessLog({ destination });
    const real = Date.now;
    let wrapperCalls = 0;
    Date.now = () => {
      wrapperCalls += 1;
      return real();
    };
    try {
      log.request({ method: 'GET', url: '/api/gw/x' }, { status: 200, ms: 1, kind: 'gateway' });
    } finally {
      Date.now = real;
    }
    await new Promise((r) => setImmediate(r));
    expect(wrapperCalls).toBe(0);
    expect(Math.abs(JSON.parse(lines[0]).time - real())).toBeLessThan(5000);
  });

  it('writes stdout asynchronously in 32 KB batches (one thread-pool hand-off per ~200 lines, not per 4 KB)', () => {
    const dest = stdoutDestination();
    expect(BATCH_BYTES).toBe(32 * 1024);
    expect(dest.sync).toBe(false);
    expect(dest.minLength).toBe(BATCH_BYTES);
    expect(dest.maxWrite).toBeGreaterThan(dest.minLength);
  });
});
