import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, firstLoadScripts } from '@/lib/compile-hints';

// webpack's shape, as far as the plugin touches it: two entry points sharing a chunk, a lazy chunk.
function fakeBuild() {
  const assets = new Map<string, string>([
    ['static/chunks/framework.js', 'A'],
    ['static/chunks/main.js', 'B'],
    ['static/chunks/pages/index.js', 'C'],
    ['static/css/index.css', 'D'],
    ['static/chunks/lazy-dialog.js', 'E'],
  ]);
  const chunk = (...files: string[]) => ({ files: new Set(files) });
  const shared = chunk('static/chunks/framework.js');
  const taps: { stage: number; fn: () => void }[] = [];
  const compilation = {
    entrypoints: new Map([
      ['main', { chunks: [shared, chunk('static/chunks/main.js')] }],
      ['pages/index', { chunks: [shared, chunk('static/chunks/pages/index.js', 'static/css/index.css')] }],
    ]),
    hooks: { processAssets: { tap: (o: { stage: number }, fn: () => void) => taps.push({ stage: o.stage, fn }) } },
    updateAsset: (file: string, update: (s: unknown) => unknown) => assets.set(file, String(update(assets.get(file)))),
  };
  const webpack = {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 },
    sources: {
      ConcatSource: class {
        parts: unknown[];
        constructor(...parts: unknown[]) {
          this.parts = parts;
        }
        toString() {
          return this.parts.join('');
        }
      },
    },
  };
  compileHintsPlugin(webpack).apply({ hooks: { thisCompilation: { tap: (_: string, fn: (c: typeof compilation) => void) => fn(compilation) } } });
  return { assets, taps, compilation };
}

describe('compile hints', () => {
  it("lists each entry point's JavaScript once, and nothing loaded later", () => {
    expect(firstLoadScripts(fakeBuild().compilation)).toEqual(['static/chunks/framework.js', 'static/chunks/main.js', 'static/chunks/pages/index.js']);
  });

  it('puts the hint at the very start of first-load scripts only, once each', () => {
    const { assets, taps } = fakeBuild();
    taps.forEach((t) => t.fn());
    expect(assets.get('static/chunks/framework.js')).toBe(`${COMPILE_HINT}A`);
    expect(assets.get('static/chunks/pages/index.js')).toBe(`${COMPILE_HINT}C`);
    expect(assets.get('static/chunks/lazy-dialog.js')).toBe('E');
    expect(assets.get('static/css/index.css')).toBe('D');
  });

  it("runs after the minifier, which drops comments (webpack's OPTIMIZE_SIZE stage)", () => {
    expect(fakeBuild().taps.map((t) => t.stage)).toEqual([401]);
  });

  it("is V8's magic comment, on a line of its own", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
