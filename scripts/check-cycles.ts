// Import circles in the app and sandbox code: the graph of static imports (TypeScript's own module
// resolution, tsconfig paths included), its strongly connected components, one line per circle.
// Part of `npm run lint`, with --types: payload types live in leaf files, so no circle exists even
// through type imports. It replaces eslint-plugin-import's no-cycle, which took 115 of lint's 138 s
// on this 2-core box (this takes about a second) and could not follow type-only imports.
//
//   node scripts/check-cycles.ts [--types] [dir ...]
//
// Without --types, type-only imports (`import type`, `import { type A }` with only types, `export
// type … from`) are not edges: they vanish at compile time, so they cannot break module
// initialisation. With --types they count too (a circle of types still ties the files together).
// Exit 1 when a circle is found.
import path from 'node:path';
import ts from 'typescript';

export const DEFAULT_ROOTS = ['lib', 'services', 'stores', 'components', 'pages', 'sandbox', 'server'];
const SOURCE = /\.(?:ts|tsx|mts|cts)$/;

function compilerOptions(root: string): { options: ts.CompilerOptions } {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) return { options: {} };
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
}

/** An import or re-export with a source: the specifier, and whether it names only types. */
export interface ImportRef {
  spec: string;
  typeOnly: boolean;
}

/** Static imports of one file: one for each import and re-export with a source. */
export function importsOf(fileName: string, text: string): ImportRef[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: ImportRef[] = [];
  for (const node of sf.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let typeOnly = Boolean(clause?.isTypeOnly);
      if (clause && !typeOnly && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        const els = clause.namedBindings.elements;
        typeOnly = els.length > 0 && els.every((e) => e.isTypeOnly);
      }
      out.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      let typeOnly = node.isTypeOnly;
      if (!typeOnly && node.exportClause && ts.isNamedExports(node.exportClause)) {
        const els = node.exportClause.elements;
        typeOnly = els.length > 0 && els.every((e) => e.isTypeOnly);
      }
      out.push({ spec: node.moduleSpecifier.text, typeOnly });
    }
  }
  return out;
}

/** Tarjan's strongly connected components of `graph` (Map file → Set of files): those of 2+ files, and files importing themselves. */
export function circles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  // Iterative: a deep import chain must not overflow the call stack. A frame is [file, its imports, next one to follow].
  const work: [file: string, imports: string[], next: number][] = [];
  const open = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    work.push([v, [...(graph.get(v) ?? [])], 0]);
  };
  const visit = (v: string) => {
    open(v);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const w = next[frame[2]];
        frame[2] += 1;
        if (!idx.has(w)) open(w);
        else if (on.has(w)) low.set(node, Math.min(low.get(node)!, idx.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      }
      if (low.get(node) === idx.get(node)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          scc.push(w);
        } while (w !== node);
        if (scc.length > 1 || graph.get(node)?.has(node)) found.push(scc.sort());
      }
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/** The import graph of the source files under `roots` (relative to `root`). */
export function importGraph({ root = process.cwd(), roots = DEFAULT_ROOTS, types = false }: { root?: string; roots?: string[]; types?: boolean } = {}): Map<string, Set<string>> {
  const { options } = compilerOptions(root);
  const files = roots.flatMap((r) => ts.sys.readDirectory(path.join(root, r), ['.ts', '.tsx', '.mts', '.cts'], ['**/node_modules/**'], undefined)).filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.d.mts'));
  const inside = new Set(files.map((f) => path.resolve(f)));
  const host = { fileExists: ts.sys.fileExists, readFile: ts.sys.readFile };
  const graph = new Map<string, Set<string>>();
  for (const file of inside) {
    const edges = new Set<string>();
    for (const { spec, typeOnly } of importsOf(file, ts.sys.readFile(file) ?? '')) {
      if (typeOnly && !types) continue;
      const resolved = ts.resolveModuleName(spec, file, options, host).resolvedModule?.resolvedFileName;
      if (resolved && inside.has(path.resolve(resolved))) edges.add(path.resolve(resolved));
    }
    graph.set(file, edges);
  }
  return graph;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const types = args.includes('--types');
  const roots = args.filter((a) => !a.startsWith('--'));
  const root = process.cwd();
  const started = performance.now();
  const graph = importGraph({ root, roots: roots.length ? roots : DEFAULT_ROOTS, types });
  const found = circles(graph);
  const rel = (f: string) => path.relative(root, f);
  for (const c of found) console.error(`import circle${types ? ' (type imports included)' : ''}: ${c.map(rel).join(' ↔ ')}`);
  console.log(`[check-cycles] ${graph.size} files, ${found.length} circle(s)${types ? ', type imports included' : ''}, ${Math.round(performance.now() - started)} ms`);
  process.exit(found.length ? 1 : 0);
}
