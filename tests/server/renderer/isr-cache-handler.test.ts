// @vitest-environment node
// The Redis key namespace of a build (server/renderer/isr-cache-handler.ts releaseIdOf): two releases
// behind one Redis during a rolling deploy must never read each other's pages. With a deploymentId
// Next writes the same constant BUILD_ID for every build, so the namespace is the deployment id.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseIdOf } from '@/server/renderer/isr-cache-handler.ts';

function build(files: Record<string, string>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-dist-'));
  fs.mkdirSync(path.join(dist, 'server'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
  return dist;
}

describe('releaseIdOf', () => {
  it('two builds with one constant BUILD_ID and their own deployment ids: two namespaces', () => {
    const v1 = build({ BUILD_ID: 'build-TfctsWXpff2fKS', 'required-server-files.json': JSON.stringify({ config: { deploymentId: 'a002115' } }) });
    const v2 = build({ BUILD_ID: 'build-TfctsWXpff2fKS', 'required-server-files.json': JSON.stringify({ config: { deploymentId: 'b113226' } }) });
    expect(releaseIdOf(path.join(v1, 'server'))).toBe('a002115');
    expect(releaseIdOf(path.join(v2, 'server'))).toBe('b113226');
  });

  it('without a deployment id: BUILD_ID; without a build: dev', () => {
    expect(releaseIdOf(path.join(build({ BUILD_ID: 'abc123\n', 'required-server-files.json': '{"config":{}}' }), 'server'))).toBe('abc123');
    expect(releaseIdOf(path.join(build({ BUILD_ID: 'abc123' }), 'server'))).toBe('abc123');
    expect(releaseIdOf(path.join(build({}), 'server'))).toBe('dev');
  });
});
