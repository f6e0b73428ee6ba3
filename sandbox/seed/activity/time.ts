/** China-time calendar moments (UTC+8, no daylight saving) as epoch ms: seed windows read like the back office. */
export function cst(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour - 8, minute, second);
}

/** Seeded records are dated relative to this fixed moment so the seed never changes. */
export const SEED_NOW = cst(2026, 11, 20, 20, 0, 0);

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
