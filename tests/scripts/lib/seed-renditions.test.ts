// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDITIONS_FILE, rasterOf, allRenditions, sha1File } from '@/scripts/lib/seed-renditions';
import { gameRecords } from '@/sandbox/seed/games/build';

const PUBLIC = join(process.cwd(), 'public');
const manifest = JSON.parse(readFileSync(join(process.cwd(), RENDITIONS_FILE), 'utf8')) as Record<string, string>;
const sources = allRenditions(PUBLIC);

describe('which drawn pictures are served as raster renditions', () => {
  it('game tiles and icons, game and news covers and banners, help pictograms, prize pictures, the logo and the hero; emoji stay SVG', () => {
    expect(rasterOf('games/101-cover.svg')).toBe('games/101-cover.webp');
    expect(rasterOf('games/101-icon.svg')).toBe('games/101-icon.webp');
    expect(rasterOf('covers/game-pubg.svg')).toBe('covers/game-pubg.webp');
    expect(rasterOf('covers/news-event.svg')).toBe('covers/news-event.webp');
    expect(rasterOf('covers/banner-vip.svg')).toBe('covers/banner-vip.webp');
    expect(rasterOf('covers/help/download.svg')).toBe('covers/help/download.webp');
    expect(rasterOf('activity/prizes/mouse.svg')).toBe('activity/prizes/mouse.webp');
    expect(rasterOf('activity/prizes/sub/mouse.svg')).toBeNull();
    expect(rasterOf('emoji/smile.svg')).toBeNull();
    expect(rasterOf('images/logo.svg')).toBe('images/logo.webp');
    expect(rasterOf('images/hero/client-window.svg')).toBe('images/hero/client-window.webp');
    expect(rasterOf('images/not-found.svg')).toBeNull();
  });

  it('site chrome is drawn for dense screens, the seed at its own size', () => {
    const scale = Object.fromEntries(sources.map((r) => [r.svg, r.scale]));
    expect(scale['images/logo.svg']).toBe(3);
    expect(scale['images/hero/client-window.svg']).toBe(2);
    expect(scale['games/101-cover.svg']).toBe(1);
    // prizes are drawn at 100 px and shown up to 96 (the draw result)
    expect(scale['activity/prizes/mouse.svg']).toBe(2);
    expect(scale['covers/help/install.svg']).toBe(1);
  });

  it('the site pages name the renditions of the logo and the hero, not their SVG sources', () => {
    for (const [file, src] of [['components/layout/header.tsx', '/images/logo.webp'], ['components/layout/footer.tsx', '/images/logo.webp'], ['components/download/home-hero.tsx', '/images/hero/client-window.webp']]) {
      const text = readFileSync(join(process.cwd(), file), 'utf8');
      expect(text, file).toContain(src);
      expect(text, file).not.toContain(src.replace(/\.webp$/, '.svg'));
    }
  });

  it('covers every generated game picture (two per game) and the content covers', () => {
    expect(sources.filter((r) => r.svg.startsWith('games/'))).toHaveLength(gameRecords().length * 2);
    expect(sources.filter((r) => r.svg.startsWith('covers/')).length).toBeGreaterThanOrEqual(20);
  });
});

describe('the renditions are drawn from the SVGs as they are now (node scripts/raster-seed-art.ts)', () => {
  it.each(sources.map((r) => [r.raster, r.svg]))('public/%s is a WebP drawn from the current %s', (raster, svg) => {
    expect(manifest[raster], 'not in the manifest: run the tool').toBeDefined();
    expect(manifest[raster], 'the SVG changed after its rendition was drawn: run the tool').toBe(sha1File(join(PUBLIC, svg)));
    const head = readFileSync(join(PUBLIC, raster)).subarray(0, 12);
    expect(head.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(head.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('the manifest names no rendition without its SVG', () => {
    const known = new Set(sources.map((r) => r.raster));
    expect(Object.keys(manifest).filter((k) => !known.has(k))).toEqual([]);
  });

  it('every help pictogram and prize picture the seeds reference is a rendition that exists', async () => {
    const { HELP_CLASSES } = await import('@/sandbox/seed/content/help-data');
    const { helpIcon } = await import('@/sandbox/seed/content/help');
    const { activityConfigs } = await import('@/sandbox/seed/activity/activities');
    const { leigodConfigs } = await import('@/sandbox/seed/activity/leigod');
    const { ACTIVITY_GIFT_ITEMS } = await import('@/sandbox/seed/activity/extras');
    const text = JSON.stringify([activityConfigs(), leigodConfigs(), ACTIVITY_GIFT_ITEMS]);
    const prizes = [...new Set(text.match(/\/activity\/prizes\/[^"]+/g) ?? [])];
    expect(prizes.length).toBeGreaterThan(20);
    for (const src of [...HELP_CLASSES.map((c) => helpIcon(c.slug)), ...prizes]) {
      expect(src).toMatch(/\.webp$/);
      expect(existsSync(join(PUBLIC, src.slice(1))), src).toBe(true);
    }
  });

  it('every game picture the catalogue seed references exists', () => {
    for (const g of gameRecords()) {
      for (const src of [g.cover, g.icon]) {
        expect(src).toMatch(/\.webp$/);
        expect(existsSync(join(PUBLIC, src.replace(/^\//, ''))), src).toBe(true);
      }
    }
  });
});
