import { loadTCaptcha, resetTCaptchaLoader, runTCaptcha, type TencentCaptchaCtor } from '@/components/auth/tcaptcha';

const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[src="/TCaptcha.js"]');

afterEach(() => {
  delete window.TencentCaptcha;
  resetTCaptchaLoader();
  scripts().forEach((s) => s.remove());
});

const FakeCaptcha = class {
  constructor(
    public appId: string,
    private cb: (r: { ret: 0; ticket: string; randstr: string }) => void,
  ) {}
  show() {
    this.cb({ ret: 0, ticket: `tr_${this.appId}`, randstr: 'r' });
  }
  destroy() {}
} as unknown as TencentCaptchaCtor;

describe('TCaptcha loader', () => {
  it('adds one <script src="/TCaptcha.js"> for concurrent callers and resolves on load', async () => {
    const a = loadTCaptcha();
    const b = loadTCaptcha();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.textContent).toBe('');
    window.TencentCaptcha = FakeCaptcha;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(a).resolves.toBe(FakeCaptcha);
    await expect(b).resolves.toBe(FakeCaptcha);
    await expect(runTCaptcha('42')).resolves.toEqual({ ret: 0, ticket: 'tr_42', randstr: 'r' });
    expect(scripts()).toHaveLength(1);
  });

  it('on a load failure resolves with the fabricated 1001 ticket, and a later call retries', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_123_456);
    const result = runTCaptcha('190000001');
    await Promise.resolve();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(result).resolves.toEqual({
      ret: 0,
      ticket: 'terror_1001_190000001_1700000123',
      randstr: expect.stringMatching(/^@\w+$/),
      errorCode: 1001,
      errorMessage: 'jsload_error',
    });
    vi.restoreAllMocks();
    expect(scripts()).toHaveLength(0);
    void loadTCaptcha().catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('a script that loads without defining TencentCaptcha counts as a failure', async () => {
    const result = runTCaptcha('7');
    await Promise.resolve();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(result).resolves.toMatchObject({ errorCode: 1001 });
  });
});
