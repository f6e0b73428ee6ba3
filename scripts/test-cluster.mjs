#!/usr/bin/env node
// npm run test:cluster — many instances, one site (README "Scaling out"), on loopback with temporary
// folders: Redis, the sandbox backend (npm run sandbox:api), two instances of the production server
// (server/index.ts) with REDIS_URL and API_ORIGIN, and nginx in front with deploy/nginx.conf.
// Builds first when the build is stale. Proves and prints as a table:
//   1. shared cache   a page rendered by instance 1 is a cache HIT on instance 2's first request
//   2. publish        an article edited in the sandbox and published through nginx shows its new
//                     title on both instances (addressed directly) within 2 s, and on the list
//   3. one session    a login through nginx, then calls and a whole purchase landing on both instances
//   4. instance loss  50 connections of page + gateway GETs for 20 s, instance 2 SIGKILLed at 5 s and
//                     restarted at 12 s: 0 failed requests, and instance 2 serves again
//   5. Redis loss     Redis killed for 5 s: pages still served, /api/health says "redis":"down",
//                     the cache is shared again after
//   6. keep-alive     nginx's idle upstream connections at the instances' own keep-alive deadline,
//      race           then bursts of POSTs: none may fail (a 502 when nginx keeps them longer)
//   7. SMS flood      one address sends SMS codes in a row: nginx's limit_req answers 429 with the
//                     envelope; another address is not limited
//   8. Redis memory   maxmemory + volatile-lru: a previous build's ISR keys are evicted, the current
//                     build's stay
//   9. rolling deploy a second build made while the first serves, then the instances replaced one at
//                     a time behind nginx under SMS logins, orders, status polls and page GETs: 0
//                     failed, no POST sent twice; a browser on an old page navigates on with no
//                     broken chunk, a reload gets the new build
//  10. request id     one request's X-Request-ID (a server-rendered page whose API call fails) in
//                     nginx's access log, the front's, the renderer's error line and the API's
//                     request log, and on the 500 page the visitor sees
// Exits 1 when a row fails; every process it started (each in its own process group) is stopped on
// any exit. CLUSTER_BASE_PORT (default 4250) moves the five ports; CLUSTER_TIMEOUT_S bounds the run
// (default 1800: the rolling deploy makes a build). CLUSTER_NGINX_CONF runs another site config in
// place of deploy/nginx.conf (to show a row failing on an older one); CLUSTER_ROWS=6,7 runs only
// those rows; CLUSTER_REUSE_V2=1 reuses the rolling deploy's second build when it is fresh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import net from 'node:net';
import { RESP_TYPES, createClient } from '@redis/client';
import { Agent, request } from 'undici';
import { ensureClusterTools } from './lib/ensure-tools.ts';
import { abortBuild, build, distDir, portInUse, root, staleReason, tail } from './lib/next-server.ts';
import { nginxTest, which, writeNginx } from './lib/nginx-site.ts';

