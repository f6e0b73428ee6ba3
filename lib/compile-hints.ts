/**
 * Build step (next.config.ts, browser bundles): the scripts of every page's first load start with
 * V8's explicit compile hint `//# allFunctionsCalledOnLoad`.
 *
 * A browser compiles a script's top level while it downloads, off the main thread, but each
 * function only when it is first called, on the main thread. A page's first-load scripts are
 * React, Next's runtime, _app and the page, and nearly all of their functions run before the page
 * answers: webpack's module factories, React's hydration, the router. With the hint, Chrome (136+)
 * compiles them eagerly, on the streaming thread, with the download. Measured on / with the CPU at
 * Lighthouse's 4× (docs/decisions/0019): evaluating Next's main chunk, which runs React's and Next's
 * modules, 448–1,315 ms → 109–239 ms of main thread. Browsers without the feature read a comment.
 *
 * Chunks loaded later (dialogs, antd, the QR encoder) are left to lazy compilation: most of their
 * functions may never run on a visit.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The subset of webpack this plugin uses (next.config passes webpack's own). */
interface Webpack {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
  sources: { ConcatSource: new (...parts: unknown[]) => unknown };
}
interface Compilation {
  entrypoints: Map<string, { chunks: Iterable<{ files: Iterable<string> }> }>;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

/** The JavaScript files of the entry points' chunks: every page's first load, and nothing else. */
export function firstLoadScripts(compilation: Pick<Compilation, 'entrypoints'>): string[] {
  const files = new Set<string>();
  for (const entry of compilation.entrypoints.values()) {
    for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

export function compileHintsPlugin(webpack: Webpack) {
  const name = 'CompileHints';
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        // After the minifier (which drops comments), before source maps are written (a ConcatSource
        // shifts the map by the added line).
        compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
          for (const file of firstLoadScripts(compilation)) {
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        });
      });
    },
  };
}
