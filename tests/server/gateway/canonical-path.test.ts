// @vitest-environment node
// Property-based tests of the gateway's one canonical path (server/gateway/proxy.ts canonicalPath,
// gatewayTarget) over encodings and their mixtures: the function alone, then through the production
// server's front against an echo upstream under a base path (what the backend receives) and against
// the standalone sandbox backend (whether any spelling reaches the QA controls).
import http from 'node:http';
import fc from 'fast-check';
import { startSandboxServer } from '@/sandbox/server';
import { createAccessLog } from '@/server/observability/access-log.ts';
import { canonicalPath, gatewayTarget, isControlPath } from '@/server/gateway/proxy.ts';
import { createSiteServer } from '@/server/front/site-server.ts';
import { startUpstreamStub } from '@/scripts/bench/upstream-stub.ts';
import { closeServer, listenLocal } from '../../support/local-server';
import { rawTarget } from '../../support/raw-target';

/** Pieces a hostile path is made of: dots and their encodings, separators and theirs, controls, plain names. */
const PIECES = [
  'a', 'x', 'u-nnpc', '__sandbox', 'settings', 'sms', '~', '%7e', '%61', '%5F_sandbox', '.', '..', '...', '%2e', '%2E', '.%2e', '%2e.', '%2e%2e',
  '%252e', '%25', '%252f', '%2f', '%2F', '%5c', '%5C', '\\', '%00', '%0a', '%0D', '%09', '%7f', ';', '..;', '.;x', '%3b', '%c0%ae', '%c0%af',
  '%e2%80%ae', '%u002e', '%', '%zz', '%E5%8A%A0', ':', '@', '!', "'", '*', '+', '=', ',', '$', '&', '(', '?',
];
const segment = fc.array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 3 }).map((p) => p.join(''));
const hostilePath = fc.array(segment, { minLength: 1, maxLength: 6 }).chain((segs) => fc.constantFrom('/', '\\', '//').map((sep) => `/${segs.join(sep)}`));

/** Decodes every escape, again and again, as a lenient server chain might. */
function decodeFully(s: string): string {
  let prev = s;
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(prev);
    } catch {
      next = prev.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    }
    if (next === prev) return next;
    prev = next;
  }
  return prev;
}

describe('canonicalPath(): properties over encodings and mixtures', () => {
  it('what it accepts no server can read as another path; it is its own canonical form', () => {
    fc.assert(fc.property(hostilePath, (raw) => {
      const c = canonicalPath(raw);
      if (c === null) return;
      expect(c.startsWith('/')).toBe(true);
      // A standards-following parser (WHATWG URL) resolves it to itself: nothing to remove or re-encode.
      expect(new URL(c, 'http://h').pathname).toBe(c);
      expect(canonicalPath(c)).toBe(c);
      expect(c).not.toMatch(/%2F|%5C|%25[0-9A-F]{2}|%[01][0-9A-F]|%7F|\\/i);
      if (c !== '/') {
        for (const seg of c.slice(1).split('/')) {
          expect(seg).not.toBe('');
          const plain = decodeFully(seg).split(';')[0];
          expect(['.', '..']).not.toContain(plain);
          expect(plain).not.toMatch(/[/\\]/);
        }
      }
    }), { numRuns: 3000 });
  });

  it('accepts every ordinary path, unreserved escapes decoded and the others kept (upper-case hex)', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,11}$/).filter((s) => s !== '.' && s !== '..');
    const enc = fc.array(fc.oneof(name, fc.constantFrom('%E5%8A%A0', '%e5%8a%a0', '%20', '%7E', '%41', 'a:b', 'a@b', 'x=1')), { minLength: 1, maxLength: 3 }).map((p) => p.join(''));
    fc.assert(fc.property(fc.array(enc, { minLength: 1, maxLength: 6 }), (segs) => {
      const raw = `/${segs.join('/')}`;
      const c = canonicalPath(raw);
      expect(c).not.toBeNull();
      expect(decodeURIComponent(c!)).toBe(decodeURIComponent(raw));
      expect(c).toBe(raw.replace(/%([0-9A-Fa-f]{2})/g, (m, h: string) => {
        const ch = String.fromCharCode(parseInt(h, 16));
        return /[A-Za-z0-9._~-]/.test(ch) ? ch : m.toUpperCase();
      }));
    }), { numRuns: 2000 });
  });

  it('the examples the probe used are refused', () => {
    for (const raw of ['/x/%2e%2e/__sandbox', '/x/../a', '/./a', '/.%2e/a', '/%2E%2E/a', '/a\\..\\b', '//evil.example/x', '/a/', '/a/%2fb', '/a/%5cb', '/%252e%252e/a', '/a/%00', '/a/..;/b', '/a/.%3b/b', '/a/%c0%ae%c0%ae/b']) {
      expect(canonicalPath(raw), raw).toBeNull();
    }
    expect(gatewayTarget('/api/gw/%61/b?x=%2e')).toEqual({ path: '/a/b', search: '?x=%2e' });
    expect(gatewayTarget('/api/%67w/__sandbox/sms')).toEqual({ path: '/__sandbox/sms', search: '' });
    expect(gatewayTarget('/api/gw?x')).toEqual({ path: '/', search: '?x' });
    expect(gatewayTarget('/api/gw/a?b=%0a')).toBeNull();
  });
});

