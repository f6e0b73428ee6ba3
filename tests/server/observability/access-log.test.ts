// @vitest-environment node
import { Writable } from 'node:stream';
import pino from 'pino';
import { accessLine, BATCH_BYTES, batchedDestination, createAccessLog, epochTime, maskUrl, stdoutDestination } from '@/server/observability/access-log.ts';

describe('access log (server/observability/access-log.ts)', () => {
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

  it("writes the line pino would write for the same fields (the logger's other lines read alike), valid JSON whatever the method or path holds", () => {
    const entries = [
      { method: 'GET', path: '/api/gw/nn-assist/article/service/page', entry: { status: 200, ms: 3.456, kind: 'gateway', id: 'f661fc73-e9d5-479a-801c-34d549e2bce7', upstreamMs: 2.04 } },
      { method: 'GET', path: '/news/10001.html', entry: { status: 200, ms: 0.31, kind: 'page', cache: 'HIT', id: 'abcdefgh' } },
      { method: undefined, path: '<HPE_INVALID_METHOD>', entry: { status: 400, ms: 0, kind: 'page' } },
      { method: 'G"E\\T\u0001', path: '/搜索/"quoted"\n\u2028', entry: { status: 404, ms: 12.04, kind: 'page', id: 'x' } },
      { method: 'GET', path: '/x', entry: { status: 499, ms: Number.NaN, kind: 'gateway', upstreamMs: Number.POSITIVE_INFINITY } },
      ...[0, 0.04, 0.05, 0.96, 1, 9.95, 10.04, 99.99, 12345.67, 86_400_000.1, 1e12, -3.2].map((ms) => ({ method: 'GET', path: '/t', entry: { status: 200, ms, kind: 'page', upstreamMs: ms / 3 } })),
    ];
    for (const { method, path, entry } of entries) {
      let written = '';
      const logger = pino({ base: { pid: 4242 }, timestamp: () => ',"time":1796662208293' }, { write: (l: string) => { written = l; } });
      const fields: Record<string, unknown> = { method, path, status: entry.status, ms: Math.round(entry.ms * 10) / 10, kind: entry.kind, requestId: entry.id };
      if ('cache' in entry) fields.cache = entry.cache;
      if ('upstreamMs' in entry) fields.upstreamMs = Math.round((entry.upstreamMs as number) * 10) / 10;
      logger.info(fields);
      const line = accessLine(4242, 1796662208293, method, path, entry);
      expect(line.endsWith('}\n')).toBe(true);
      expect(JSON.parse(line)).toEqual(JSON.parse(written));
      expect(line).toBe(written);
    }
    expect(epochTime()).toMatch(/^,"time":\d{13}$/);
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

  it('writes stdout through batchedDestination: 32 KB batches, in order, one write in flight, partial writes and EAGAIN resumed', async () => {
    expect(BATCH_BYTES).toBe(32 * 1024);
    expect(typeof stdoutDestination().write).toBe('function');
    const out: Buffer[] = [];
    const calls: { len: number; done: (err: NodeJS.ErrnoException | null, n?: number) => void; buf: Buffer }[] = [];
    const dest = batchedDestination({ fd: 99, batchBytes: 100, write: (_fd, buf, cb) => calls.push({ len: buf.length, done: cb, buf }), writeSync: (_fd, buf) => (out.push(Buffer.from(buf)), buf.length) });
    const line = (i: number) => `{"n":${String(i).padStart(4, '0')},"pad":"${'x'.repeat(20)}"}\n`; // 40 bytes
    for (let i = 0; i < 3; i += 1) dest.write(line(i)); // 120 bytes ≥ 100: one write of three lines
    expect(calls).toHaveLength(1);
    expect(calls[0].len).toBe(120);
    for (let i = 3; i < 9; i += 1) dest.write(line(i)); // gathered while the first write is in flight
    expect(calls).toHaveLength(1);
    // The first write took only 50 bytes: the other 70 go next, then the gathered lines.
    calls[0].done(null, 50);
    expect(calls).toHaveLength(2);
    expect(calls[1].buf.toString()).toBe(calls[0].buf.subarray(50).toString());
    out.push(calls[0].buf.subarray(0, 50));
    out.push(Buffer.from(calls[1].buf));
    calls[1].done(null, calls[1].len);
    expect(calls).toHaveLength(3);
    // stdout full: the same bytes again a moment later.
    const eagain = Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
    calls[2].done(eagain);
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toHaveLength(4);
    expect(calls[3].buf.equals(calls[2].buf)).toBe(true);
    out.push(Buffer.from(calls[3].buf));
    calls[3].done(null, calls[3].len);
    dest.write(line(9)); // below the batch: waits for flush()
    expect(calls).toHaveLength(4);
    dest.flushSync();
    const text = Buffer.concat(out).toString();
    expect(text).toBe(Array.from({ length: 10 }, (_, i) => line(i)).join(''));
  });

  it('drops (and counts) lines beyond MAX_PENDING_BYTES while stdout does not take them', () => {
    const dest = batchedDestination({ batchBytes: 10, maxPendingBytes: 100, write: () => {} });
    for (let i = 0; i < 20; i += 1) dest.write('x'.repeat(20));
    // 20 bytes went into the write that never returns; 100 more are held; the rest are dropped.
    expect(dest.dropped()).toBe(14);
    // What /api/metrics reads (nn_access_log_pending_bytes): 100 held + the 20 of the write in flight.
    expect(dest.pendingBytes()).toBe(120);
  });

  it('counts the lines of a batch whose write fails (stdout closed) as dropped, and holds nothing after', () => {
    const calls: ((err: NodeJS.ErrnoException | null, n?: number) => void)[] = [];
    const dest = batchedDestination({ batchBytes: 30, write: (_fd, _buf, cb) => calls.push(cb) });
    for (let i = 0; i < 3; i += 1) dest.write('y'.repeat(10)); // 30 bytes, three lines: one write
    expect(calls).toHaveLength(1);
    dest.write('z'.repeat(10));
    expect(dest.pendingBytes()).toBe(40);
    calls[0](Object.assign(new Error('EPIPE'), { code: 'EPIPE' }));
    expect(dest.dropped()).toBe(3);
    expect(dest.pendingBytes()).toBe(10);
    // A partial write then a failure: the batch's lines are lost once, not per attempt.
    dest.write('w'.repeat(20)); // 30 gathered: the next write (two lines)
    expect(calls).toHaveLength(2);
    calls[1](null, 5);
    expect(calls).toHaveLength(3);
    calls[2](Object.assign(new Error('EIO'), { code: 'EIO' }));
    expect(dest.dropped()).toBe(5);
    expect(dest.pendingBytes()).toBe(0);
  });

  it("createAccessLog().stats() reads the destination's dropped lines and pending bytes (zeros for a plain stream)", () => {
    const destination = batchedDestination({ batchBytes: 10, maxPendingBytes: 200, write: () => {} });
    const log = createAccessLog({ destination });
    expect(log.stats()).toEqual({ dropped: 0, pendingBytes: 0 });
    for (let i = 0; i < 5; i += 1) log.request({ method: 'GET', url: '/news/10001.html' }, { status: 200, ms: 1, kind: 'page' });
    const { dropped, pendingBytes } = log.stats();
    expect(dropped).toBeGreaterThan(0);
    expect(pendingBytes).toBeGreaterThan(0);
    expect(pendingBytes).toBeLessThanOrEqual(200 + 200);
    expect(createAccessLog({ destination: new Writable({ write(_c, _e, cb) { cb(); } }) }).stats()).toEqual({ dropped: 0, pendingBytes: 0 });
  });
});
