// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { circles, importGraph, importsOf } from '../../scripts/check-cycles.ts';

const SCRIPT = path.resolve(__dirname, '../../scripts/check-cycles.ts');

/** A tree with lib/ and sandbox/ and a tsconfig with the project's `@/` path. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-cycles-'));
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] }, moduleResolution: 'bundler', module: 'esnext', jsx: 'preserve' } }));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const run = (dir: string, ...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8' });

describe('scripts/check-cycles.ts (npm run lint)', () => {
  it('fails on a planted circle of value imports, through the @/ path and an index, and passes once it is broken', () => {
    const dir = tree({
      'lib/a.ts': "import { b } from '@/sandbox';\nexport const a = (): number => b() + 1;\n",
      'sandbox/index.ts': "export { b } from './b';\n",
      'sandbox/b.ts': "import { a } from '../lib/a';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
    });
    try {
      const bad = run(dir);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('import circle: lib/a.ts ↔ sandbox/b.ts ↔ sandbox/index.ts');
      fs.writeFileSync(path.join(dir, 'sandbox/b.ts'), 'export const b = (): number => 1;\n');
      const good = run(dir);
      expect(good.status).toBe(0);
      expect(good.stdout).toMatch(/3 files, 0 circle/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a circle made only of type imports passes by default and fails with --types (tested both ways)', () => {
    const dir = tree({
      'components/x/dialog.tsx': "import { type Payload } from './open';\nexport function Dialog(p: Payload) { return <b>{p.id}</b>; }\n",
      'components/x/open.ts': "import type { Dialog } from './dialog';\nexport interface Payload { id: string; c?: typeof Dialog }\n",
    });
    try {
      expect(run(dir).status).toBe(0);
      const typed = run(dir, '--types');
      expect(typed.status).toBe(1);
      expect(typed.stderr).toContain('(type imports included): components/x/dialog.tsx ↔ components/x/open.ts');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells type-only imports and re-exports from value ones', () => {
    const src = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { type D, e } from './d';",
      "import f from './f';",
      "import './side-effect';",
      "export type { G } from './g';",
      "export * from './h';",
      "export { type I } from './i';",
    ].join('\n');
    expect(importsOf('x.ts', src)).toEqual([
      { spec: './a', typeOnly: true },
      { spec: './b', typeOnly: true },
      { spec: './d', typeOnly: false },
      { spec: './f', typeOnly: false },
      { spec: './side-effect', typeOnly: false },
      { spec: './g', typeOnly: true },
      { spec: './h', typeOnly: false },
      { spec: './i', typeOnly: true },
    ]);
  });

  it('finds every strongly connected component, self-imports included, on a deep chain without recursion', () => {
    const g = new Map<string, Set<string>>([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['d'])],
      ['e', new Set(['a'])],
    ]);
    expect(circles(g).map((c) => c.join())).toEqual(expect.arrayContaining(['a,b,c', 'd']));
    expect(circles(g)).toHaveLength(2);
    const chain = new Map(Array.from({ length: 50_000 }, (_, i) => [`n${i}`, new Set(i + 1 < 50_000 ? [`n${i + 1}`] : ['n0'])]));
    expect(circles(chain)[0]).toHaveLength(50_000);
  });

  it('the project has no import circle, type imports included (as npm run lint checks)', () => {
    expect(circles(importGraph({ root: path.resolve(__dirname, '../..'), types: true }))).toEqual([]);
  });
});