const HOST = '127.0.0.1';
const BASE = Number(process.env.CLUSTER_BASE_PORT || 4250);
const PORTS = { redis: BASE, sandbox: BASE + 1, web1: BASE + 2, web2: BASE + 3, nginx: BASE + 4 };
const SECRET = `cluster-${process.pid}-${Date.now()}`;
const TIMEOUT_S = Number(process.env.CLUSTER_TIMEOUT_S || 1800);
const NGINX_SITE = path.resolve(root, process.env.CLUSTER_NGINX_CONF || 'deploy/nginx.conf');
const ONLY = process.env.CLUSTER_ROWS ? new Set(process.env.CLUSTER_ROWS.split(',').map(Number)) : null;
/** What README "Scaling out" asks of the production Redis: bounded, evicting only keys with a TTL. */
const REDIS_MAXMEMORY = '64mb';
const REDIS_POLICY = 'volatile-lru';
/** The rolling deploy's second build (relative to the project, like NEXT_DIST_DIR). */
const V2_DIR = '.next-cluster-v2';
const LOAD_S = 20;
const url = (port, p = '/') => `http://${HOST}:${port}${p}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log('[cluster]', ...a);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-cluster-'));
fs.chmodSync(tmp, 0o755); // nginx workers (another user when started as root) read their files here
/** @type {Map<string, ReturnType<typeof startGroup>>} */
const procs = new Map();

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
    /** SIGTERM, then SIGKILL after `graceMs`. */
    async stop(graceMs = 5000) {
      if (!alive) return signal('SIGKILL');
      signal('SIGTERM');
      const t = setTimeout(() => signal('SIGKILL'), graceMs);
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
  const p = startGroup('redis', which('redis-server'), ['--port', String(PORTS.redis), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', tmp, '--protected-mode', 'no', '--maxmemory', REDIS_MAXMEMORY, '--maxmemory-policy', REDIS_POLICY]);
  return waitFor(() => portInUse(PORTS.redis, HOST), 'Redis listening', { proc: p, timeoutMs: 10_000 });
}

function startSandbox() {
  const env = { ...process.env, SANDBOX_PORT: String(PORTS.sandbox), SANDBOX_HOST: HOST };
  delete env.SANDBOX_DATA_FILE;
  const p = startGroup('sandbox', process.execPath, [path.join(root, 'scripts/sandbox-api.mjs')], env);
  return waitFor(() => upOk(url(PORTS.sandbox, '/__sandbox/settings')), 'sandbox backend answering', { proc: p });
}

const webEnv = (n, dir = distDir()) => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: dir,
  // nginx is the one proxy in front (deploy/nn-site.env).
  TRUST_PROXY_HOPS: '1',
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

async function startWeb(n, dir = distDir()) {
  const port = PORTS[`web${n}`];
  const p = startGroup(`web${n}`, process.execPath, [path.join(root, 'server/index.ts'), '-p', String(port), '-H', HOST], webEnv(n, dir));
  await waitFor(() => upOk(url(port, '/robots.txt')), `instance ${n} answering`, { proc: p });
  return p;
}

const NGINX_DIR = path.join(tmp, 'nginx');
/** Instances nginx sends traffic to (a rolling deploy marks one `down` while it is replaced). */
const inRotation = { 1: true, 2: true };
let nginxBin;

/** deploy/nginx.conf (or CLUSTER_NGINX_CONF) for this run's ports and folders (scripts/lib/nginx-site.ts). */
function writeNginxConf() {
  const main = writeNginx({
    site: fs.readFileSync(NGINX_SITE, 'utf8'),
    dir: NGINX_DIR,
    listen: `${HOST}:${PORTS.nginx}`,
    instances: [1, 2].map((n) => ({ addr: `${HOST}:${PORTS[`web${n}`]}`, down: !inRotation[n] })),
    serverLines: ['add_header X-Upstream $upstream_addr always;'],
  });
  const check = nginxTest(nginxBin, main);
  if (!check.ok) throw new Error(`nginx -t refused ${path.relative(root, NGINX_SITE)}:\n${check.output}`);
  return main;
}

async function startNginx() {
  nginxBin = which('nginx');
  const conf = writeNginxConf();
  const p = startGroup('nginx', nginxBin, ['-p', NGINX_DIR, '-c', conf, '-g', 'daemon off;']);
  await waitFor(() => upOk(url(PORTS.nginx, '/robots.txt')), 'nginx answering', { proc: p, timeoutMs: 10_000 });
}

/** nginx's worker pids (children of the master). */
function nginxWorkers() {
  const master = procs.get('nginx').pid;
  const r = spawnSync('pgrep', ['-P', String(master)], { encoding: 'utf8' });
  return new Set(r.stdout.split('\n').filter(Boolean));
}

/**
 * Applies `inRotation` the way an operator does (`nginx -s reload`) and waits until the workers of
 * the old configuration have finished their requests and exited: from then on no request reaches an
 * instance taken out.
 */
async function reloadNginx() {
  const before = nginxWorkers();
  const conf = writeNginxConf();
  const r = spawnSync(nginxBin, ['-p', NGINX_DIR, '-c', conf, '-g', 'daemon off;', '-s', 'reload'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`nginx -s reload: ${r.stderr}`);
  await waitFor(() => {
    const now = nginxWorkers();
    return [...before].every((pid) => !now.has(pid)) && now.size > 0;
  }, 'the old nginx workers gone after a reload', { timeoutMs: 30_000 });
}

/** nginx's JSON access log lines (deploy/nginx.conf log_format nn_json). */
function nginxLog() {
  const file = path.join(NGINX_DIR, 'nn-site.access.json');
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

// ---------------------------------------------------------------------------------------------
// The rows.

const rows = [];
async function row(n, name, fn) {
  if (ONLY && !ONLY.has(n)) return;
  const t0 = Date.now();
  try {
    const detail = await fn();
    rows.push({ n, name, ok: true, detail, s: (Date.now() - t0) / 1000 });
  } catch (err) {
    rows.push({ n, name, ok: false, detail: err.message.split('\n')[0], s: (Date.now() - t0) / 1000 });
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
// Deployment rows: nginx's races, its limits, Redis's memory, a rolling deploy.

/** An HTTP client of its own, connecting from `localAddress` (any 127.x.y.z is this machine): one per simulated visitor. */
const clientAgent = (localAddress = HOST, connections = 16) => new Agent({ connections, keepAliveTimeout: 120_000, keepAliveMaxTimeout: 120_000, localAddress });

/** One call through nginx: { status, json?, upstream, id }; a network error is { status: 0, error }. */
async function call(agent, p, { method = 'GET', body, token, id, timeoutMs = 30_000 } = {}) {
  const headers = { 'content-type': 'application/json', ...(token ? { token } : {}), ...(id ? { 'x-request-id': id } : {}) };
  try {
    const res = await request(p.startsWith('http') ? p : url(PORTS.nginx, p), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), dispatcher: agent, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    const text = await res.body.text();
    let json;
    if (String(res.headers['content-type']).startsWith('application/json')) json = JSON.parse(text);
    return { status: res.statusCode, json, text, upstream: res.headers['x-upstream'], id: res.headers['x-request-id'], headers: res.headers };
  } catch (err) {
    return { status: 0, error: err.code || err.message };
  }
}

/**
 * How long an instance keeps an idle keep-alive connection (what nginx races against): a POST on a
 * raw connection, then the time from its answer to the instance closing the socket.
 */
function instanceKeepAliveMs(port) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, HOST, () => sock.write(`POST /api/gw/u-nnpc/getUserInfoByToken HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`));
    let answered;
    let buf = '';
    sock.setTimeout(30_000, () => sock.destroy(new Error('the instance kept an idle connection over 30 s')));
    sock.on('data', (d) => {
      buf += d;
      if (!answered && /\r\n\r\n/.test(buf)) answered = performance.now();
    });
    sock.on('error', reject);
    sock.on('close', () => (answered ? resolve(performance.now() - answered) : reject(new Error('closed before answering'))));
  });
}

/**
 * The keep-alive race: nginx holds idle connections to the instances; if it keeps one
 * past the moment the instance closes it, a request it sends on it just then is lost, and a POST is
 * not retried: 502. Each cycle opens 64 upstream connections (a burst of 64 POSTs), lets them idle
 * until the instances' measured keep-alive deadline (± up to 3 ms, one offset per cycle: the race
 * is a window of about a millisecond), then sends 64 POSTs at once. With deploy/nginx.conf nginx
 * has closed its idle connections before (keepalive_timeout below the instances'): 0 failed.
 */
async function rowKeepAliveRace() {
  const ka = Math.min(await instanceKeepAliveMs(PORTS.web1), await instanceKeepAliveMs(PORTS.web2));
  const agent = clientAgent(HOST, 128);
  const K = 64;
  const post = () => call(agent, '/api/gw/u-nnpc/getUserInfoByToken', { method: 'POST', body: {} });
  // The liveness answer is the front's own and quick: the connections it leaves idle all start their
  // idle time within a few milliseconds. When, exactly, is read from the instances' access logs
  // (their clock is this machine's): under load the client sees an answer several ms after the
  // instance finished it, and the race is a window of about a millisecond.
  const logged = () => ['web1', 'web2'].flatMap((n) => fs.readFileSync(procs.get(n).logFile, 'utf8').split('\n'))
    .filter((l) => l.includes('"path":"/api/health/live"')).map((l) => { try { return JSON.parse(l).time; } catch { return undefined; } }).filter(Boolean);
  const warm = async () => {
    const since = Date.now() - 1;
    await Promise.all(Array.from({ length: K }, () => call(agent, '/api/health/live')));
    let times = [];
    await waitFor(() => (times = logged().filter((t) => t >= since)).length >= K, 'the warm-up in the access logs', { timeoutMs: 5000 });
    times.sort((x, y) => x - y);
    return times[Math.floor(times.length / 2)] - (Date.now() - performance.now()); // on performance.now()'s clock
  };
  // One burst of POSTs a cycle, at the deadline then 2, 4, … ms either side of it.
  const offsets = [0, -2, 2, -4, 4, -6, 6, -8, 8, -10, 10, -1];
  let sent = 0;
  const failed = [];
  try {
    for (const off of offsets) {
      const at = (await warm()) + ka + off;
      await sleep(Math.max(0, at - performance.now() - 20));
      while (performance.now() < at) { /* the last milliseconds on the clock, not on a timer */ }
      const answers = await Promise.all(Array.from({ length: K }, post));
      sent += K;
      const bad = answers.filter((x) => x.status === 0 || x.status >= 500);
      if (bad.length) failed.push(`${bad.length} at ${off >= 0 ? '+' : ''}${off} ms (${[...new Set(bad.map((x) => x.status || x.error))].join(', ')})`);
      if (failed.length) break; // shown: the rest of the sweep adds nothing
    }
  } finally {
    await agent.close();
  }
  const conf = NGINX_SITE.startsWith(root) ? path.relative(root, NGINX_SITE) : NGINX_SITE;
  assert(failed.length === 0, `${conf}: POSTs failed after idling ${Math.round(ka)} ms: ${failed.join('; ')} of ${sent} sent around the deadline`);
  return `${conf}: instances close idle connections after ${Math.round(ka)} ms; ${offsets.length} bursts of ${K} POSTs at that deadline (±10 ms): 0 of ${sent} failed`;
}

/** An SMS flood from one address (127.0.0.77): nginx's own 429 envelope; another address still sends. */
async function rowSmsFlood() {
  const flood = clientAgent('127.0.0.77');
  const other = clientAgent('127.0.0.78');
  try {
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(await call(flood, '/api/gw/u-nnpc/api/v2/userSms/sendSms', { method: 'POST', body: { telNum: `1770077${String(1000 + i)}` } }));
    }
    const refused = answers.filter((a) => a.status === 429);
    const passed = answers.filter((a) => a.status === 200);
    assert(passed.length >= 1 && refused.length >= 1, `statuses ${answers.map((a) => a.status).join(' ')}`);
    const first = answers.findIndex((a) => a.status === 429);
    assert(answers.slice(first).every((a) => a.status === 429), `a send after the first 429 passed: ${answers.map((a) => a.status).join(' ')}`);
    const r = refused[0];
    assert(String(r.headers['content-type']).startsWith('application/json'), `429 content-type ${r.headers['content-type']}`);
    assert(r.json?.retCode === '429' && r.json.success === false && /频繁/.test(r.json.retMsg), `429 body ${r.text}`);
    assert(!r.upstream, `the 429 came from ${r.upstream}, not from nginx`);
    const byNginx = nginxLog().filter((l) => l.remote_addr === '127.0.0.77' && l.status === 429 && l.limit === 'REJECTED').length;
    assert(byNginx === refused.length, `nginx logged ${byNginx} rejected sends, the client saw ${refused.length}`);
    const elsewhere = await call(other, '/api/gw/u-nnpc/api/v2/userSms/sendSms', { method: 'POST', body: { telNum: '17700780001' } });
    assert(elsewhere.status === 200, `another address got ${elsewhere.status}`);
    return `12 sends from one address: ${passed.length} passed, then ${refused.length} × 429 ${JSON.stringify(r.json.retMsg)} from nginx (Retry-After ${r.headers['retry-after']}); another address: 200`;
  } finally {
    await flood.close();
    await other.close();
  }
}

/**
 * Redis memory: the test's Redis runs as README "Scaling out" says (maxmemory +
 * volatile-lru). A previous release's ISR entries (same size as this build's, idle for two hours,
 * TTL 30 days) are written until Redis is past its limit: they are evicted, this build's stay.
 */
async function rowRedisMemory() {
  return withRedis(async (c) => {
    const policy = (await c.configGet('maxmemory-policy'))['maxmemory-policy'];
    const maxmemory = Number((await c.configGet('maxmemory')).maxmemory);
    assert(policy === REDIS_POLICY && maxmemory > 0, `Redis runs with maxmemory ${maxmemory}, policy ${policy}`);
    // This build's pages in Redis: a few rendered on each instance.
    for (const id of (await newsIds()).slice(0, 8)) for (const port of [PORTS.web1, PORTS.web2]) await html(url(port, `/news/${id}.html`));
    for (const p of ['/gl', '/zt/all.html', '/news.html?page=2']) await html(url(PORTS.web1, p));
    const current = await c.keys('nn:isr:*');
    assert(current.length > 0, 'no ISR entries of this build in Redis');
    const build = /^nn:isr:([^:]+):/.exec(current[0])[1];
    // The biggest entry of this build stands for a page of the previous one.
    let sample = current[0];
    let sampleBytes = 0;
    for (const k of current.filter((k) => !k.includes(':tag:')).slice(0, 50)) {
      const n = Number(await c.memoryUsage(k));
      if (n > sampleBytes) [sample, sampleBytes] = [k, n];
    }
    const dump = await c.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).dump(sample);
    const evictedBefore = Number(/evicted_keys:(\d+)/.exec(await c.info('stats'))[1]);
    const old = 'build-previous-release';
    let written = 0;
    const target = maxmemory * 1.5;
    for (let batch = 0; written * sampleBytes < target; batch += 1) {
      const m = c.multi();
      for (let i = 0; i < 50; i += 1, written += 1) {
        m.restore(`nn:isr:${old}:/news/${900000 + written}`, 30 * 86400 * 1000, dump, { IDLETIME: 7200 });
      }
      await m.exec();
    }
    const evicted = Number(/evicted_keys:(\d+)/.exec(await c.info('stats'))[1]) - evictedBefore;
    const used = Number(/used_memory:(\d+)/.exec(await c.info('memory'))[1]);
    const oldLeft = (await c.keys(`nn:isr:${old}:*`)).length;
    const currentLeft = await Promise.all(current.map((k) => c.exists(k))).then((a) => a.filter(Boolean).length);
    assert(evicted > 0, 'nothing was evicted');
    assert(currentLeft === current.length, `${current.length - currentLeft} of this build's ${current.length} entries were evicted`);
    assert(oldLeft < written, 'no entry of the previous build was evicted');
    assert(used <= maxmemory * 1.05, `Redis uses ${used} bytes over maxmemory ${maxmemory}`);
    // Leave Redis as the other rows found it.
    for (let cursor = '0'; ;) {
      const r = await c.scan(cursor, { MATCH: `nn:isr:${old}:*`, COUNT: 500 });
      if (r.keys.length) await c.del(r.keys);
      cursor = String(r.cursor);
      if (cursor === '0') break;
    }
    return `maxmemory ${Math.round(maxmemory / 2 ** 20)} MB ${policy}: ${written} entries of a previous build written (${Math.round((written * sampleBytes) / 2 ** 20)} MB), ${evicted} evicted, ${oldLeft} left; this build (${build}): ${currentLeft}/${current.length} kept; used ${Math.round(used / 2 ** 20)} MB`;
  });
}

