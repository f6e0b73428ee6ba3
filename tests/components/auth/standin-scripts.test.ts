// The captcha vendors' local stand-ins as files (public/captcha-standin/vendors.js, served at /gt.js and
// /TCaptcha.js): which URL defines which global, the shared dialog loader and service call, and the
// numbers the plain script repeats from lib/captcha-puzzle.ts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { CAPTCHA_SCRIPTS, STANDIN_REWRITES } from '@/lib/captcha-vendors';
import { failbackPuzzle, failbackValidate } from '@/lib/captcha-puzzle';
import { runStandIns, STANDINS_FILE } from '../../support/captcha-standins';

declare global {
  interface Window {
    NNSlidePuzzle?: unknown;
  }
}

/** What a stand-in handed its dialog. */
interface DialogOptions {
  load(): Promise<{ x: number; y: number }>;
  check(offset: number, duration: number): Promise<unknown>;
}

let dialogs: DialogOptions[] = [];
/** A dialog that records its options instead of drawing. */
function fakeDialog() {
  window.NNSlidePuzzle = function (this: unknown, options: DialogOptions) {
    dialogs.push(options);
    return { show() {}, destroy() {} };
  };
}

const slideUiScript = () => document.querySelector<HTMLScriptElement>('script[src$="/captcha-standin/slide-ui.js"]');
const envelope = (retData: unknown, success = true) => new Response(JSON.stringify({ retCode: success ? '100' : 'CAPTCHA_ERROR', retMsg: success ? 'ok' : '验证失败', retData, success }));

beforeEach(() => {
  dialogs = [];
});
afterEach(() => {
  delete window.initGeetest;
  delete window.TencentCaptcha;
  delete window.NNSlidePuzzle;
  document.querySelectorAll('script').forEach((s) => s.remove());
  vi.unstubAllGlobals();
});

describe('one file at both vendor URLs', () => {
  it('the default vendor URLs are rewritten to the stand-ins file', () => {
    for (const url of [CAPTCHA_SCRIPTS.geetest, CAPTCHA_SCRIPTS.tencent]) {
      const rule = STANDIN_REWRITES.find((r) => getPathMatch(r.source)(url));
      expect(rule?.destination, url).toBe(`/${STANDINS_FILE.replace(/^public\//, '')}`);
    }
    expect(existsSync(resolve(process.cwd(), STANDINS_FILE))).toBe(true);
    // No file of their own that could drift from it.
    expect(existsSync(resolve(process.cwd(), 'public/gt.js'))).toBe(false);
    expect(existsSync(resolve(process.cwd(), 'public/TCaptcha.js'))).toBe(false);
  });

  it.each([
    ['/gt.js', '/gt.js', true, false],
    ['/TCaptcha.js', '/TCaptcha.js', false, true],
    ['no address', undefined, true, true],
  ])('loaded from %s: initGeetest %s, TencentCaptcha %s', (_, url, geetest, tencent) => {
    runStandIns(url);
    expect(typeof window.initGeetest === 'function').toBe(geetest);
    expect(typeof window.TencentCaptcha === 'function').toBe(tencent);
  });

  it('a global that is already there is kept', () => {
    const own = vi.fn();
    window.initGeetest = own;
    runStandIns();
    expect(window.initGeetest).toBe(own);
    expect(typeof window.TencentCaptcha).toBe('function');
  });
});

describe('Geetest (/gt.js)', () => {
  const online = { gt: 'g1', challenge: 'c1', offline: false, new_captcha: true, product: 'bind' as const };

  it('asks for the dialog script and the first puzzle at once, and is ready when both are there', async () => {
    const fetch = vi.fn(async () => envelope({ puzzle: { x: 100, y: 30 } }));
    vi.stubGlobal('fetch', fetch);
    runStandIns('/gt.js');
    const ready = vi.fn();
    window.initGeetest!(online, (captcha) => captcha.onReady(ready));
    // Side by side: neither waits for the other.
    expect(slideUiScript()).not.toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/gw/geetest/get', expect.objectContaining({ method: 'POST', body: JSON.stringify({ gt: 'g1', challenge: 'c1' }) }));
    await new Promise((r) => setTimeout(r, 0));
    expect(ready).not.toHaveBeenCalled();
    fakeDialog();
    slideUiScript()!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(ready).toHaveBeenCalledOnce(), { timeout: 5000 });
  });

  it('a dialog script that cannot load is an error, and the next captcha asks for it again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope({ puzzle: { x: 100, y: 30 } })));
    runStandIns('/gt.js');
    const error = vi.fn();
    window.initGeetest!(online, (captcha) => captcha.onError(error));
    slideUiScript()!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.objectContaining({ code: 'error_21', msg: 'Network Error' })), { timeout: 5000 });
    expect(slideUiScript()).toBeNull();
    window.initGeetest!(online, () => undefined);
    expect(slideUiScript()).not.toBeNull();
  });

  it('a refused service answer is an error with its message', async () => {
    fakeDialog();
    vi.stubGlobal('fetch', vi.fn(async () => envelope(null, false)));
    runStandIns('/gt.js');
    const error = vi.fn();
    window.initGeetest!(online, (captcha) => captcha.onError(error));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.objectContaining({ msg: '验证失败' })), { timeout: 5000 });
  });

  it.each(['challenge-a', '9f8e7d6c5b4a39281706f5e4d3c2b1a0'])('failback mode (%s): the puzzle and validate of lib/captcha-puzzle.ts, no service call', async (challenge) => {
    fakeDialog();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    runStandIns('/gt.js');
    const captcha = await new Promise<{ verify(): void }>((done) => window.initGeetest!({ ...online, challenge, offline: true }, (c) => c.onReady(() => done(c))));
    captcha.verify();
    const gap = failbackPuzzle(challenge);
    expect(await dialogs[0].load()).toEqual({ x: gap.x, y: gap.y });
    expect(await dialogs[0].check(gap.x + 2, 800)).toBe(failbackValidate(challenge, gap.x + 2));
    await expect(dialogs[0].check(gap.x + 20, 800)).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Tencent (/TCaptcha.js)', () => {
  it('calls its service at apiBase through the shared call', async () => {
    fakeDialog();
    const fetch = vi.fn(async (url: string, _init: RequestInit) => (url.endsWith('/prehandle') ? envelope({ sess: 's1', puzzle: { x: 90, y: 20 } }) : envelope({ ticket: 't', randstr: 'r' })));
    vi.stubGlobal('fetch', fetch);
    runStandIns('/TCaptcha.js');
    new window.TencentCaptcha!('42', () => undefined, { apiBase: '/elsewhere' }).show();
    expect(await dialogs[0].load()).toEqual({ x: 90, y: 20 });
    expect(await dialogs[0].check(90, 500)).toEqual({ ticket: 't', randstr: 'r' });
    expect(fetch.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body))])).toEqual([
      ['/elsewhere/tcaptcha/prehandle', { aid: '42' }],
      ['/elsewhere/tcaptcha/verify', { sess: 's1', offset: 90, duration: 500 }],
    ]);
  });
});
