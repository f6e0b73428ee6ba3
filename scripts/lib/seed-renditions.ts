/**
 * Which generated seed pictures the seed serves as WebP renditions (scripts/raster-seed-art.ts
 * draws them; decision 0018): game tiles and icons, game and news covers and banners. Help
 * pictograms and emoji stay SVG: small flat shapes, the way a real site ships its icons.
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
}

const RASTERED = [/^games\/\d+-(?:cover|icon)\.svg$/, /^covers\/(?:game|news|banner)-[a-z0-9-]+\.svg$/];

/** The raster name of a public/-relative SVG path, or null when that picture stays SVG. */
export function rasterOf(svgPath: string): string | null {
  return RASTERED.some((pattern) => pattern.test(svgPath)) ? svgPath.replace(/\.svg$/, '.webp') : null;
}

/** The renditions among public/-relative paths. */
export function renditionSources(paths: readonly string[]): Rendition[] {
  return paths.flatMap((svg) => {
    const raster = rasterOf(svg);
    return raster ? [{ svg, raster }] : [];
  });
}

/** The renditions of the generated pictures under `publicDir` (its games/ and covers/ folders). */
export function seedRenditions(publicDir: string): Rendition[] {
  return renditionSources(['games', 'covers'].flatMap((dir) => fs.readdirSync(path.join(publicDir, dir)).map((f) => `${dir}/${f}`)));
}

/** SHA-1 (hex) of a file's bytes: what the manifest records of each source SVG. */
export function sha1File(file: string): string {
  return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
}
