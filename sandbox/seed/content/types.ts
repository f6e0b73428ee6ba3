import type { ArticleSummary } from '@/lib/content-types';

/** A seeded article: the list summary plus its HTML body. */
export interface SeedArticle extends ArticleSummary {
  content: string;
}

/** 2026-03-05 (China day) + seeded hour → epoch ms. */
export function publishTimeOf(day: string, rand: () => number): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hour = 9 + Math.floor(rand() * 11);
  const minute = Math.floor(rand() * 60);
  return Date.UTC(y, m - 1, d, hour - 8, minute);
}
