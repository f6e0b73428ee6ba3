// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isApiError, QUIET } from '@/lib/http';
import { createHttp } from '@/lib/http/client';

describe('the error policy callers see (lib/http/policy)', () => {
  it('isApiError: a rejection of the client (string code and message), nothing else', () => {
    expect(isApiError({ code: 'USER_1002', msg: '验证码错误或已过期', data: null, success: false })).toBe(true);
    expect(isApiError({ code: 'canceled', msg: 'canceled' })).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ code: 3001, msg: 'x' })).toBe(false);
    expect(isApiError({ code: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('网络异常')).toBe(false);
  });

  it('a failed call rejects with an ApiError; QUIET keeps the client from showing it', async () => {
    const warned: string[] = [];
    const hooks = { getToken: () => undefined, warn: (m: string) => void warned.push(m), onAuthExpired: () => undefined, isOnline: () => false };
    const client = createHttp({ hooks });
    const loud = await client.get('/x').catch((e: unknown) => e);
    const quiet = await client.get('/x', undefined, QUIET).catch((e: unknown) => e);
    expect(isApiError(loud) && isApiError(quiet)).toBe(true);
    expect(warned).toEqual(['请检查网络！']);
  });
});
