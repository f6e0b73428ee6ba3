/**
 * Which generated seed pictures the seed serves as raster renditions, and under what name
 * (scripts/raster-seed-art.ts draws them as WebP; decision 0018): game tiles and icons, game and
 * news covers and banners. Help pictograms and
 * emoji stay SVG: small flat shapes, the way a real site ships its icons.
 */

/** Rendition → SHA-1 of the SVG it was drawn from (repository path). */
export const RENDITIONS_FILE = 'sandbox/seed/art/renditions.json';

export interface Rendition {
  /** public/-relative SVG source, e.g. games/101-cover.svg. */
  svg: string;
  /** public/-relative raster file, e.g. games/101-cover.webp. */
  raster: string;
}

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^games\/\d+-(?:cover|icon)\.svg$/, '.webp'],
  [/^covers\/(?:game|news|banner)-[a-z0-9-]+\.svg$/, '.webp'],
];

/** The raster name of a public/-relative SVG path, or null when that picture stays SVG. */
export function rasterOf(svgPath: string): string | null {
  for (const [pattern, ext] of RULES) if (pattern.test(svgPath)) return svgPath.replace(/\.svg$/, ext);
  return null;
}

/** The renditions among public/-relative paths. */
export function renditionSources(paths: readonly string[]): Rendition[] {
  return paths.flatMap((svg) => {
    const raster = rasterOf(svg);
    return raster ? [{ svg, raster }] : [];
  });
}
