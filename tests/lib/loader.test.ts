// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guarded, isNotFoundError, REVALIDATE_ERROR_S, REVALIDATE_S } from '@/lib/loader';

describe('the loader policy (lib/server/loader)', () => {
  it('guarded: the props, regenerated every minute', async () => {
    expect(await guarded(async () => ({ items: [1], error: false }), { items: [], error: true })).toEqual({ props: { items: [1], error: false }, revalidate: REVALIDATE_S });
  });

  it('guarded: an outage gives the fallback props, regenerated sooner', async () => {
    const fallback = { items: [] as number[], error: true };
    const result = await guarded(() => Promise.reject(new Error('down')), fallback);
    expect(result).toEqual({ props: fallback, revalidate: REVALIDATE_ERROR_S });
    expect(REVALIDATE_ERROR_S).toBeLessThan(REVALIDATE_S);
  });

  it('isNotFoundError: a business "does not exist" code, never an HTTP failure', () => {
    expect(isNotFoundError({ code: 'ARTICLE_NOT_FOUND', msg: '' })).toBe(true);
    expect(isNotFoundError({ code: 'GAME_NOT_FOUND', msg: '' })).toBe(true);
    expect(isNotFoundError({ code: 'ARTICLE_NOT_FOUND', status: 502 })).toBe(false);
    expect(isNotFoundError({ code: '500', msg: '服务器开小差了' })).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });
});
