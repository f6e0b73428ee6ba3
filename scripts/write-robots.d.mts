/** The robots.txt text for a site origin (scripts/write-robots.mjs). */
export function robotsTxt(origin: string | undefined): string;