/** A build's release: its deployment id (Next writes one constant BUILD_ID for every build that has one). */
const releaseOf = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'required-server-files.json'), 'utf8')).config.deploymentId;
/** The release a page's HTML belongs to: the `?dpl=` Next puts on its scripts. */
const pageRelease = (text) => /\/_next\/static\/[^"]+\?dpl=([^"&]+)/.exec(text)?.[1];
const browserRelease = (page) => page.evaluate(() => new URL(document.querySelector('script[src*="dpl="]').src).searchParams.get('dpl'));

/**
 * A visitor of the rolling deploy, from an address of its own: SMS login (a fresh phone, at most
 * 4 times, 15 s apart: under nginx's SMS limit), order create, 3 status polls, 3 pages; every other
 * visitor then idles past the instances' keep-alive. Every call is recorded with its own request id.
 */
async function visitor(i, { done, record, idleMs, resent }) {
  const agent = clientAgent(`127.0.1.${i + 1}`, 4);
  let token;
  let logins = 0;
  let lastLogin = -Infinity;
  let seq = 0;
  // As a browser does: a request that met a kept-alive connection closed under it before any byte
  // of an answer (nginx's old workers close their idle client connections on a reload) is sent once
  // more, with the same request id; nginx's log then shows whether anything was answered twice.
  const send = async (p, opts) => {
    let r = await call(agent, p, opts);
    if (r.status === 0 && r.error === 'UND_ERR_SOCKET') {
      resent.push(opts.id);
      r = await call(agent, p, opts);
    }
    return r;
  };
  const api = async (p, opts = {}) => {
    const id = `deploy-${i}-${seq += 1}`;
    const r = await send(`/api/gw${p}`, { ...opts, token, id });
    const ok = r.status === 200 && r.json?.retCode === '100';
    record({ id, method: opts.method ?? 'GET', path: p, status: r.status, retCode: r.json?.retCode, error: r.error, ok, upstream: r.upstream });
    return ok ? r.json.retData : undefined;
  };
  try {
    while (!done()) {
      if (!token || (logins < 4 && Date.now() - lastLogin > 15_000)) {
        const phone = `1${3 + (i % 7)}${String(i).padStart(3, '0')}${String(Date.now() % 1e6).padStart(6, '0')}`;
        lastLogin = Date.now();
        logins += 1;
        if ((await api('/u-nnpc/api/v2/userSms/sendSms', { method: 'POST', body: { telNum: phone } })) === undefined) { await sleep(1000); continue; }
        const sms = await (await get(url(PORTS.sandbox, `/__sandbox/sms?telNum=${phone}`))).json();
        const login = await api('/u-nnpc/registerLogin', { method: 'POST', body: { telNum: phone, smsCode: sms.code } });
        if (login?.token) token = login.token;
        if (!token) { await sleep(1000); continue; }
      }
      const order = await api('/nnorder/unified/order/create', {
        method: 'POST',
        body: { idempotencyKey: `deploy-${i}-${seq}-${Date.now()}`, targetAccount: '', orderType: 10, consumerType: 2, goodsId: 1003, actualAmount: '198.00', nbAmount: 0 },
      });
      for (let k = 0; order && k < 3; k += 1) {
        await api(`/nnorder/unified/order/status/${order.orderNo}`);
        await sleep(200);
      }
      for (const p of ['/', '/news', '/gl']) {
        const id = `deploy-${i}-${seq += 1}`;
        const r = await send(p, { id });
        record({ id, method: 'GET', path: p, status: r.status, error: r.error, ok: r.status === 200, upstream: r.upstream });
      }
      if (i % 2 === 0) await sleep(idleMs);
    }
  } finally {
    await agent.close();
  }
}

