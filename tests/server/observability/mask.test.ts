// @vitest-environment node
import { maskArgs, maskConsole, maskText } from '@/server/observability/mask.ts';

describe('server/observability/mask.ts: the one masking rule of every log line', () => {
  it.each([
    ['[gateway] POST http://gw/u-nnpc/x?telNum=13800138000 failed', '[gateway] POST http://gw/u-nnpc/x?telNum=138****8000 failed'],
    ['{"telNum":"13912345678","smsCode":"123456"}', '{"telNum":"139****5678","smsCode":"***"}'],
    ['token=abcdef&x=1', 'token=***&x=1'],
    ['Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', 'Authorization: Bearer ***'],
    ["{ pwd: 'e10adc3949ba59abbe56e057f20f883e' }", "{ pwd: '***' }"],
    ['/u-nnpc/exchange/5f2b9c0e8a7d4e1fa3b6c9d2e8f1a4b7/x', '/u-nnpc/exchange/5f2b…/x'],
    ['code: 4821 sent', 'code: *** sent'],
  ])('%s', (input, out) => {
    expect(maskText(input)).toBe(out);
  });

  it('keeps a request id after request_id= whole (a UUID, nginx\'s 32 hex), still cuts other opaque runs', () => {
    expect(maskText('[request_id=9f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f] ⨯ Error: boom')).toBe('[request_id=9f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f] ⨯ Error: boom');
    expect(maskText('GET /x failed request_id=0123456789abcdef0123456789abcdef')).toBe('GET /x failed request_id=0123456789abcdef0123456789abcdef');
    expect(maskText('id=9f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f')).toBe('id=9f0c…');
  });

  it('leaves ordinary lines, longer numbers and readable identifiers alone', () => {
    for (const s of ['GET /news/123 200', 'order 2024051213800138000123', 'at processTicksAndRejections (node:internal)', 'retCode 100, code ECONNREFUSED']) {
      expect(maskText(s)).toBe(s);
    }
  });

  it('masks what a console call prints, errors and objects included', () => {
    const printed: unknown[][] = [];
    const fake = { log: (...a: unknown[]) => printed.push(a), info: (...a: unknown[]) => printed.push(a), warn: (...a: unknown[]) => printed.push(a), error: (...a: unknown[]) => printed.push(a), debug: (...a: unknown[]) => printed.push(a) };
    maskConsole(fake as unknown as Console);
    maskConsole(fake as unknown as Console); // idempotent: masked once
    fake.error('[sandbox] POST /u-nnpc/registerLogin failed for 13700137000', new Error('bad code 654321 for 13700137000'), { telNum: '13700137000' });
    const text = JSON.stringify(printed);
    expect(text).not.toMatch(/13700137000/);
    expect(text).toContain('137****7000');
    expect(maskArgs([1, null, 'x'])).toEqual([1, null, 'x']);
  });
});
