// @vitest-environment node
// Behaviour across files: every service call has a wire contract (services/*.ts against contracts/*.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractOf } from '@/contracts';
import type * as Http from '@/lib/http';

/**
 * Every call the site makes has a wire contract (contracts/): each function of services/ (where
 * all of the site's backend calls live) is run against a stand-in http client that records the
 * method and path it calls, and each recorded call must find its contract. A new service call
 * without a contract fails here, so its answers can neither go unchecked against the sandbox nor
 * reach a minimal-answer test unreduced.
 */

const calls = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('@/lib/http', async (importOriginal) => {
  const real = await importOriginal<typeof Http>();
  const answer = async (method: string, url: string) => {
    calls.push({ method, url });
    return { code: '0', msg: '', data: null, total: 0, success: true };
  };
  return {
    ...real,
    http: {
      get: (url: string) => answer('GET', url),
      post: (url: string) => answer('POST', url),
      request: (method: string, url: string) => answer(method.toUpperCase(), url),
      setHooks: () => undefined,
    },
  };
});

const SERVICES = path.join(process.cwd(), 'services');
const files = readdirSync(SERVICES).filter((f) => f.endsWith('.ts'));

type Service = (...args: unknown[]) => unknown;

/**
 * The calls a service function makes given placeholder arguments: it builds its path from them
 * and hands it to http; what it does with the stand-in's empty answer afterwards does not matter.
 */
async function callsOf(fn: Service, placeholder: unknown = 1) {
  calls.length = 0;
  await Promise.resolve()
    .then(() => fn(placeholder, placeholder, placeholder))
    .catch(() => undefined);
  return calls;
}

/** Exported functions of services/ that are not calls. */
const HELPERS: Record<string, string[]> = {
  'activity.ts': ['activityCall'],
  'auth.ts': ['hashPassword'],
  'order.ts': ['newIdempotencyKey'],
};

afterEach(() => {
  calls.length = 0;
});

describe('every service call has a contract', () => {
  it.each(files)('services/%s', async (file) => {
    const mod = (await import(/* @vite-ignore */ path.join(SERVICES, file))) as Record<string, unknown>;
    const silent: string[] = [];
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== 'function') continue;
      if (!(await callsOf(fn as Service)).length && !(await callsOf(fn as Service, '1')).length) {
        silent.push(name);
        continue;
      }
      for (const { method, url } of calls) expect(contractOf(method, url)?.key, `${file} ${name}: ${method} ${url} has no contract`).toBeDefined();
    }
    // Functions that make no call must be helpers, not a call the placeholders failed to reach.
    expect(silent, `services/${file}: functions that made no call`).toEqual(HELPERS[file] ?? []);
  });

  it('a call without a contract is caught', () => {
    expect(contractOf('GET', '/nchannel/channel/business/findNoSuchThing')).toBeNull();
    expect(contractOf('POST', '/nchannel/channel/business/findGameInfo/101')).toBeNull();
  });
});
