#!/usr/bin/env node
// npm run test:cluster — many instances, one site (README "Scaling out"), on loopback with temporary
// folders: Redis, the sandbox backend (npm run sandbox:api), two instances of the production server
// (scripts/serve.mjs) with REDIS_URL and API_ORIGIN, and nginx in front with deploy/nginx.conf.
// Builds first when the build is stale. Proves and prints as a table:
//   1. shared cache   a page rendered by instance 1 is a cache HIT on instance 2's first request
//   2. publish        an article edited in the sandbox and published through nginx shows its new
//                     title on both instances (addressed directly) within 2 s, and on the list
//   3. one session    a login through nginx, then calls and a whole purchase landing on both instances
//   4. instance loss  50 connections of page + gateway GETs for 20 s, instance 2 SIGKILLed at 5 s and
//                     restarted at 12 s: 0 failed requests, and instance 2 serves again
//   5. Redis loss     Redis killed for 5 s: pages still served, /api/health says "redis":"down",
//                     the cache is shared again after
// Exits 1 when a row fails; every process it started (each in its own process group) is stopped on
// any exit. CLUSTER_BASE_PORT (default 4250) moves the five ports; CLUSTER_TIMEOUT_S bounds the run
// (default 600).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { createClient } from '@redis/client';
import { ensureClusterTools } from './lib/ensure-tools.mjs';
import { abortBuild, build, distDir, portInUse, root, staleReason, tail } from './lib/next-server.mjs';

const HOST = '127.0.0.1';
const BASE = Number(process.env.CLUSTER_BASE_PORT || 4250);
const PORTS = { redis: BASE, sandbox: BASE + 1, web1: BASE + 2, web2: BASE + 3, nginx: BASE + 4 };
const SECRET = `cluster-${process.pid}-${Date.now()}`;
const TIMEOUT_S = Number(process.env.CLUSTER_TIMEOUT_S || 600);
const LOAD_S = 20;
const url = (port, p = '/') => `http://${HOST}:${port}${p}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log('[cluster]', ...a);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-cluster-'));
fs.chmodSync(tmp, 0o755); // nginx workers (another user when started as root) read their files here
/** @type {Map<string, ReturnType<typeof startGroup>>} */
const procs = new Map();

/** Finds an executable in PATH or the sbin folders (nginx lives in /usr/sbin). */
function which(name) {
  for (const dir of [...(process.env.PATH || '').split(':'), '/usr/sbin', '/sbin', '/usr/local/sbin']) {
    const p = path.join(dir, name);
    if (dir && fs.existsSync(p)) return p;
  }
  return null;
}

/** Starts a command in its own process group (like setsid), output to tmp/<name>.log. */
function startGroup(name, cmd, args, env = process.env) {
  const logFile = path.join(tmp, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { cwd: root, detached: true, stdio: ['ignore', out, out], env });
  fs.closeSync(out);
  let alive = true;
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => {
    alive = false;
    resolve({ code, signal });
  }));
  child.on('error', () => {
    alive = false;
  });
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* gone */
    }
  };
  const p = {
    name,
    pid: child.pid,
    logFile,
    exited,
    isAlive: () => alive,
    kill: signal,
    async stop() {
      if (!alive) return signal('SIGKILL');
      signal('SIGTERM');
      const t = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
      signal('SIGKILL');
    },
  };
  procs.set(name, p);
  return p;
}

function killAllNow() {
  for (const p of procs.values()) p.kill('SIGKILL');
}
process.on('exit', killAllNow);

let stopping;
async function stopAll() {
  stopping ??= Promise.all([...procs.values()].map((p) => p.stop()));
  await stopping;
}

async function waitFor(check, what, { timeoutMs = 90_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (proc && !proc.isAlive()) throw new Error(`${proc.name} exited before ${what}\n${tail(proc.logFile)}`);
    try {
      if (await check()) return;
    } catch (err) {
      last = err.cause?.code || err.message;
    }
    await sleep(200);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s (${last})`);
}

const get = (u, init = {}) => fetch(u, { ...init, signal: AbortSignal.timeout(15_000) });
const upOk = async (u) => (await get(u)).ok;

