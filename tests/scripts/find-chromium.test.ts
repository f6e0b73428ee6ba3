// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { candidatePaths, chromiumArgs, HEADLESS_SHELL, OMNIBOX_WEBUI_FEATURES, playwrightChromiumArgs, PLAYWRIGHT_DISABLED_FEATURES, resolveChromium, systemCandidates } from '../../scripts/find-chromium.ts';

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

  it("for the tests Chromium's headless shell before any full browser; for Lighthouse only a full browser", () => {
    const both = existing('/usr/bin/chromium', HEADLESS_SHELL);
    expect(resolveChromium({ env: {}, exists: both, playwrightPath: () => undefined })).toBe(HEADLESS_SHELL);
    expect(resolveChromium({ env: {}, exists: both, playwrightPath: () => undefined, use: 'full' })).toBe('/usr/bin/chromium');
    expect(resolveChromium({ env: {}, exists: existing(HEADLESS_SHELL), playwrightPath: () => undefined, use: 'full' })).toBeUndefined();
    expect(candidatePaths({}, 'tests')).toEqual([HEADLESS_SHELL, ...systemCandidates]);
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

describe("Playwright's launch flags", () => {
  const disabled = () => playwrightChromiumArgs.filter((a) => a.startsWith('--disable-features=')).flatMap((a) => a.slice('--disable-features='.length).split(','));

  it("carry one --disable-features holding every feature Playwright's own list disables (Chromium keeps only the last one)", () => {
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
    expect(list, "playwright-core's disabledFeatures list was not found: re-read chromiumSwitches").toBeTruthy();
    const theirs = [...list!.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(playwrightChromiumArgs.filter((a) => a.startsWith('--disable-features='))).toHaveLength(1);
    expect(disabled()).toEqual(expect.arrayContaining([...theirs, ...OMNIBOX_WEBUI_FEATURES]));
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
    expect(playwrightChromiumArgs).toEqual(expect.arrayContaining(chromiumArgs));
  });

  const browserPath = resolveChromium();
  it.skipIf(!browserPath)('a context opens its page and nothing else: no omnibox-popup WebUI renderers (1.9 CPU-s per context on Chromium 156)', async () => {
    const browser = await chromium.launch({ executablePath: browserPath!, args: playwrightChromiumArgs });
    try {
      for (let i = 0; i < 2; i += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto('about:blank');
        await page.waitForTimeout(300);
        const cdp = await browser.newBrowserCDPSession();
        const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
        expect(targetInfos.filter((t) => t.type !== 'page').map((t) => t.url)).toEqual([]);
        await cdp.detach();
        await context.close();
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe('CHROMIUM_CANDIDATES', () => {
  it('replaces the system paths (a machine without a browser can be simulated)', () => {
    expect(candidatePaths({}, 'full')).toEqual(systemCandidates);
    expect(candidatePaths({ CHROMIUM_CANDIDATES: '/a:/b' })).toEqual(['/a', '/b']);
    expect(resolveChromium({ env: { CHROMIUM_CANDIDATES: '/x/chromium' }, exists: existing('/usr/bin/chromium'), playwrightPath: () => undefined })).toBeUndefined();
  });
});

/**
 * A fresh machine: no browser, so the lookup runs apt-get, which prints
 * "Get:1 http://…" on stdout. A fake apt-get first on PATH does just that and "installs" a browser
 * at the only candidate path (slowly, as the real one), logging each call and whether Debian's
 * policy-rc.d was in place (no service starts during our installs).
 */
describe('the browser lookup on a machine without Chromium', () => {
  const root = path.resolve(__dirname, '../..');
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let fakeChromium: string;
  let aptLog: string;
  let policy: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-machine-'));
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    fakeChromium = path.join(dir, 'chromium');
    aptLog = path.join(dir, 'apt.log');
    policy = path.join(dir, 'policy-rc.d');
    fs.writeFileSync(
      path.join(bin, 'apt-get'),
      [
        '#!/bin/sh',
        'echo "Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]"',
        'echo "Reading package lists..."',
        `echo "$*" >> '${aptLog}'`,
        `case "$*" in *install*) [ -x '${policy}' ] && echo "policy-rc.d in place" >> '${aptLog}'; sleep 1; printf '#!/bin/sh\\n' > '${fakeChromium}'; chmod +x '${fakeChromium}';; esac`,
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    const { CHROMIUM_PATH: _unused, ...rest } = process.env;
    env = {
      ...rest,
      PATH: `${bin}:${process.env.PATH}`,
      CHROMIUM_CANDIDATES: fakeChromium,
      // Playwright's own browser cache, empty: nothing to fall back on.
      PLAYWRIGHT_BROWSERS_PATH: path.join(dir, 'no-browsers'),
      NN_INSTALL_LOCK: path.join(dir, 'install.lock'),
      NN_POLICY_RC_D: policy,
    };
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const finder = (args: string[] = []) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(root, 'scripts/find-chromium.ts'), ...args], { cwd: root, env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it.runIf(asRoot)('findChromium installs with apt-get and keeps apt’s output off its stdout', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', "const m = await import('./scripts/find-chromium.ts'); m.findChromium();"], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(fs.readFileSync(aptLog, 'utf8')).toMatch(/update[\s\S]*install -y chromium-headless-shell\npolicy-rc.d in place/);
    expect(fs.existsSync(policy)).toBe(false); // only for the length of the install
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Get:1 http://deb.debian.org');
  });

  it.runIf(asRoot)('three finders started at once (npm test’s lanes): one apt-get install, all three get the browser', async () => {
    const results = await Promise.all([finder(), finder(), finder()]);
    for (const r of results) {
      expect(r.status).toBe(0);
      expect(r.stdout.trim()).toBe(fakeChromium); // the CLI's stdout: the path, nothing of apt's
    }
    expect(fs.readFileSync(aptLog, 'utf8').match(/install -y chromium-headless-shell/g)).toHaveLength(1);
    expect(fs.existsSync(env.NN_INSTALL_LOCK!)).toBe(false);
  }, 60_000);

  it('playwright.config.ts never installs: with no browser it stops, saying which step installs it, and runs no apt-get', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--list', 'e2e/smoke.spec.ts'], {
      cwd: root,
      env: { ...env, E2E_BASE_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr + r.stdout).toMatch(/No Chromium found\. `npm test` \/ `npm run test:e2e` install it first/);
    expect(fs.existsSync(aptLog)).toBe(false);
    expect(fs.existsSync(fakeChromium)).toBe(false);
  }, 60_000);

  it('and once the browser is there, the config reads it', () => {
    fs.writeFileSync(fakeChromium, '#!/bin/sh\n', { mode: 0o755 });
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--list', 'e2e/smoke.spec.ts'], {
      cwd: root,
      env: { ...env, E2E_BASE_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.stderr + r.stdout).not.toMatch(/SyntaxError|not valid JSON/);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/smoke\.spec\.ts/);
  }, 60_000);
});
