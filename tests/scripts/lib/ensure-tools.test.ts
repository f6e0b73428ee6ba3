// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cjkFontTool, ensureTools, which, withInstallLock } from '../../../scripts/lib/ensure-tools.ts';

describe('scripts/lib/ensure-tools.ts', () => {
  let dir: string;
  let bin: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-tools-'));
    bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'apt-get'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const log = () => {};

  it('finds executables on PATH and in the sbin folders; a file that is not executable is not one', () => {
    fs.writeFileSync(path.join(bin, 'tool'), '', { mode: 0o644 });
    expect(which('tool', { PATH: bin })).toBeNull();
    fs.chmodSync(path.join(bin, 'tool'), 0o755);
    expect(which('tool', { PATH: bin })).toBe(path.join(bin, 'tool'));
  });

  it.runIf(asRoot)('installs only what is missing, once, under the lock, and returns every path', () => {
    const installed = new Set<string>(['nginx']);
    const calls: string[][] = [];
    const lock = path.join(dir, 'lock');
    const found = ensureTools(
      [
        { name: 'redis-server', find: () => (installed.has('redis-server') ? '/x/redis-server' : null), pkg: 'redis-server' },
        { name: 'nginx', find: () => (installed.has('nginx') ? '/x/nginx' : null), pkg: 'nginx' },
      ],
      {
        env: { PATH: bin },
        lock,
        log,
        install: (pkgs) => {
          expect(fs.existsSync(lock)).toBe(true);
          calls.push(pkgs);
          pkgs.forEach((p) => installed.add(p));
          return 0;
        },
      },
    );
    expect(calls).toEqual([['redis-server']]);
    expect(found).toEqual({ 'redis-server': '/x/redis-server', nginx: '/x/nginx' });
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('a CJK font: the first file fontconfig lists for Chinese; none (or no fontconfig) → fonts-noto-cjk is what to install', () => {
    const fcList = (out: string) => fs.writeFileSync(path.join(bin, 'fc-list'), `#!/bin/sh\n[ "$1" = ":lang=zh" ] || exit 3\nprintf '%s' '${out}'\n`, { mode: 0o755 });
    const tool = cjkFontTool({ PATH: bin });
    expect(tool.pkg).toBe('fonts-noto-cjk');
    fcList('/usr/share/fonts/noto/NotoSansCJK-Regular.ttc: \n/usr/share/fonts/noto/NotoSerifCJK-Regular.ttc: \n');
    expect(tool.find()).toBe('/usr/share/fonts/noto/NotoSansCJK-Regular.ttc');
    fcList('');
    expect(tool.find()).toBeNull();
    expect(cjkFontTool({ PATH: path.join(dir, 'nothing') }).find()).toBeNull();
  });

  it('without root and apt-get it installs nothing and says what to install', () => {
    const install = vi.fn(() => 0);
    expect(() =>
      ensureTools([{ name: 'nginx', find: () => null, pkg: 'nginx' }], { env: { PATH: path.join(dir, 'nothing') }, install, log, lock: path.join(dir, 'lock') }),
    ).toThrow(/nginx not found and not installable here \(needs root and apt-get\): install nginx/);
    expect(install).not.toHaveBeenCalled();
  });

  it('a lock left by a process that died is taken over; a live holder is waited for', () => {
    const lock = path.join(dir, 'lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), dead);
    expect(withInstallLock(() => 'ran', { lock, log })).toBe('ran');
    expect(fs.existsSync(lock)).toBe(false);

    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    expect(() => withInstallLock(() => 'ran', { lock, log, timeoutMs: 600 })).toThrow(/waited 1 s for .*held by pid/);
  });
});
