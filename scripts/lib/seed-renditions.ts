/**
 * Which drawn pictures are served as WebP renditions (scripts/raster-seed-art.ts draws them;
 * decision 0018): the seed's game tiles and icons, game and news covers and banners, help-class
 * pictograms and campaign prize pictures, and the two pieces of site chrome that carry text — the
 * logo (every page's header) and the home hero's client window. Emoji stay SVG (a picker's worth,
 * shown only when it opens).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Rendition → SHA-1 of the SVG it was drawn from (repository path). */
export const RENDITIONS_FILE = 'sandbox/seed/art/renditions.json';

export interface Rendition {
  /** public/-relative SVG source, e.g. games/101-cover.svg. */
  svg: string;
  /** public/-relative raster file, e.g. games/101-cover.webp. */
  raster: string;
  /** Raster pixels per SVG pixel: 1 for the seed (shown at most at its size), 2–3 for chrome seen on phones' dense screens. */
  scale: number;
}

/**
 * Seed pictures by path, and their scale. The help pictograms (96 px, shown at 40) and the prize
 * pictures (100 px, shown at 56–96) are content the service names too, and each SVG <img> is a
 * document of its own: /helpCenter opened seven and /nn/activity eight of them on their first screen,
 * each a main-thread task (5–30 ms in a fresh browser) before the page's first layout.
 */
const RASTERED: readonly { pattern: RegExp; scale: number }[] = [
  { pattern: /^games\/\d+-(?:cover|icon)\.svg$/, scale: 1 },
  { pattern: /^covers\/(?:game|news|banner)-[a-z0-9-]+\.svg$/, scale: 1 },
  { pattern: /^covers\/help\/[a-z0-9-]+\.svg$/, scale: 1 },
  { pattern: /^activity\/prizes\/[a-z0-9-]+\.svg$/, scale: 2 },
];

/**
 * Site chrome with text in it, and its scale. An SVG <img> with text is a document the page lays
 * out with CJK fonts on its main thread: the hero's took 120 ms of a 4×-throttled Lighthouse load's
 * first task on /, and the header logo was the LCP element of /nnpay.
 */
const SITE_ART: Readonly<Record<string, number>> = { 'images/logo.svg': 3, 'images/hero/client-window.svg': 2 };

/** Raster pixels per SVG pixel of a public/-relative SVG path, or null when that picture stays SVG. */
function scaleOf(svgPath: string): number | null {
  return SITE_ART[svgPath] ?? RASTERED.find(({ pattern }) => pattern.test(svgPath))?.scale ?? null;
}

const webpOf = (svgPath: string) => svgPath.replace(/\.svg$/, '.webp');

/** The raster name of a public/-relative SVG path, or null when that picture stays SVG. */
export function rasterOf(svgPath: string): string | null {
  return scaleOf(svgPath) === null ? null : webpOf(svgPath);
}

/** The renditions among public/-relative paths. */
export function renditionSources(paths: readonly string[]): Rendition[] {
  return paths.flatMap((svg) => {
    const scale = scaleOf(svg);
    return scale === null ? [] : [{ svg, raster: webpOf(svg), scale }];
  });
}

/** Seed folders under public/ whose pictures may have renditions. */
const SEED_DIRS = ['games', 'covers', 'covers/help', 'activity/prizes'];

/** The renditions under `publicDir`: the seed's folders and the site chrome. */
export function allRenditions(publicDir: string): Rendition[] {
  const seed = SEED_DIRS.flatMap((dir) => fs.readdirSync(path.join(publicDir, dir)).map((f) => `${dir}/${f}`));
  return renditionSources([...seed, ...Object.keys(SITE_ART)]);
}

/** SHA-1 (hex) of a file's bytes: what the manifest records of each source SVG. */
export function sha1File(file: string): string {
  return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
}
