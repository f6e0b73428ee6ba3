// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guarded, isNotFoundError, REVALIDATE_ERROR_S, REVALIDATE_S } from '@/lib/loader';

describe('the loader policy (lib/loader)', () => {
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

describe('one set of regeneration times', () => {
  it('every `revalidate` of pages/ and components/ names a constant of lib/loader.ts, and none is defined elsewhere', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const offenders: string[] = [];
    for (const file of ['pages', 'components'].flatMap((d) => walk(path.join(process.cwd(), d)))) {
      const src = fs.readFileSync(file, 'utf8');
      const rel = path.relative(process.cwd(), file);
      if (/\brevalidate:\s*\d/.test(src)) offenders.push(`${rel}: a literal revalidate`);
      if (/export const \w*REVALIDATE\w*\s*=/.test(src)) offenders.push(`${rel}: its own REVALIDATE constant`);
    }
    expect(offenders).toEqual([]);
  });
});
