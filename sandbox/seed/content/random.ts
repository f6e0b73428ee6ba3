/** Deterministic randomness for the content seed: static pages are built from it, so it must never vary. */

import { seededRandom } from '@/lib/seeded-random';

/** The content seed's generator (lib/seeded-random's mulberry32). */
export const createRandom = seededRandom;

/** Seed content is dated between these (China time), newest first. */
export const CONTENT_START = Date.UTC(2025, 0, 6, 2, 0, 0);
export const CONTENT_END = Date.UTC(2026, 10, 14, 2, 0, 0);

const HOUR = 3600_000;

/**
 * `count` publish times, newest first, spread evenly over the content period with jitter, each at
 * office hours China time (09:00–19:59) so lists look like a real editorial calendar.
 */
export function spreadDates(count: number, seed: number): number[] {
  const rand = createRandom(seed);
  const step = (CONTENT_END - CONTENT_START) / count;
  const dates: number[] = [];
  for (let i = 0; i < count; i++) {
    const day = CONTENT_END - i * step - Math.floor(rand() * step * 0.7);
    const midnightUtc = day - (day % (24 * HOUR)) - 8 * HOUR; // 00:00 China time of that day
    const minute = Math.floor(rand() * 60);
    dates.push(midnightUtc + (9 + Math.floor(rand() * 11)) * HOUR + minute * 60_000);
  }
  return dates.sort((a, b) => b - a);
}

/** Older articles have had longer to collect readers. */
export function viewsFor(publishTime: number, rand: () => number): number {
  const ageDays = Math.max(1, (CONTENT_END - publishTime) / (24 * HOUR));
  return Math.round(800 + ageDays * (40 + rand() * 160) + rand() * 3000);
}