/**
 * The rolling deploy: build v2 while v1 serves; warm nginx's static cache with v1's
 * files (deploy/warm-static-cache.ts); a browser opens a v1 page; then, under 16 visitors, each
 * instance in turn is taken out of nginx (reload), drained (SIGTERM), started on v2, checked ready
 * and put back. 0 failed calls, every POST sent to one instance once; the browser clicks on to
 * another page with no chunk answered ≥ 400, and its reload is v2.
 */
async function rowRollingDeploy() {
  // 1. The second version, built while the first serves.
  const trickle = clientAgent('127.0.2.1', 2);
  let building = true;
  const during = { n: 0, failed: [] };
  const serving = (async () => {
    while (building) {
      const r = await call(trickle, '/news');
      during.n += 1;
      if (r.status !== 200) during.failed.push(r.status || r.error);
      await sleep(500);
    }
  })();
  const t0 = Date.now();
  const reuse = process.env.CLUSTER_REUSE_V2 === '1' && !staleReason(V2_DIR);
  try {
    if (!reuse) {
      const saved = { ...process.env };
      delete process.env.REDIS_URL;
      // Another release: its own deployment id, and a version that is in the client bundle (so its
      // chunks differ from v1's, as a real release's do).
      process.env.NEXT_DEPLOYMENT_ID = `cluster-v2-${Date.now()}`;
      process.env.NEXT_PUBLIC_APP_VERSION = `0.2.0-cluster.${Date.now()}`;
      try {
        await build(V2_DIR);
      } finally {
        for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
        Object.assign(process.env, saved);
      }
    }
  } finally {
    building = false;
    await serving;
    await trickle.close();
  }
  const buildS = Math.round((Date.now() - t0) / 1000);
  assert(during.failed.length === 0, `while v2 was built: ${during.failed.length} of ${during.n} page GETs failed (${during.failed.slice(0, 5).join(', ')})`);
  const v1 = releaseOf(distDir());
  const v2 = releaseOf(V2_DIR);
  assert(v1 && v2 && v1 !== v2, `the two builds are one release (${v1}, ${v2})`);
  const { staticPaths, warmStaticCache } = await import('../deploy/warm-static-cache.ts');
  const v2Files = new Set(staticPaths(path.join(root, V2_DIR)));
  const v1Only = staticPaths(path.join(root, distDir())).filter((p) => !v2Files.has(p) && p.includes('/chunks/'));
  assert(v1Only.length > 0, 'v2 has every chunk of v1: the browser check would prove nothing');

  // 2. nginx's cache gets every v1 file.
  const warmed = await warmStaticCache(url(PORTS.nginx), path.join(root, distDir()));
  assert(warmed.failed.length === 0, `warming nginx's cache: ${warmed.failed.length} failed (${warmed.failed.slice(0, 3).join('; ')})`);

  // 3. A browser on a v1 page.
  const { chromium } = await import('@playwright/test');
  const { findChromium, playwrightChromiumArgs } = await import('./find-chromium.ts');
  const browser = await chromium.launch({ executablePath: findChromium(), args: playwrightChromiumArgs });
  const staticAnswers = [];
  const pageErrors = [];
  try {
    const page = await browser.newPage();
    page.on('response', (r) => {
      if (r.url().includes('/_next/static/')) staticAnswers.push({ url: r.url(), status: r.status(), cache: r.headers()['x-cache-status'] });
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(url(PORTS.nginx, '/news'), { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean(window.next?.router?.isReady), null, { timeout: 30_000 });
    assert((await browserRelease(page)) === v1, 'the browser\'s first page is not v1');

    // 4. The deploy, under load.
    const records = [];
    const resent = [];
    const idleMs = (await instanceKeepAliveMs(PORTS.web1)) + 1000;
    let stop = false;
    const visitors = Array.from({ length: 16 }, (_, i) => visitor(i, { done: () => stop, record: (r) => records.push(r), idleMs, resent }));
    await sleep(3000);
    const steps = [];
    const tDeploy = Date.now();
    for (const n of [1, 2]) {
      inRotation[n] = false;
      await reloadNginx();
      const old = procs.get(`web${n}`);
      await old.stop(20_000);
      const { code, signal } = await old.exited;
      assert(code === 0, `instance ${n} exited ${code ?? signal} after SIGTERM, not 0 (drained)`);
      await startWeb(n, V2_DIR);
      await waitFor(async () => (await get(url(PORTS[`web${n}`], '/api/health'))).status === 200, `instance ${n} ready on v2`, { timeoutMs: 60_000 });
      inRotation[n] = true;
      await reloadNginx();
      steps.push(`${n}: ${Math.round((Date.now() - tDeploy) / 1000)} s`);
    }
    const deployS = Math.round((Date.now() - tDeploy) / 1000);
    await sleep(idleMs + 2000); // visitors idle past the new instances' keep-alive, then go on
    stop = true;
    await Promise.all(visitors);

    // 5. What the visitors saw.
    const failed = records.filter((r) => !r.ok);
    const posts = records.filter((r) => r.method === 'POST');
    const count = (p) => records.filter((r) => r.path.startsWith(p)).length;
    assert(failed.length === 0, `${failed.length} of ${records.length} calls failed: ${failed.slice(0, 4).map((r) => `${r.method} ${r.path} ${r.status || r.error} ${r.retCode ?? ''}`).join('; ')}`);
    await sleep(500);
    const lines = new Map();
    for (const l of nginxLog()) if (l.request_id.startsWith('deploy-')) lines.set(l.request_id, [...(lines.get(l.request_id) ?? []), l]);
    const twice = posts.filter((r) => (lines.get(r.id)?.length ?? 0) !== 1 || String(lines.get(r.id)[0].upstream_status).includes(','));
    assert(twice.length === 0, `${twice.length} POSTs not sent exactly once to one instance: ${twice.slice(0, 3).map((r) => `${r.id} ${JSON.stringify(lines.get(r.id))}`).join('; ')}`);
    for (const n of [1, 2]) assert(pageRelease((await html(url(PORTS[`web${n}`], '/'))).text) === v2, `instance ${n} does not serve v2`);

    // 6. The browser on its v1 page clicks on; then reloads.
    const before = staticAnswers.length;
    await page.click('a[href^="/news/"][href$=".html"]');
    await page.waitForURL(/\/news\/\d+\.html/, { timeout: 30_000 });
    await page.waitForLoadState('load');
    const afterClick = staticAnswers.slice(before);
    const broken = staticAnswers.filter((a) => a.status >= 400);
    assert(broken.length === 0, `chunks answered ≥ 400: ${broken.map((a) => `${a.status} ${a.url}`).join(', ')}`);
    const chunkErrors = pageErrors.filter((m) => /chunk|dynamically imported/i.test(m));
    assert(chunkErrors.length === 0, `page errors: ${chunkErrors.join('; ')}`);
    assert((await page.evaluate(() => sessionStorage.getItem('nn:chunk-reload-at'))) === null, 'the chunk-reload guard fired');
    const fromCache = afterClick.filter((a) => a.cache === 'HIT').length;
    await page.reload({ waitUntil: 'load' });
    const reloaded = await browserRelease(page);
    assert(reloaded === v2, `after a reload the page is ${reloaded}, not v2 ${v2}`);
    // Each release has its own ISR entries in Redis (keys namespaced by deployment id).
    const namespaces = await withRedis(async (c) => new Set((await c.keys('nn:isr:*')).map((k) => /^nn:isr:([^:]+):/.exec(k)?.[1])));
    assert(namespaces.has(v1) && namespaces.has(v2), `Redis ISR namespaces ${[...namespaces].join(', ')}; expected ${v1} and ${v2}`);
    const sms = count('/u-nnpc/api/v2/userSms/sendSms');
    return `v2 (${v2}) built in ${buildS} s${reuse ? ' (reused)' : ''} while v1 (${v1}) served ${during.n} GETs; ${warmed.files} v1 files warmed into nginx; instances replaced one at a time in ${deployS} s (${steps.join(', ')}) under 16 visitors: ${records.length} calls (${sms} SMS logins, ${count('/nnorder/unified/order/create')} orders, ${count('/nnorder/unified/order/status')} polls, ${posts.length} POSTs), 0 failed (${resent.length} resent after a connection closed at an nginx reload, as a browser does), every POST answered once; browser on v1 clicked on: ${afterClick.length} chunks (${fromCache} from nginx's cache), 0 broken; reload → v2`;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

function printTable() {
  const w = Math.max(...rows.map((r) => r.name.length));
  console.log('\n| # | row | result | s | what was measured |');
  console.log('|---|---|---|---|---|');
  rows.forEach((r) => console.log(`| ${r.n ?? '-'} | ${r.name.padEnd(w)} | ${r.ok ? 'PASS' : 'FAIL'} | ${r.s.toFixed(1)} | ${r.detail} |`));
}

/** The lines of a process's log (tmp/<name>.log) that contain `text`. */
function logLines(name, text) {
  const file = path.join(tmp, `${name}.log`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.includes(text)) : [];
}

/**
 * Row 10: one request's id from nginx to the API and back. `/gl/details?id=N` is rendered on each
 * request (getServerSideProps) and asks the API for article N; the sandbox is told to fail that
 * call (500), so the page throws: nginx logs the request, the front logs it (500), the renderer
 * logs the page's error, the API logs the call — each with the id the client sent — and the
 * 500 page shows it ("请求编号：…").
 */
async function rowRequestId() {
  const id = `cluster-${process.pid}-${Date.now()}`;
  const agent = new Agent();
  try {
    const faults = url(PORTS.sandbox, '/__sandbox/faults');
    const fault = await request(faults, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/nn-assist/article/detail', status: 500, times: 10 }) });
    await fault.body.text();
    assert(fault.statusCode === 200, `sandbox fault not set: ${fault.statusCode}`);
    let res;
    try {
      res = await call(agent, `/gl/details?id=${ID_FOR_FAULT}&rid=${Date.now()}`, { id });
    } finally {
      (await request(faults, { method: 'DELETE' })).body.text().catch(() => undefined);
    }
    assert(res.status === 500, `the page answered ${res.status} ${res.error ?? ''}, expected the 500 page`);
    assert(res.id === id, `X-Request-ID returned ${res.id}, sent ${id}`);
    assert(res.text.includes('请求编号') && res.text.includes(id), 'the 500 page does not show the request id');
    // The front's access log and nginx's are written within a second.
    let found;
    await waitFor(() => {
      const web = [1, 2].find((n) => logLines(`web${n}`, `"requestId":"${id}"`).length);
      found = {
        nginx: nginxLog().filter((l) => l.request_id === id).length,
        front: web ? logLines(`web${web}`, `"requestId":"${id}"`).length : 0,
        renderer: web ? logLines(`web${web}`, `[request_id=${id}]`).length : 0,
        api: logLines('sandbox', `"requestId":"${id}"`).length,
      };
      return Object.values(found).every((n) => n > 0);
    }, 'the id in every log', { timeoutMs: 10_000 }).catch(() => {
      throw new Error(`the id is missing from a log: ${JSON.stringify(found)}`);
    });
    return `id ${id}: nginx ${found.nginx}, front ${found.front}, renderer ${found.renderer}, API ${found.api} line(s); 500 page shows it`;
  } finally {
    await agent.close();
  }
}

/** An article id the sandbox knows (its answer is replaced by the fault anyway). */
const ID_FOR_FAULT = 10001;

async function main() {
  // Its own Redis and nginx, found or installed once (scripts/lib/ensure-tools.ts; apt's output on stderr).
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
  // The first render of /news (on a loaded machine, longer than one request's 15 s) before any row.
  for (const port of [PORTS.web1, PORTS.web2]) await waitFor(async () => (await html(url(port, '/news'))).status === 200, `instance on ${port} rendering /news`, { timeoutMs: 120_000 });

  const ids = await newsIds();
  await row(1, 'shared ISR cache', rowSharedCache);
  await row(2, 'publish → both instances', rowPublish);
  await row(3, 'login + purchase via nginx', rowSession);
  await row(4, 'instance 2 killed under load', () => rowInstanceLoss('/api/gw/nn-assist/banner/list?position=home'));
  await row(5, 'Redis killed for 5 s', () => rowRedisLoss([ids.at(-2), ids.at(-3)]));
  await row(6, 'keep-alive race: idle, then POSTs', rowKeepAliveRace);
  await row(7, 'SMS flood from one address', rowSmsFlood);
  await row(8, 'Redis memory: old build evicted', rowRedisMemory);
  await row(9, 'rolling deploy under load', rowRollingDeploy);
  await row(10, 'request id in every log', rowRequestId);
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
