// deploy/nginx.conf made runnable on loopback, for `npm run test:cluster` and the `nginx -t` test:
// the instances between its "# instances" markers, `listen 80;`, the cache folder and the log folder
// rewritten; wrapped in a main config whose pid, error log and temp folders live in `dir`. Nothing
// else of the file changes, so what the tests run is what an operator copies.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { which } from './ensure-tools.ts';

// One lookup of executables for every tool (PATH, then the sbin folders where nginx lives).
export { which };

/** Where and how the site runs: its folder, its listen address, the instances, extra server lines. */
export interface SiteOptions {
  dir: string;
  listen: string;
  instances: { addr: string; down?: boolean }[];
  serverLines?: string[];
}

/** `site` is the text of deploy/nginx.conf. */
export function renderSite(site: string, { dir, listen, instances, serverLines = [] }: SiteOptions): string {
  const begin = site.indexOf('# instances: begin');
  const end = site.indexOf('# instances: end');
  if (begin < 0 || end < 0 || !/\n\s*listen 80;/.test(site)) throw new Error('deploy/nginx.conf lost its "# instances" markers or "listen 80;"');
  const servers = instances.map((i) => `server ${i.addr} max_fails=2 fail_timeout=10s${i.down ? ' down' : ''};`).join('\n    ');
  return (site.slice(0, begin) + servers + '\n    ' + site.slice(end))
    .replace(/\n(\s*)listen 80;/, (_, sp: string) => `\n${sp}listen ${listen};${serverLines.map((l) => `\n${sp}${l}`).join('')}`)
    .replace('/var/cache/nginx/nn-static', path.join(dir, 'cache'))
    .replaceAll('/var/log/nginx/', `${dir}/`);
}

/**
 * A main config (what /etc/nginx/nginx.conf is on Debian) whose pid, error log and temp folders are
 * in `dir`, so nginx runs as any user: around the site by default, or around `http` (the bench's proxy).
 */
export function mainConf(dir: string, http = `include ${dir}/site.conf;`): string {
  return `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${http}
}
`;
}

/** Writes dir/site.conf (the rendered site) and dir/nginx.conf (main); returns the main's path. */
export function writeNginx({ site, ...opts }: SiteOptions & { site: string }): string {
  fs.mkdirSync(opts.dir, { recursive: true });
  // nginx's workers run as another user when the master is root: they must reach the cache folder.
  fs.chmodSync(opts.dir, 0o755);
  fs.writeFileSync(path.join(opts.dir, 'site.conf'), renderSite(site, opts));
  const main = path.join(opts.dir, 'nginx.conf');
  fs.writeFileSync(main, mainConf(opts.dir));
  return main;
}

/** `nginx -t` on a main config written by writeNginx: { ok, output }. */
export function nginxTest(bin: string, main: string): { ok: boolean; output: string } {
  const dir = path.dirname(main);
  const r = spawnSync(bin, ['-t', '-p', dir, '-c', main, '-g', 'daemon off;'], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

/** Values of a directive in a config text (comments left out), e.g. directive(conf, 'keepalive_timeout'). */
export function directive(conf: string, name: string): string[] {
  const out: string[] = [];
  for (const line of conf.split('\n')) {
    const code = line.replace(/#.*$/, '').trim();
    const m = new RegExp(`^${name}\\s+([^;]+);`).exec(code);
    if (m) out.push(m[1].trim());
  }
  return out;
}

/** nginx time ("65s", "1m", "500ms", "65") → milliseconds. */
export function nginxMs(value: string): number {
  const m = /^(\d+)(ms|s|m|h)?$/.exec(String(value).trim());
  if (!m) throw new Error(`not an nginx time: ${value}`);
  const unit = (m[2] ?? 's') as 'ms' | 's' | 'm' | 'h';
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit];
}