function startRedis() {
  const p = startGroup('redis', which('redis-server'), ['--port', String(PORTS.redis), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', tmp, '--protected-mode', 'no']);
  return waitFor(() => portInUse(PORTS.redis, HOST), 'Redis listening', { proc: p, timeoutMs: 10_000 });
}

function startSandbox() {
  const env = { ...process.env, SANDBOX_PORT: String(PORTS.sandbox), SANDBOX_HOST: HOST };
  delete env.SANDBOX_DATA_FILE;
  const p = startGroup('sandbox', process.execPath, [path.join(root, 'scripts/sandbox-api.mjs')], env);
  return waitFor(() => upOk(url(PORTS.sandbox, '/__sandbox/settings')), 'sandbox backend answering', { proc: p });
}

const webEnv = (n) => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir(),
  API_ORIGIN: url(PORTS.sandbox, ''),
  REDIS_URL: `redis://${HOST}:${PORTS.redis}`,
  REVALIDATE_SECRET: SECRET,
  INSTANCE_NAME: `web${n}`,
  // nginx in front: the client is the address it appends to X-Forwarded-For. The cluster's limits
  // per address are nginx's (limit_req); the instances' own are set out of the way.
  TRUST_PROXY_HOPS: '1',
  GATEWAY_LIMIT_SMS: '100000/1',
  GATEWAY_LIMIT_LOGIN: '100000/1',
  GATEWAY_LIMIT_DRAW: '100000/1',
});

async function startWeb(n) {
  const port = PORTS[`web${n}`];
  const p = startGroup(`web${n}`, process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(port), '-H', HOST], webEnv(n));
  await waitFor(() => upOk(url(port, '/robots.txt')), `instance ${n} answering`, { proc: p });
  return p;
}

/** deploy/nginx.conf with the instances, port and cache folder of this run, inside a main config. */
function writeNginxConf() {
  const site = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const begin = site.indexOf('# instances: begin');
  const end = site.indexOf('# instances: end');
  if (begin < 0 || end < 0 || !/\n\s*listen 80;/.test(site)) throw new Error('deploy/nginx.conf lost its "# instances" markers or "listen 80;"');
  const servers = [PORTS.web1, PORTS.web2].map((p) => `server ${HOST}:${p} max_fails=2 fail_timeout=10s;`).join('\n    ');
  const rendered = (site.slice(0, begin) + servers + '\n    ' + site.slice(end))
    .replace(/\n(\s*)listen 80;/, `\n$1listen ${HOST}:${PORTS.nginx};\n$1add_header X-Upstream $upstream_addr always;`)
    .replace('/var/cache/nginx/nn-static', path.join(tmp, 'nginx-cache'));
  fs.mkdirSync(path.join(tmp, 'nginx'), { recursive: true, mode: 0o755 });
  fs.writeFileSync(path.join(tmp, 'nginx/site.conf'), rendered);
  const main = `
pid ${tmp}/nginx/nginx.pid;
error_log ${tmp}/nginx/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  log_format timed '$remote_addr [$time_local] "$request" $status $body_bytes_sent up=$upstream_addr upstatus=$upstream_status rt=$request_time urt=$upstream_response_time';
  access_log ${tmp}/nginx/access.log timed;
  client_body_temp_path ${tmp}/nginx/body;
  proxy_temp_path ${tmp}/nginx/proxy;
  fastcgi_temp_path ${tmp}/nginx/fastcgi;
  uwsgi_temp_path ${tmp}/nginx/uwsgi;
  scgi_temp_path ${tmp}/nginx/scgi;
  include ${tmp}/nginx/site.conf;
}
`;
  fs.writeFileSync(path.join(tmp, 'nginx/nginx.conf'), main);
  return path.join(tmp, 'nginx/nginx.conf');
}

