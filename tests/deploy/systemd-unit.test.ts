// @vitest-environment node
// deploy/nn-site@.service: systemd accepts it without a warning, and it runs an instance the way
// README "Running in production" says.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { which } from '@/scripts/lib/nginx-site.ts';

const deploy = path.join(__dirname, '../../deploy');
const unit = fs.readFileSync(path.join(deploy, 'nn-site@.service'), 'utf8');
const envFile = fs.readFileSync(path.join(deploy, 'nn-site.env'), 'utf8');
const analyze = which('systemd-analyze');

/** Settings of the unit: key → values (a key may repeat). */
function settings(text: string) {
  const out = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z_]+)=(.*)$/.exec(line.trim());
    if (m) out.set(m[1], [...(out.get(m[1]) ?? []), m[2]]);
  }
  return out;
}

/** `systemd-analyze verify` of `text` as nn-site@3001.service: its exit code and everything it printed. */
function verify(text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-unit-'));
  try {
    // systemd checks that ExecStart's program exists: where Node is not at /usr/bin/node (the path the
    // unit documents for Debian's nodejs), the unit is checked with this machine's Node instead.
    const local = fs.existsSync('/usr/bin/node') ? text : text.replaceAll('/usr/bin/node', process.execPath);
    const file = path.join(dir, 'nn-site@3001.service');
    fs.writeFileSync(file, local);
    const r = spawnSync(analyze!, ['verify', file], { encoding: 'utf8', env: { ...process.env, SYSTEMD_LOG_COLOR: '0' } });
    return { status: r.status, output: `${r.stdout}${r.stderr}`.trim() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// systemd-analyze comes with Debian's `systemd` package; without it the verification cannot run.
describe.skipIf(!analyze)('deploy/nn-site@.service (systemd-analyze verify)', () => {
  it('verifies with nothing to say; a broken copy does not (the check can fail)', () => {
    expect(verify(unit)).toEqual({ status: 0, output: '' });
    const broken = verify(unit.replace('Restart=on-failure', 'Restart=sometimes\nRestartSomething=1'));
    expect(broken.output).toMatch(/restart specifier|Unknown key/);
  });
});

describe('deploy/nn-site@.service settings', () => {
  const s = settings(unit);
  const env = settings(envFile);

  it('restarts on failure, as an unprivileged user, with the environment file and an open-file limit', () => {
    expect(s.get('Restart')).toEqual(['on-failure']);
    expect(s.get('User')?.[0]).toMatch(/^(?!root$)\w[\w-]*$/);
    expect(s.get('EnvironmentFile')).toEqual(['/etc/nn-site/nn-site.env']);
    expect(Number(s.get('LimitNOFILE')?.[0])).toBeGreaterThanOrEqual(65536);
    expect(s.get('ExecStart')?.[0]).toMatch(/server\/index\.ts -p %i$/);
    expect(s.get('NoNewPrivileges')).toEqual(['yes']);
  });

  it('stops with SIGTERM to the front, and waits longer than the drain grace before a SIGKILL', () => {
    expect(s.get('KillSignal')).toEqual(['SIGTERM']);
    expect(s.get('KillMode')).toEqual(['mixed']);
    const stopMs = Number(/^(\d+)s$/.exec(s.get('TimeoutStopSec')?.[0] ?? '')?.[1]) * 1000;
    const graceMs = Number(env.get('SHUTDOWN_GRACE_MS')?.[0] ?? 10_000);
    expect(graceMs).toBe(10_000); // server/front/site-server.ts's default, written in the env file
    expect(stopMs).toBeGreaterThanOrEqual(graceMs + 10_000);
  });

  it('the environment file sets what an instance behind nginx needs', () => {
    expect(env.get('TRUST_PROXY_HOPS')).toEqual(['1']);
    expect(env.get('NODE_ENV')).toEqual(['production']);
    expect(env.get('API_ORIGIN')?.[0]).toMatch(/^https:\/\//);
  });
});
