/**
 * Which drawn pictures are served as WebP renditions (scripts/raster-seed-art.ts draws them;
 * decision 0018): the seed's game tiles and icons, game and news covers and banners, and the two
 * pieces of site chrome that carry text — the logo (every page's header) and the home hero's client
 * window. Help pictograms and emoji stay SVG: small flat shapes, the way a real site ships its icons.
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

const RASTERED = [/^games\/\d+-(?:cover|icon)\.svg$/, /^covers\/(?:game|news|banner)-[a-z0-9-]+\.svg$/];

/**
 * Site chrome with text in it, and its scale. An SVG <img> with text is a document the page lays
 * out with CJK fonts on its main thread: the hero's took 120 ms of a 4×-throttled Lighthouse load's
 * first task on /, and the header logo was the LCP element of /nnpay.
 */
const SITE_ART: Readonly<Record<string, number>> = { 'images/logo.svg': 3, 'images/hero/client-window.svg': 2 };

/** The raster name of a public/-relative SVG path, or null when that picture stays SVG. */
export function rasterOf(svgPath: string): string | null {
  return svgPath in SITE_ART || RASTERED.some((pattern) => pattern.test(svgPath)) ? svgPath.replace(/\.svg$/, '.webp') : null;
}

/** The renditions among public/-relative paths. */
export function renditionSources(paths: readonly string[]): Rendition[] {
  return paths.flatMap((svg) => {
    const raster = rasterOf(svg);
    return raster ? [{ svg, raster, scale: SITE_ART[svg] ?? 1 }] : [];
  });
}

/** The renditions under `publicDir`: the seed's games/ and covers/ folders and the site chrome. */
export function allRenditions(publicDir: string): Rendition[] {
  const seed = ['games', 'covers'].flatMap((dir) => fs.readdirSync(path.join(publicDir, dir)).map((f) => `${dir}/${f}`));
  return renditionSources([...seed, ...Object.keys(SITE_ART)]);
}

/** SHA-1 (hex) of a file's bytes: what the manifest records of each source SVG. */
export function sha1File(file: string): string {
  return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
}