type Stub = Awaited<ReturnType<typeof startUpstreamStub>>;
let stub: Stub;
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
const servers: http.Server[] = [];

async function front(env: Record<string, string>) {
  const site = createSiteServer({ env, accessLog: createAccessLog({ enabled: false }), logError: () => undefined, handleNext: async (_q, res) => { res.end('next'); } });
  const s = http.createServer(site.handle);
  s.on('clientError', site.handleClientError);
  servers.push(s);
  return listenLocal(s);
}

describe('through the front, over generated paths', { timeout: 120_000 }, () => {
  let echo = '';
  let proxied = '';
  beforeAll(async () => {
    stub = await startUpstreamStub();
    sandbox = await startSandboxServer({ port: 0, log: () => undefined });
    echo = await front({ API_ORIGIN: `${stub.url}/base` });
    proxied = await front({ API_ORIGIN: sandbox.url });
  });
  afterAll(async () => {
    for (const s of servers) await closeServer(s, { now: true });
    await stub.close();
    await sandbox.close();
  });

  it('the echo upstream receives /base + the canonical path, or nothing (400)', async () => {
    await fc.assert(fc.asyncProperty(hostilePath, async (p) => {
      stub.seen.paths.length = 0;
      const target = `/api/gw${p}`;
      const r = await rawTarget(echo, target);
      const decided = gatewayTarget(target);
      if (decided === null) {
        expect(r.status, target).toBe(400);
        expect(stub.seen.paths).toEqual([]);
      } else if (isControlPath(decided.path)) {
        expect(r.status, target).toBe(404); // the QA controls are never forwarded
        expect(stub.seen.paths).toEqual([]);
      } else {
        expect(r.status, target).toBe(200);
        expect(stub.seen.paths).toEqual([`/base${decided.path}${decided.search}`]);
        // …which a normalising backend resolves to the same place, under /base.
        expect(new URL(stub.seen.paths[0], 'http://h').pathname.startsWith('/base/')).toBe(true);
      }
    }), { numRuns: 250 });
  });

  it('no mixture before __sandbox/settings reaches the standalone sandbox’s QA controls', async () => {
    await fc.assert(fc.asyncProperty(hostilePath, fc.constantFrom('/__sandbox/settings', '\\__sandbox\\settings', '/%5F_sandbox/settings'), async (p, tail) => {
      const target = `/api/gw${p}${tail}`;
      const r = await rawTarget(proxied, target);
      expect(r.body, target).not.toContain('captcha');
    }), { numRuns: 250 });
  });
});
