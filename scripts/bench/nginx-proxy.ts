// The gateway's real peer, for the bench: nginx as an operator puts it in front of an API, doing
// the gateway's job for each answer — one worker, a keep-alive upstream pool (keepalive 64,
// HTTP/1.1, Connection ""), mapping /api/gw/x → <origin>/x; the request id kept or made (the rule of
// deploy/nginx.conf) and sent both ways; X-Forwarded-For, X-Real-IP, X-Forwarded-Proto and -Host
// set for the backend; the site's security headers on every answer; one JSON access-log line a
// request, buffered (32 KB or 1 s, as the front batches its own). The bench checks that both send
// the same header names both ways before it compares their rates. `/proxy-only/x` is the same
// pass-through without any of that (the bench's informational row: what the job costs nginx).
// Its config and every file it writes (pid, logs, temp folders) live in a temp folder, so it runs
// as any user. Started in its own process group (detached, like setsid), listening on 127.0.0.1;
// stop() ends the whole group.
//
//   node scripts/bench/nginx-proxy.ts <port> <upstream origin>   (runs until SIGINT/SIGTERM)
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { which } from '../lib/ensure-tools.ts';
import { mainConf } from '../lib/nginx-site.ts';
import { freePort } from '../lib/next-server.ts';
import { groupPids } from '../load.ts';
import { WELL_FORMED_REQUEST_ID } from '../../server/observability/request-id.ts';

/** The nginx binary on PATH or in the sbin folders, or null. */
export const findNginx = (): string | null => which('nginx');

export interface NginxConfOptions {
  /** Folder of the pid file, the logs and the temp folders. */
  dir: string;
  /** Port to listen on, on 127.0.0.1. */
  port: number;
  /** The upstream, http://host:port. */
  origin: string;
  /** Idle upstream connections each worker keeps. */
  keepalive?: number;
  /** Flat [name, value, …] lines on every /api/gw/ answer (the build's security headers). */
  headers?: readonly string[];
}

/** The path prefix of the bare pass-through (no request id, no forwarded headers, no log, no headers added). */
export const PROXY_ONLY_PREFIX = '/proxy-only';

/** A header line as an nginx directive argument; refused when nginx would read it otherwise. */
function confValue(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`nginx-proxy: a header value nginx cannot take as it is: ${value}`);
  return `"${value}"`;
}

/** The whole nginx.conf (main context included): the fixture's one source of truth. */
export function nginxProxyConf({ dir, port, origin, keepalive = 64, headers = [] }: NginxConfOptions): string {
  const u = new URL(origin);
  if (u.protocol !== 'http:' || !u.port) throw new Error(`nginx-proxy: the upstream must be http://host:port, not ${origin}`);
  const added: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (!/^[A-Za-z0-9-]+$/.test(headers[i])) throw new Error(`nginx-proxy: not a header name: ${headers[i]}`);
    added.push(`    add_header ${headers[i]} ${confValue(headers[i + 1])} always;`);
  }
  return `daemon off;
${mainConf(dir, `# The gateway never closes a client connection after N requests; nginx's default is 1,000.
keepalive_requests 10000;
upstream bench_upstream {
  server ${u.hostname}:${u.port};
  keepalive ${keepalive};
  keepalive_requests 10000;
}
# The request id as deploy/nginx.conf and the front decide it: a well-formed one kept, else nginx's own.
map $http_x_request_id $nn_request_id {
  "~${WELL_FORMED_REQUEST_ID.source}" $http_x_request_id;
  default $request_id;
}
# The fields of the front's access-log line (server/observability/access-log.ts).
log_format gateway_json escape=json '{"time":$msec,"pid":$pid,"method":"$request_method","path":"$request_uri",'
  '"status":$status,"ms":$request_time,"kind":"gateway","requestId":"$nn_request_id","upstreamMs":"$upstream_response_time"}';
server {
  listen 127.0.0.1:${port};
  location /api/gw/ {
    # A URI on proxy_pass replaces the matched prefix: /api/gw/x → /x, the query string kept.
    proxy_pass http://bench_upstream/;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header X-Request-ID $nn_request_id;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_hide_header X-Request-ID;
    add_header X-Request-ID $nn_request_id always;
${added.join('\n')}
    access_log ${dir}/access.json gateway_json buffer=32k flush=1s;
  }
  location ${PROXY_ONLY_PREFIX}/ {
    proxy_pass http://bench_upstream/;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
  }
}`)}`;
}

