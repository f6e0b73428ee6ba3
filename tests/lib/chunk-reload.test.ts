import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

describe('chunk-load reload guard', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' }, true],
    [new Error('Loading CSS chunk app failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /_next/x.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
  ])('recognises %o → %s', (err, expected) => {
    expect(isChunkLoadError(err)).toBe(expected);
  });

  it('reloads at most once per 60 s', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError(window.sessionStorage, reload, t0)).toBe(true);
    expect(reloadForChunkError(window.sessionStorage, reload, t0 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(window.sessionStorage, reload, t0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
