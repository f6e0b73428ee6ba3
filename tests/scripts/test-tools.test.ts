// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testTools } from '../../scripts/test-tools.ts';
import { ensureTools } from '../../scripts/lib/ensure-tools.ts';

describe('scripts/test-tools.ts (npm test\'s first step)', () => {
  it('is what npm test runs before any test process', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['pretest:unit']).toBe('node scripts/test-tools.ts');
    expect(pkg.scripts.test).toMatch(/^npm run test:unit/);
  });

  // ensureTools installs only as root with apt-get (canApt); elsewhere it says what to install instead
  // (tests/scripts/lib/ensure-tools.test.ts), so this case runs where an install can happen.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  it.runIf(asRoot)("finds or installs Chromium's headless shell and nginx, in one apt-get on a machine that has neither", () => {
    const tools = testTools({ CHROMIUM_CANDIDATES: '/nonexistent/chromium', PATH: '/nonexistent' });
    expect(tools.map((t) => [t.name, t.pkg])).toEqual([['chromium', 'chromium-headless-shell'], ['nginx', 'nginx']]);
    // Both absent (nginx's own lookup also reads the sbin folders, so its finder is replaced here).
    const installed = new Set<string>();
    const calls: string[][] = [];
    const absent = tools.map((t) => ({ ...t, find: () => (installed.has(t.pkg) ? `/usr/bin/${t.pkg}` : null) }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-test-tools-'));
    const found = ensureTools(absent, {
      env: { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` },
      install: (pkgs) => {
        calls.push(pkgs);
        pkgs.forEach((p) => installed.add(p));
        return 0;
      },
      log: () => {},
      lock: path.join(dir, 'lock'),
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(calls).toEqual([['chromium-headless-shell', 'nginx']]);
    expect(found).toEqual({ chromium: '/usr/bin/chromium-headless-shell', nginx: '/usr/bin/nginx' });
  });
});
