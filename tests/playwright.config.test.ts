// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * npm test runs the e2e suite as lanes (scripts/e2e.mjs E2E_SUITE): E2E_LANE=embedded and
 * E2E_LANE=proxy pick their specs in playwright.config.ts. Together they must run every test of a
 * plain run (no lane) — none lost — and only the @both-topologies ones twice, once per topology.
 */

const root = path.resolve(__dirname, '..');
type Spec = { id: string; title: string; tags: string[]; tests: { projectName: string }[] };
type Suite = { file: string; specs: Spec[]; suites?: Suite[] };

/** `playwright test --list` under that lane: one "file › title @tags [project]" per test (each lane listed once per run). */
const lists = new Map<string, Promise<string[]>>();
function listed(lane?: string): Promise<string[]> {
  const key = lane ?? '';
  if (!lists.has(key)) lists.set(key, list(lane));
  return lists.get(key)!;
}

async function list(lane?: string): Promise<string[]> {
  const env = { ...process.env };
  delete env.E2E_LANE;
  if (lane) env.E2E_LANE = lane;
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--list', '--reporter=json'], {
    cwd: root,
    env,
    maxBuffer: 32 * 1024 * 1024,
  });
  const out: string[] = [];
  const walk = (suite: Suite, file: string) => {
    for (const spec of suite.specs) for (const t of spec.tests) out.push(`${file} › ${spec.title} ${spec.tags.map((tag) => `@${tag.replace(/^@/, '')}`).join(' ')} [${t.projectName}]`);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of (JSON.parse(stdout) as { suites: Suite[] }).suites) walk(suite, suite.file);
  return out;
}

const withoutProject = (line: string) => line.replace(/ \[[^\]]+\]$/, '');

describe('npm test lanes (E2E_LANE)', () => {
  it('embedded + proxy run every test once, the @both-topologies ones in both', async () => {
    const [all, embedded, proxy] = await Promise.all([listed(), listed('embedded'), listed('proxy')]);
    expect(all.length).toBeGreaterThan(100);
    const both = all.filter((t) => t.includes('@both-topologies')).map(withoutProject);
    expect(both.length).toBeGreaterThan(0);

    const proxyFiles = new Set(proxy.map((t) => t.split(' › ')[0]));
    expect([...proxyFiles].sort()).toEqual(['activity.spec.ts', 'login.spec.ts', 'pay.spec.ts']);
    // Every test of a plain run is in exactly one lane, or in both when tagged.
    const lanes = [...embedded, ...proxy].map(withoutProject).sort();
    expect(lanes).toEqual([...all.map(withoutProject), ...both].sort());
    // The embedded lane's tests of the proxy files are exactly the tagged ones.
    expect(embedded.filter((t) => proxyFiles.has(t.split(' › ')[0])).map(withoutProject).sort()).toEqual([...both].sort());
  }, 60_000);

  it("npm test's two embedded lanes (split by measured time) together are the embedded lane, no test in both", async () => {
    const [embedded, one, two] = await Promise.all([listed('embedded'), listed('embedded-1'), listed('embedded-2')]);
    expect(one.length).toBeGreaterThan(50);
    expect(two.length).toBeGreaterThan(50);
    const files = (list: string[]) => new Set(list.map((t) => t.split(' › ')[0]));
    expect([...files(one)].filter((f) => files(two).has(f))).toEqual([]);
    expect([...one, ...two].map(withoutProject).sort()).toEqual(embedded.map(withoutProject).sort());
  }, 60_000);

  it('an unknown lane is refused', async () => {
    await expect(listed('both')).rejects.toThrow(/E2E_LANE must be one of embedded, embedded-1, embedded-2, proxy/);
  }, 30_000);
});
