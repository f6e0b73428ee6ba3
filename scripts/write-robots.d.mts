/** The robots.txt text for a site origin (scripts/write-robots.mjs). */
export function robotsTxt(origin: string | undefined): string;
/** robots.txt Disallow rules of the catalogue's non-indexable parameter space. */
export const CATALOGUE_DISALLOW: string[];
