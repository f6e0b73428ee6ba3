import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  kill: () => void;
}

/** Starts `args` with node in its own process group; resolves once `ready` appears in its output. */
export function startProcess(args: string[], env: Record<string, string | undefined>, ready: RegExp, timeoutMs = 60_000): Promise<Proc> {
  const child = spawn(process.execPath, args, { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      kill();
      reject(new Error(`not ready after ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve({ child, output: () => out, exited, kill });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before ready:\n${out}`));
    });
  });
}
