// @vitest-environment jsdom
// Behaviour across files: the seed's illustrations — deterministic, varied by kind and genre, a pictogram per help category (sandbox/seed/art/*, seed/games/covers.ts, seed/content/assets.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENRE_SCENES, helpPictogramSvg, pictogramFor, sceneForGenres } from '@/sandbox/seed/art';
import { contentAssets } from '@/sandbox/seed/content/assets';
import { GAMES } from '@/sandbox/seed/content/games';
import { HELP_CLASSES } from '@/sandbox/seed/content/help-data';
import { gameRecords } from '@/sandbox/seed/games/build';
import { coverSvg, iconSvg } from '@/sandbox/seed/games/covers';

/**
 * The seed's pictures are illustrations, not text on a gradient: every cover, banner, game tile and
 * icon is a small well-formed SVG with an accessible name, no external or embedded raster, no big
 * text, and enough drawing in it to be a picture. Game tiles are checked against public/games too
 * (WRITE_CONTENT_ASSETS=1 rewrites them, like generate-covers.mjs does).
 */

const PUBLIC = join(process.cwd(), 'public');
const MAX_BYTES = 6 * 1024;
/** Tags, captions: anything larger would be a headline printed on the picture. */
const MAX_FONT = 28;

const content = contentAssets();
const games = gameRecords();
const gameFiles: Record<string, string> = {};
for (const g of games) {
  gameFiles[`games/${g.gameId}-cover.svg`] = `${coverSvg(g)}\n`;
  gameFiles[`games/${g.gameId}-icon.svg`] = `${iconSvg(g)}\n`;
}

if (process.env.WRITE_CONTENT_ASSETS === '1') {
  for (const [path, svg] of Object.entries(gameFiles)) {
    mkdirSync(dirname(join(PUBLIC, path)), { recursive: true });
    writeFileSync(join(PUBLIC, path), svg);
  }
}

const SIZES: [RegExp, number, number][] = [
  [/^covers\/banner-/, 1200, 400],
  [/^covers\/help\//, 96, 96],
  [/^covers\//, 640, 360],
  [/^games\/\d+-cover\.svg$/, 640, 360],
  [/^games\/\d+-icon\.svg$/, 128, 128],
];

const pictures: Record<string, string> = {
  ...Object.fromEntries(Object.entries(content).filter(([path]) => !path.startsWith('emoji/'))),
  ...gameFiles,
};

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** The picture without its words: what is drawn. */
const drawing = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/aria-label="[^"]*"/, '');

/** Path data of a picture, for "do these two show the same thing" comparisons. */
const shapes = (svg: string) => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]));

function sharedShapes(a: string, b: string): number {
  const [x, y] = [shapes(a), shapes(b)];
  const common = [...x].filter((d) => y.has(d)).length;
  return common / Math.min(x.size, y.size);
}

describe('seed illustrations', () => {
  it.each(Object.keys(pictures))('%s is a small, well-formed, labelled illustration', (path) => {
    const svg = pictures[path];
    expect(Buffer.byteLength(svg), 'bytes').toBeLessThanOrEqual(MAX_BYTES);

    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('aria-label')?.trim()).toBeTruthy();

    const [, w, h] = SIZES.find(([re]) => re.test(path))!;
    expect([root.getAttribute('width'), root.getAttribute('height'), root.getAttribute('viewBox')]).toEqual([String(w), String(h), `0 0 ${w} ${h}`]);

    // Self-contained: no raster, no foreign objects, no reference outside the file.
    for (const tag of ['image', 'foreignObject', 'script']) expect(doc.getElementsByTagName(tag), tag).toHaveLength(0);
    expect(svg).not.toMatch(/data:|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    const ids = new Set([...doc.querySelectorAll('[id]')].map((el) => el.id));
    for (const m of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(ids.has(m[1]!), `#${m[1]} is defined`).toBe(true);

    // Words stay small: a corner tag or a caption, never a centred headline.
    const texts = [...doc.getElementsByTagName('text')];
    for (const t of texts) {
      expect(Number(t.getAttribute('font-size')), t.textContent ?? '').toBeLessThanOrEqual(MAX_FONT);
      expect(t.getAttribute('text-anchor')).toBeNull();
    }
    expect(texts.map((t) => t.textContent ?? '').join('').length).toBeLessThanOrEqual(40);
    if (/help\/|-icon\.svg$/.test(path)) expect(texts).toHaveLength(0);

    // A picture, not a card: many drawn shapes.
    const drawn = doc.querySelectorAll('path, circle, ellipse, polygon, rect, use').length;
    expect(drawn).toBeGreaterThanOrEqual(/help\//.test(path) ? 4 : /-icon\.svg$/.test(path) ? 8 : 12);
  });

  it('is deterministic: the same seed draws the same files', () => {
    expect(contentAssets()).toEqual(content);
    expect(coverSvg(games[0]!)).toBe(gameFiles[`games/${games[0]!.gameId}-cover.svg`]!.trimEnd());
  });

  it('news covers and banners of different kinds show different things', () => {
    const kinds = ['update', 'maintenance', 'event', 'esports'].map((k) => content[`covers/news-${k}.svg`]!);
    const banners = Object.keys(content)
      .filter((p) => p.startsWith('covers/banner-'))
      .map((p) => content[p]!);
    for (const group of [kinds, banners]) {
      for (let i = 0; i < group.length; i += 1) {
        for (let j = i + 1; j < group.length; j += 1) {
          expect(drawing(group[i]!)).not.toBe(drawing(group[j]!));
          expect(sharedShapes(group[i]!, group[j]!)).toBeLessThan(0.5);
        }
      }
    }
  });

  it('game covers follow the genre: the content games span many scenes, and every game tile differs', () => {
    const scenes = new Set(GAMES.map((g) => sceneForGenres(g.genre)));
    expect(scenes.size).toBeGreaterThanOrEqual(6);
    expect(sceneForGenres('射击 大逃杀 生存')).toBe('br');
    expect(sceneForGenres('MOBA 策略')).toBe('moba');
    expect(sceneForGenres('卡牌 策略')).toBe('cards');
    expect(sceneForGenres('角色扮演 开放世界')).toBe('openworld');
    const catalogueScenes = new Set(games.map((g) => sceneForGenres(g.labels.map((l) => l.labelName).join(' '))));
    expect(catalogueScenes.size).toBeGreaterThanOrEqual(GENRE_SCENES.length - 2);
    const covers = games.map((g) => drawing(gameFiles[`games/${g.gameId}-cover.svg`]!));
    expect(new Set(covers).size).toBe(games.length);
    const icons = games.map((g) => drawing(gameFiles[`games/${g.gameId}-icon.svg`]!));
    expect(new Set(icons).size).toBe(games.length);
  });

  it('help categories get their own pictogram; an unknown category gets the fallback, not a letter', () => {
    const kinds = HELP_CLASSES.map((c) => pictogramFor(c.name));
    expect(new Set(kinds).size).toBe(HELP_CLASSES.length);
    expect(kinds).not.toContain('faq');
    expect(pictogramFor('其他问题')).toBe('faq');
    const fallback = helpPictogramSvg('其他问题', '#475569');
    expect(fallback).not.toMatch(/<text/);
    expect(fallback).toContain('aria-label="其他问题"');
  });

  it.each(Object.keys(gameFiles))('public/%s is the generated SVG', (path) => {
    expect(readFileSync(join(PUBLIC, path), 'utf8')).toBe(gameFiles[path]);
  });
});
