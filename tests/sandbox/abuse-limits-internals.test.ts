// @vitest-environment node
// Behaviour across files: the sandbox's abuse limits inside — the client address, the bounded hit store, the password rules (sandbox/client-address.ts, model/limits.ts, model/password-limits.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { forwardedClient, normaliseAddress } from '@/sandbox/client-address';
import { addHit, limitKeyCount, MAX_KEYS } from '@/sandbox/model/limits';
import { PASSWORD_RULES } from '@/sandbox/model/password-limits';
import { freshSandbox } from '../support/sandbox-calls';

beforeEach(() => freshSandbox());

it('abuse-limits.test.ts waits PASSWORD_RULES.delayMaxMs between patient guesses', () => {
  expect(PASSWORD_RULES.delayMaxMs).toBe(30_000);
});

describe('client address', () => {
  it('the standalone server takes the last X-Forwarded-For hop (the gateway’s), else the peer', () => {
    expect(forwardedClient('1.2.3.4, 203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(forwardedClient(' 203.0.113.7 ', '127.0.0.1')).toBe('203.0.113.7');
    expect(forwardedClient(null, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(forwardedClient('', undefined)).toBe('unknown');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('the counters keep at most MAX_KEYS keys, least recently hit first out', () => {
    for (let i = 0; i <= MAX_KEYS + 10; i += 1) addHit(`k${i}`, 1);
    expect(limitKeyCount()).toBe(MAX_KEYS);
  });
});
