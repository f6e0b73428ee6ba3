// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { MALLOC_MMAP_THRESHOLD, mallocTunedEnv, tuneMalloc } from '@/server/malloc-tuning.ts';

describe('server/malloc-tuning.ts', () => {
  it('asks for a second start with the threshold on Linux only, and leaves a value the operator set (even empty) alone', () => {
    expect(mallocTunedEnv({ PORT: '3000' }, 'linux')).toEqual({ PORT: '3000', MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(MALLOC_MMAP_THRESHOLD).toBe('65536');
    expect(mallocTunedEnv({ MALLOC_MMAP_THRESHOLD_: '131072' }, 'linux')).toBeNull();
    expect(mallocTunedEnv({ MALLOC_MMAP_THRESHOLD_: '' }, 'linux')).toBeNull();
    expect(mallocTunedEnv({}, 'darwin')).toBeNull();
  });

  it('executes the same program again in place, with its flags and arguments, and survives a platform without execve', () => {
    const calls: unknown[][] = [];
    const proc = { env: { A: '1' }, platform: 'linux' as const, execPath: '/usr/bin/node', execArgv: ['--max-old-space-size=256'], argv: ['/usr/bin/node', '/srv/server/index.ts', '-p', '3000'] };
    tuneMalloc({ ...proc, execve: (...args: unknown[]) => { calls.push(args); } });
    expect(calls).toEqual([['/usr/bin/node', ['/usr/bin/node', '--max-old-space-size=256', '/srv/server/index.ts', '-p', '3000'], { A: '1', MALLOC_MMAP_THRESHOLD_: '65536' }]]);
    tuneMalloc({ ...proc, env: { MALLOC_MMAP_THRESHOLD_: '65536' }, execve: (...args: unknown[]) => { calls.push(args); } });
    expect(calls).toHaveLength(1);
    expect(() => tuneMalloc({ ...proc, execve: () => { throw new Error('ENOSYS'); } })).not.toThrow();
    expect(() => tuneMalloc({ ...proc, execve: undefined })).not.toThrow();
  });

  it.runIf(process.platform === 'linux')('npm start runs as one process that has the threshold: the same pid, started again in place', () => {
    // The fail-closed start (no API_ORIGIN, no SANDBOX) prints and exits after the re-execution;
    // the child reports what it ran with through a preload that prints pid and variable at exit.
    const root = path.resolve(__dirname, '../..');
    const probe = "process.on('exit', () => process.stderr.write(`probe ${process.pid} ${process.env.MALLOC_MMAP_THRESHOLD_}\\n`))";
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' } as unknown as NodeJS.ProcessEnv;
    const r = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(probe)}`, path.join(root, 'server/index.ts')], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('probe '));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Refusing to start/);
    // One exit (execve replaces the process: the first image never exits), with the variable set.
    expect(lines).toEqual([`probe ${r.pid} 65536`]);
  });
});
