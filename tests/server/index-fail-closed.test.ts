// @vitest-environment node
// `npm start` (server/index.ts) fails closed: without API_ORIGIN and without SANDBOX=on it exits
// non-zero at once and says what to set — before looking for a build, so this holds with or without one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function start(env: Record<string, string | undefined>) {
  const clean = { ...process.env, ...env };
  for (const [k, v] of Object.entries(clean)) if (v === undefined) delete clean[k];
  const t = performance.now();
  const r = spawnSync(process.execPath, ['server/index.ts', '-p', '0', '-H', '127.0.0.1'], { cwd: root, env: clean as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 20_000 });
  return { ...r, ms: performance.now() - t };
}

// Each case starts a Node process: generous timeouts for a loaded machine.
describe('npm start without a backend', { timeout: 30_000 }, () => {
  it('exits non-zero at once, naming API_ORIGIN and SANDBOX=on', () => {
    const r = start({ API_ORIGIN: undefined, SANDBOX: undefined, NEXT_DIST_DIR: 'no-such-build' });
    expect(r.status).not.toBe(0);
    expect(r.status).not.toBeNull(); // exited by itself, not killed by the timeout
    expect(r.stderr).toMatch(/API_ORIGIN/);
    expect(r.stderr).toMatch(/SANDBOX=on/);
    expect(r.stderr).not.toMatch(/no production build/);
  });

  it('SANDBOX=off, or anything but "on", is not a yes', () => {
    const r = start({ API_ORIGIN: undefined, SANDBOX: 'yes', NEXT_DIST_DIR: 'no-such-build' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/SANDBOX=on/);
  });

  it('with SANDBOX=on it goes on (here to the missing build)', () => {
    const r = start({ API_ORIGIN: undefined, SANDBOX: 'on', NEXT_DIST_DIR: 'no-such-build' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/no production build/);
  });
});
