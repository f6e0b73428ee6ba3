// @vitest-environment node
// Behaviour across files: build freshness — the antd CSS fast path and the production build (scripts/extract-antd-styles.ts isFresh, extractionTheme; scripts/lib/next-server.ts newestMtime, nextBuildFlags).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractionTheme, isFresh } from '../../scripts/extract-antd-styles.ts';
import { newestMtime, nextBuildFlags } from '../../scripts/lib/next-server.ts';

let dir: string;
const file = (name: string, mtimeSec: number) => {
  const p = path.join(dir, name);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, name);
  fs.utimesSync(p, mtimeSec, mtimeSec);
  return p;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-scripts-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('isFresh (antd CSS fast path)', () => {
  it('is false when the output is missing', () => {
    expect(isFresh(path.join(dir, 'out.css'), [file('theme.json', 1000)])).toBe(false);
  });
  it('is true when the output is newer than every input, ignoring missing inputs', () => {
    const inputs = [file('theme.json', 1000), file('package-lock.json', 1500), path.join(dir, 'missing')];
    expect(isFresh(file('out.css', 2000), inputs)).toBe(true);
  });
  it('is false when any input is newer', () => {
    const inputs = [file('theme.json', 1000), file('package-lock.json', 3000)];
    expect(isFresh(file('out.css', 2000), inputs)).toBe(false);
  });
});

describe('extractionTheme', () => {
  it('adds hashed: false and the cssVar key nn, and turns zeroRuntime off for extraction', () => {
    const theme = extractionTheme({ token: { colorPrimary: '#ff6a00' } });
    expect(theme).toEqual({ token: { colorPrimary: '#ff6a00' }, hashed: false, cssVar: { key: 'nn' }, zeroRuntime: false });
  });
  it("keeps the app's own settings from the JSON except zeroRuntime", () => {
    const theme = extractionTheme({ hashed: false, cssVar: { key: 'nn', prefix: 'ant' }, zeroRuntime: true, token: {} });
    expect(theme).toEqual({ hashed: false, cssVar: { key: 'nn', prefix: 'ant' }, zeroRuntime: false, token: {} });
  });
  it('refuses settings the static CSS cannot match', () => {
    expect(() => extractionTheme({ hashed: true })).toThrow(/hashed: false/);
    expect(() => extractionTheme({ cssVar: {} })).toThrow(/cssVar/);
  });
});

describe('newestMtime (production build freshness)', () => {
  it('walks folders and files', () => {
    file('pages/index.tsx', 1000);
    file('lib/deep/x.ts', 2000);
    file('next.config.ts', 1500);
    expect(newestMtime(['pages', 'lib', 'styles', 'next.config.ts', 'absent'], dir)).toBe(2000 * 1000);
  });
  it('is 0 when nothing exists', () => {
    expect(newestMtime(['nothing'], dir)).toBe(0);
  });
});

describe('nextBuildFlags (same bundler as npm run build)', () => {
  it.each([
    ['next build', []],
    ['next build --webpack', ['--webpack']],
    ['  next build --webpack --debug ', ['--webpack', '--debug']],
  ])('%s → %j', (script, flags) => {
    expect(nextBuildFlags(script)).toEqual(flags);
  });
  it('refuses anything else', () => {
    expect(() => nextBuildFlags('npm run x && next build')).toThrow(/not a plain/);
    expect(() => nextBuildFlags(undefined)).toThrow(/not a plain/);
  });
});