async function startNginx() {
  const conf = writeNginxConf();
  const bin = which('nginx');
  const check = spawnSync(bin, ['-t', '-p', `${tmp}/nginx`, '-c', conf, '-g', 'daemon off;'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused deploy/nginx.conf:\n${check.stderr}`);
  const p = startGroup('nginx', bin, ['-p', `${tmp}/nginx`, '-c', conf, '-g', 'daemon off;']);
  await waitFor(() => upOk(url(PORTS.nginx, '/robots.txt')), 'nginx answering', { proc: p, timeoutMs: 10_000 });
}

// ---------------------------------------------------------------------------------------------
// The rows.

const rows = [];
async function row(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    rows.push({ name, ok: true, detail, s: (Date.now() - t0) / 1000 });
  } catch (err) {
    rows.push({ name, ok: false, detail: err.message.split('\n')[0], s: (Date.now() - t0) / 1000 });
    log(`${name} FAILED:`, err.message);
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

const html = async (u) => {
  const res = await get(u);
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), upstream: res.headers.get('x-upstream'), text: await res.text() };
};

/** Ids of news articles linked from the first page of /news, newest first. */
async function newsIds() {
  const { text } = await html(url(PORTS.web1, '/news'));
  return [...new Set([...text.matchAll(/\/news\/(\d+)\.html/g)].map((m) => Number(m[1])))];
}

/** A client of this run's Redis, for evidence (keys, hit counters); closed after `fn`. */
async function withRedis(fn) {
  const c = createClient({ url: `redis://${HOST}:${PORTS.redis}` });
  c.on('error', () => {});
  await c.connect();
  try {
    return await fn(c);
  } finally {
    c.destroy();
  }
}
const keyspaceHits = (c) => c.info('stats').then((s) => Number(/keyspace_hits:(\d+)/.exec(s)?.[1] ?? NaN));

/**
 * Instance 1 renders /news/<id>.html; instance 2's first request must be a HIT read from Redis: the
 * page's entry is in Redis and Redis counted the read (both instances share one .next folder here,
 * so a HIT alone could come from Next's own disk cache).
 */
async function sharedCache(id) {
  const p = `/news/${id}.html`;
  const a = await html(url(PORTS.web1, p));
  assert(a.status === 200, `instance 1 ${p}: ${a.status}`);
  return withRedis(async (c) => {
    const keys = await c.keys(`nn:isr:*/news/${id}`);
    assert(keys.length > 0, `no Redis entry for ${p} after instance 1 rendered it`);
    const before = await keyspaceHits(c);
    const b = await html(url(PORTS.web2, p));
    const reads = (await keyspaceHits(c)) - before;
    assert(b.status === 200, `instance 2 ${p}: ${b.status}`);
    assert(b.cache === 'HIT', `instance 2's first ${p} was ${b.cache}, not a HIT`);
    assert(reads > 0, `instance 2 answered ${p} without reading Redis`);
    const title = (t) => /<title>([^<]*)<\/title>/.exec(t)?.[1];
    assert(title(a.text) === title(b.text), 'the two instances answered different pages');
    return { instance1: a.cache, instance2: b.cache, reads, entries: (await c.keys('nn:isr:*')).length };
  });
}

async function rowSharedCache() {
  const ids = await newsIds();
  assert(ids.length >= 3, `/news links ${ids.length} articles`);
  const r = await sharedCache(ids.at(-1));
  return `/news/${ids.at(-1)}.html: instance 1 ${r.instance1}; instance 2's first request ${r.instance2}, read from Redis (${r.reads} hits; ${r.entries} entries)`;
}

async function rowPublish() {
  const ids = await newsIds();
  const id = ids[0];
  const detail = `/news/${id}.html`;
  const title = `集群发布测试 ${Date.now()}`;
  // Both instances hold the page and the list (page cache + local ISR layer) before the edit.
  for (const port of [PORTS.web1, PORTS.web2]) for (const p of [detail, '/news']) for (let i = 0; i < 2; i += 1) await html(url(port, p));
  const edit = await get(url(PORTS.sandbox, `/__sandbox/articles/${id}`), { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title }) });
  assert(edit.ok, `PATCH /__sandbox/articles/${id}: ${edit.status}`);
  for (const port of [PORTS.web1, PORTS.web2]) assert(!(await html(url(port, detail))).text.includes(title), 'an instance showed the edit before it was published');

  const denied = await get(url(PORTS.nginx, '/api/revalidate'), { method: 'POST', headers: { authorization: 'Bearer wrong' }, body: JSON.stringify({ paths: [detail] }) });
  assert(denied.status === 401, `a wrong secret got ${denied.status}`);
  const t0 = Date.now();
  const res = await get(url(PORTS.nginx, '/api/revalidate'), {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths: [detail, '/news'] }),
  });
  const body = await res.json();
  assert(res.status === 200 && body.failed?.length === 0 && body.revalidated?.length === 2, `publish: ${res.status} ${JSON.stringify(body)}`);
  const seen = {};
  await waitFor(async () => {
    for (const [name, port] of [['instance 1', PORTS.web1], ['instance 2', PORTS.web2]]) {
      for (const p of [detail, '/news']) {
        const key = `${name} ${p}`;
        if (seen[key] === undefined && (await html(url(port, p))).text.includes(title)) seen[key] = Date.now() - t0;
      }
    }
    return Object.keys(seen).length === 4;
  }, 'the new title on both instances', { timeoutMs: 2000 }).catch(() => {
    throw new Error(`after 2 s the new title is on ${Object.keys(seen).join(', ') || 'nothing'}`);
  });
  const slowest = Math.max(...Object.values(seen));
  return `${detail} + /news on both instances ${slowest} ms after the publish call (${Date.now() - t0 > 2000 ? 'late' : '≤ 2 s'})`;
}

