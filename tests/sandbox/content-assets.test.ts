// @vitest-environment node
// Behaviour across files: every cover, icon, banner, inline image and emoji the content seed references exists (sandbox/seed/content/assets.ts, banners.ts, index.ts; lib/emoji.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOJIS } from '@/lib/emoji';
import { contentCatalogue } from '@/sandbox/seed/content';
import { BANNERS } from '@/sandbox/seed/content/banners';
import { contentAssets } from '@/sandbox/seed/content/assets';

const PUBLIC = join(process.cwd(), 'public');
const assets = contentAssets();

// WRITE_CONTENT_ASSETS=1 npx vitest run tests/sandbox/content-assets.test.ts regenerates the files.
if (process.env.WRITE_CONTENT_ASSETS === '1') {
  for (const [path, svg] of Object.entries(assets)) {
    mkdirSync(dirname(join(PUBLIC, path)), { recursive: true });
    writeFileSync(join(PUBLIC, path), svg);
  }
}

function publicFile(sitePath: string): string {
  return readFileSync(join(PUBLIC, sitePath.replace(/^\//, '')), 'utf8');
}

describe('generated content assets', () => {
  it.each(Object.keys(assets))('public/%s is the generated SVG', (path) => {
    expect(publicFile(path)).toBe(assets[path]);
  });

  it('every cover, icon, banner, inline image and emoji the seed references exists', () => {
    const { articles, helpClasses, help } = contentCatalogue();
    const images = new Set<string>([
      ...articles.map((a) => a.cover),
      ...helpClasses.map((c) => c.icon),
      ...Object.values(BANNERS).flat().map((b) => b.image),
      ...EMOJIS.map((e) => e.file),
    ]);
    for (const body of [...articles.map((a) => a.content), ...help.map((h) => h.content)]) {
      for (const m of body.matchAll(/<img src="(\/[^"]+)"/g)) images.add(m[1]!);
    }
    for (const src of images) expect(() => publicFile(src), src).not.toThrow();
  });

  it('32 emoji with unique Chinese names and files', () => {
    expect(EMOJIS).toHaveLength(32);
    expect(new Set(EMOJIS.map((e) => e.name)).size).toBe(32);
    expect(new Set(EMOJIS.map((e) => e.file)).size).toBe(32);
    for (const e of EMOJIS) expect(e.file).toMatch(/^\/emoji\/[a-z0-9-]+\.svg$/);
  });
});
