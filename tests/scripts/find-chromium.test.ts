// @vitest-environment node
import { chromiumArgs, resolveChromium, systemCandidates } from '../../scripts/find-chromium.mjs';

const existing = (...paths: string[]) => (p: string) => paths.includes(p);

describe('resolveChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(
      resolveChromium({ env: { CHROMIUM_PATH: '/opt/chrome' }, exists: existing('/opt/chrome', '/usr/bin/chromium'), playwrightPath: () => '/pw' }),
    ).toBe('/opt/chrome');
  });

  it('rejects a CHROMIUM_PATH that does not exist instead of silently using another browser', () => {
    expect(() => resolveChromium({ env: { CHROMIUM_PATH: '/nope' }, exists: existing('/usr/bin/chromium') })).toThrow(/CHROMIUM_PATH/);
  });

  it('then the system browsers in order', () => {
    expect(systemCandidates).toEqual(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
    expect(resolveChromium({ env: {}, exists: existing('/usr/bin/google-chrome', '/usr/bin/chromium-browser'), playwrightPath: () => '/pw' })).toBe(
      '/usr/bin/chromium-browser',
    );
  });

  it("then Playwright's own browser when its file exists", () => {
    expect(resolveChromium({ env: {}, exists: existing('/pw/chrome'), playwrightPath: () => '/pw/chrome' })).toBe('/pw/chrome');
    expect(resolveChromium({ env: {}, exists: existing(), playwrightPath: () => '/pw/chrome' })).toBeUndefined();
    expect(resolveChromium({ env: {}, exists: existing(), playwrightPath: () => undefined })).toBeUndefined();
  });

  it('launches headless without sandbox, GPU or background traffic', () => {
    expect(chromiumArgs).toEqual(
      expect.arrayContaining(['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-quic']),
    );
  });
});
