import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import ssgHydrationLoader, { EDITED_MODULES, EDITS, editNextSource } from '@/lib/ssg-hydration';

const require = createRequire(import.meta.url);
const installed = (file: string) => require.resolve(file);

describe('the edits of Next (lib/ssg-hydration)', () => {
  it("finds its text exactly once in the installed Next's files, and replaces it", () => {
    for (const edit of EDITS) {
      const file = installed(edit.file);
      expect(file).toMatch(EDITED_MODULES);
      const source = fs.readFileSync(file, 'utf8');
      const out = editNextSource(file, source);
      expect(out).not.toContain(edit.from);
      expect(out.split(edit.to)).toHaveLength(2);
      expect(out.length - source.length).toBe(edit.to.length - edit.from.length);
    }
  });

  it('fails the build when the text it edits is gone (a Next upgrade that moved it)', () => {
    const file = installed(EDITS[0].file);
    expect(() => editNextSource(file, 'export {}')).toThrow(/no longer has, exactly once/);
    const twice = `${EDITS[0].from}\n${EDITS[0].from}`;
    expect(() => editNextSource(file, twice)).toThrow(/no longer has, exactly once/);
  });

  it('leaves every other module as it is, and is the loader next.config applies', () => {
    expect(editNextSource('/x/node_modules/other/dist/client/index.js', EDITS[0].from)).toBe(EDITS[0].from);
    expect(EDITED_MODULES.test('C:\\x\\node_modules\\next\\dist\\client\\index.js')).toBe(true);
    expect(EDITED_MODULES.test('/x/node_modules/next/dist/client/index.jsx')).toBe(false);
    const file = installed(EDITS[1].file);
    expect(ssgHydrationLoader.call({ resourcePath: file }, fs.readFileSync(file, 'utf8'))).toContain(EDITS[1].to);
  });

  it('the rewritten readiness: a getStaticProps page without a query or fallback is ready; the others as Next decides', () => {
    // The edited expression, evaluated as the router does, with rewrites on.
    const expr = EDITS[1].to.replace(/\);$/, '');
    const ready = (data: { gsp?: boolean; isFallback?: boolean }, search: string, autoExportDynamic = false) =>
      new Function('self', 'process', 'autoExportDynamic', `return ${expr};`)({ __NEXT_DATA__: data, location: { search } }, { env: { __NEXT_HAS_REWRITES: true } }, autoExportDynamic);
    expect(ready({ gsp: true }, '')).toBe(true);
    expect(ready({ gsp: true }, '?page=2')).toBe(false);
    expect(ready({ gsp: true, isFallback: true }, '')).toBe(false);
    expect(ready({}, '')).toBe(false);
    expect(ready({}, '', true)).toBe(false);
  });
});

describe("next.config's rewrites add no query to a URL that has none (what the edits rely on)", () => {
  it('every rewrite either matches on a query the URL already has, or passes only its own path parameters', async () => {
    const config = nextConfig('phase-production-build');
    const rewrites = await config.rewrites!();
    expect(Array.isArray(rewrites)).toBe(false);
    const { beforeFiles = [], afterFiles, fallback } = rewrites as Exclude<typeof rewrites, unknown[]>;
    expect(afterFiles).toEqual([]);
    expect(fallback).toEqual([]);
    expect(beforeFiles.length).toBeGreaterThan(20);
    const params = (s: string) => new Set([...s.matchAll(/:(\w+)/g)].map(([, name]) => name));
    for (const rewrite of beforeFiles) {
      const onQuery = (rewrite.has ?? []).filter((h) => h.type === 'query');
      if (onQuery.length) continue;
      expect(rewrite.destination, rewrite.source).not.toContain('?');
      for (const name of params(rewrite.destination)) expect(params(rewrite.source).has(name), `${rewrite.source} → ${rewrite.destination}`).toBe(true);
    }
  });
});