async function rowSession() {
  const upstreams = new Set();
  const api = async (p, { body, token, method = body === undefined ? 'GET' : 'POST' } = {}) => {
    const res = await get(url(PORTS.nginx, `/api/gw${p}`), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    upstreams.add(res.headers.get('x-upstream'));
    const json = await res.json();
    assert(res.status === 200 && json.retCode === '100', `${p}: ${res.status} ${json.retCode} ${json.retMsg ?? ''}`);
    return json.retData;
  };
  const { createHash } = await import('node:crypto');
  const login = await api('/u-nnpc/api/v2/user/pwdLogin', { body: { username: '13800138000', pwdEncry: createHash('md5').update('abc12345').digest('hex') } });
  const token = login.token;
  assert(token, 'login gave no token');
  for (let i = 0; i < 4; i += 1) await api('/u-nnpc/getUserInfoByToken', { body: {}, token });
  await api('/nnorder/order/account/balance', { token });
  const order = await api('/nnorder/unified/order/create', {
    token,
    body: { idempotencyKey: `cluster-${Date.now()}`, targetAccount: '', orderType: 10, consumerType: 2, goodsId: 1003, actualAmount: '198.00', nbAmount: 0 },
  });
  await api('/nnorder/unified/order/pay', { token, body: { orderNo: order.orderNo, payType: 8, targetAccount: '' } });
  assert((await api(`/nnorder/unified/order/status/${order.orderNo}`, { token })).status === 1, 'order not pending before the cashier');
  const paid = await get(url(PORTS.sandbox, `/__sandbox/cashier/${order.orderNo}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"pay"}' });
  assert(paid.ok, `cashier: ${paid.status}`);
  for (let i = 0; i < 4; i += 1) assert((await api(`/nnorder/unified/order/status/${order.orderNo}`, { token })).status === 2, 'order not paid');
  upstreams.delete(null);
  const both = [PORTS.web1, PORTS.web2].every((p) => upstreams.has(`${HOST}:${p}`));
  assert(both, `calls landed on ${[...upstreams].join(', ')} only`);
  return `login, 5 calls, order ${order.orderNo} created → paid → status 2, over ${[...upstreams].join(' + ')}`;
}

async function rowInstanceLoss(gatewayPath) {
  const pages = ['/', '/news', `/news.html?page=2`, '/gl', '/zt/all.html'];
  for (const p of pages) for (const port of [PORTS.web1, PORTS.web2]) await html(url(port, p));
  const requests = [...pages.map((p) => ({ method: 'GET', path: p })), ...pages.map(() => ({ method: 'GET', path: gatewayPath }))];
  const events = [];
  const victim = procs.get('web2');
  const killAt = setTimeout(() => {
    events.push('SIGKILL instance 2 at 5 s');
    victim.kill('SIGKILL');
  }, 5000);
  let restarted;
  const restartAt = setTimeout(() => {
    events.push('restart instance 2 at 12 s');
    restarted = startWeb(2);
    restarted.catch(() => {});
  }, 12_000);
  // A client gives up after 30 s, past the gateway's own 504 at 25 s and nginx's 30 s read timeout:
  // a failure is what the site answers, not how slow a loaded 2-core CI box is.
  const result = await autocannon({ url: url(PORTS.nginx), connections: 50, duration: LOAD_S, requests, timeout: 30 });
  clearTimeout(killAt);
  clearTimeout(restartAt);
  await restarted;
  assert((await victim.exited).signal === 'SIGKILL', 'instance 2 was not killed by SIGKILL');
  // What nginx saw of the loss: requests it moved to instance 1 (refused or reset connections).
  const nginxErrors = fs.readFileSync(path.join(tmp, 'nginx/error.log'), 'utf8').split('\n');
  const moved = nginxErrors.filter((l) => l.includes(`${HOST}:${PORTS.web2}`) && /failed|prematurely|reset/.test(l)).length;
  // autocannon's `errors` include its timeouts.
  const failed = result.errors + result.non2xx;
  assert(failed === 0, `${failed} failed requests (errors ${result.errors} of which timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  // Instance 2 is back: directly, and through nginx once its fail_timeout is over.
  assert((await html(url(PORTS.web2, '/news'))).status === 200, 'instance 2 does not answer after its restart');
  let through = false;
  for (let i = 0; i < 60 && !through; i += 1) {
    through = (await html(url(PORTS.nginx, '/news'))).upstream === `${HOST}:${PORTS.web2}`;
    if (!through) await sleep(250);
  }
  assert(through, 'nginx does not send traffic to instance 2 again');
  return `${result.requests.total} requests in ${LOAD_S} s (${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms), 0 failed; nginx logged ${moved} refused/reset upstream attempts to instance 2 (retried on instance 1); instance 2 restarted and back through nginx`;
}

async function health(port) {
  return (await get(url(port, '/api/health'))).json().catch(() => ({}));
}

async function rowRedisLoss(freshIds) {
  const downLines = (n) => fs.readFileSync(procs.get(n).logFile, 'utf8').split('redis down').length - 1;
  const before = ['web1', 'web2'].map(downLines);
  procs.get('redis').kill('SIGKILL');
  await procs.get('redis').exited;
  const t0 = Date.now();
  let served = 0;
  let downSeen = 0;
  while (Date.now() - t0 < 5000) {
    for (const port of [PORTS.web1, PORTS.web2]) {
      for (const p of ['/news', '/', `/news/${freshIds[0]}.html`]) {
        const r = await html(url(port, p));
        assert(r.status === 200, `${p} on ${port} answered ${r.status} while Redis was down`);
        served += 1;
      }
      if ((await health(port)).redis === 'down') downSeen += 1;
    }
    await sleep(200);
  }
  assert(downSeen > 0, '/api/health never said "redis":"down"');
  await startRedis();
  await waitFor(async () => (await health(PORTS.web1)).redis === 'ok' && (await health(PORTS.web2)).redis === 'ok', 'health back to "redis":"ok"', { timeoutMs: 15_000 });
  const logged = ['web1', 'web2'].map((n, i) => downLines(n) - before[i]);
  assert(logged.every((n) => n === 1), `"redis down" logged ${logged.join(' and ')} times, not once per instance`);
  const shared = await sharedCache(freshIds[1]);
  return `${served} page requests answered 200 during 5 s without Redis; health "down"; outage logged once per instance; after: instance 2's first request ${shared.instance2} from Redis`;
}

// ---------------------------------------------------------------------------------------------

function printTable() {
  const w = Math.max(...rows.map((r) => r.name.length));
  console.log('\n| # | row | result | s | what was measured |');
  console.log('|---|---|---|---|---|');
  rows.forEach((r, i) => console.log(`| ${i + 1} | ${r.name.padEnd(w)} | ${r.ok ? 'PASS' : 'FAIL'} | ${r.s.toFixed(1)} | ${r.detail} |`));
}

async function main() {
  // Its own Redis and nginx, found or installed once (scripts/lib/ensure-tools.mjs; apt's output on stderr).
  ensureClusterTools();
  for (const [name, port] of Object.entries(PORTS)) if (await portInUse(port, HOST)) throw new Error(`port ${port} (${name}) is in use`);
  // The build is the one `npm run build` makes; REDIS_URL is read when the server starts.
  const reason = staleReason();
  if (reason) {
    log(`building: ${reason}`);
    const env = { ...process.env };
    delete process.env.REDIS_URL;
    await build();
    Object.assign(process.env, env);
  }
  log(`temporary folder ${tmp}; ports ${JSON.stringify(PORTS)}`);
  await startRedis();
  await startSandbox();
  await Promise.all([startWeb(1), startWeb(2)]);
  await startNginx();
  log('up: Redis, sandbox backend, 2 instances, nginx');

  const ids = await newsIds();
  await row('shared ISR cache', rowSharedCache);
  await row('publish → both instances', rowPublish);
  await row('login + purchase via nginx', rowSession);
  await row('instance 2 killed under load', () => rowInstanceLoss('/api/gw/nn-assist/banner/list?position=home'));
  await row('Redis killed for 5 s', () => rowRedisLoss([ids.at(-2), ids.at(-3)]));
}

const watchdog = setTimeout(async () => {
  console.error(`[cluster] still running after ${TIMEOUT_S} s: stopping`);
  rows.push({ name: 'time limit', ok: false, detail: `over ${TIMEOUT_S} s`, s: TIMEOUT_S });
  printTable();
  abortBuild();
  await stopAll();
  process.exit(1);
}, TIMEOUT_S * 1000);
watchdog.unref();

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    abortBuild();
    await stopAll();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}

let code = 0;
try {
  await main();
} catch (err) {
  console.error(`[cluster] ${err.message}`);
  rows.push({ name: 'set-up', ok: false, detail: err.message.split('\n')[0], s: 0 });
  code = 1;
}
printTable();
if (rows.some((r) => !r.ok)) {
  code = 1;
  for (const p of procs.values()) console.error(`\n--- ${p.logFile} (tail)\n${tail(p.logFile, 15)}`);
}
await stopAll();
clearTimeout(watchdog);
if (code === 0) fs.rmSync(tmp, { recursive: true, force: true });
else console.error(`[cluster] logs kept in ${tmp}`);
process.exit(code);