export interface NginxProxy {
  url: string;
  /** The master's pid, which is also the process group's id. */
  pid: number;
  dir: string;
  /** Processes still in the group (master and workers; /proc). */
  pids: () => number[];
  /** The worker processes (the group without the master). */
  workers: () => number[];
  stop: () => Promise<void>;
}

const canConnect = (port: number) => new Promise<boolean>((resolve) => {
  const sock = net.connect({ port, host: '127.0.0.1' });
  sock.once('connect', () => { sock.destroy(); resolve(true); });
  sock.once('error', () => resolve(false));
});

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * Writes the config into a fresh temp folder, starts `bin` on it in its own process group and
 * resolves once it has its port and its worker; rejects with nginx's own words when it exits first.
 */
export async function startNginxProxy({ bin, origin, port, keepalive, headers, timeoutMs = 10_000 }: {
  bin: string;
  origin: string;
  port?: number;
  keepalive?: number;
  headers?: readonly string[];
  timeoutMs?: number;
}): Promise<NginxProxy> {
  const listen = port || (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-bench-nginx-'));
  // When the master runs as root its worker runs as nobody, and must reach the temp folders in here.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxProxyConf({ dir, port: listen, origin, keepalive, headers }));
  // Before error_log is open nginx writes to stderr (and complains it cannot open the default log).
  const err = fs.openSync(path.join(dir, 'stderr.log'), 'w');
  const child = spawn(bin, ['-p', dir, '-c', conf], { detached: true, stdio: ['ignore', 'ignore', err] });
  fs.closeSync(err);
  const pid = child.pid;
  if (!pid) throw new Error(`nginx-proxy: could not start ${bin}`);
  let alive = true;
  const exited = new Promise<void>((resolve) => child.on('exit', () => { alive = false; resolve(); }));
  child.on('error', () => { alive = false; });
  const killGroup = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  // Last resort if this process ends without stop().
  const onExit = () => killGroup('SIGKILL');
  process.on('exit', onExit);
  const words = () => [readText(path.join(dir, 'stderr.log')), readText(path.join(dir, 'error.log'))].filter(Boolean).join('\n');

  const stop = async () => {
    process.off('exit', onExit);
    if (alive) {
      // SIGTERM to the group: the worker exits at once and the master, which reaps it, after it;
      // SIGKILL to what is left if that takes longer than 5 s.
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    killGroup('SIGKILL');
    for (const until = Date.now() + 5000; groupPids(pid).length && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
    fs.rmSync(dir, { recursive: true, force: true });
  };

  for (const until = Date.now() + timeoutMs; ;) {
    if (!alive) {
      const why = words();
      fs.rmSync(dir, { recursive: true, force: true });
      process.off('exit', onExit);
      throw new Error(`nginx-proxy: nginx exited before listening on 127.0.0.1:${listen}${why ? `:\n${why}` : ''}`);
    }
    // nginx writes its pid file once it holds its sockets (a port taken by another process never
    // gets that far), and forks the worker after; only then is a connection its own.
    if (readText(path.join(dir, 'nginx.pid')) === String(pid) && groupPids(pid).length > 1 && (await canConnect(listen))) break;
    if (Date.now() > until) {
      const why = words();
      await stop();
      throw new Error(`nginx-proxy: 127.0.0.1:${listen} not accepting after ${timeoutMs / 1000} s${why ? `:\n${why}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${listen}`,
    pid,
    dir,
    pids: () => groupPids(pid),
    workers: () => groupPids(pid).filter((p) => p !== pid),
    stop,
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const bin = findNginx();
  if (!bin) {
    console.error('nginx-proxy: nginx not found (PATH, /usr/sbin, /sbin, /usr/local/sbin)');
    process.exit(1);
  }
  startNginxProxy({ bin, origin: process.argv[3], port: Number(process.argv[2]) || 0 }).then((proxy) => {
    console.log(`nginx proxy on ${proxy.url} (pid ${proxy.pid}) → ${process.argv[3]}`);
    const end = () => { proxy.stop().then(() => process.exit(0)); };
    process.once('SIGINT', end);
    process.once('SIGTERM', end);
  }, (err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
