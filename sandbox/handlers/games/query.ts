import type { GamePlatform } from '@/lib/game-types';
import { gameRecords, type GameRecord } from '../../seed/games';
import { hasLabel, isKnownLabel, parseId, parseSort, sortGames } from './model';

/** Search and paging rules shared by findSearchServer, findServerByParam and seo/repo. */

/** Longer keywords cannot match any name; cut them rather than scan with a megabyte string. */
const KEYWORD_MAX = 200;

export interface GameFilter {
  keyword?: string;
  /** null: an id was given that no label has → nothing matches. */
  labelIds?: number[] | null;
  areaId?: number | null;
  platform?: GamePlatform;
  sort?: unknown;
}

/**
 * Label ids from an array or a comma string. Returns null when any given id is unknown or not a
 * number, which the caller answers with an empty list (SPEC: not an error).
 */
export function parseLabelIds(raw: unknown): number[] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : null;
  if (!parts) return null;
  const ids: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string' && part.trim() === '') continue;
    const id = parseId(part);
    if (id === null || !isKnownLabel(id)) return null;
    ids.push(id);
  }
  return ids;
}

export function parsePlatform(raw: unknown): GamePlatform | undefined {
  return raw === 'pc' || raw === 'app' ? raw : undefined;
}

/** Literal, case-insensitive "contains" on the name and aliases: `%`, `_` and regex characters mean themselves. */
function matchesKeyword(game: GameRecord, keyword: string): boolean {
  return game.searchText.some((text) => text.includes(keyword));
}

export function filterGames(filter: GameFilter): GameRecord[] {
  const keyword = (filter.keyword ?? '').trim().slice(0, KEYWORD_MAX).toLowerCase();
  const { labelIds = [], areaId, platform } = filter;
  if (labelIds === null || areaId === null) return [];
  const found = gameRecords().filter(
    (g) =>
      (!keyword || matchesKeyword(g, keyword)) &&
      labelIds.every((id) => hasLabel(g, id)) &&
      (areaId === undefined || g.areas.some((a) => a.areaId === areaId)) &&
      (!platform || g.platform === platform),
  );
  return sortGames(found, parseSort(filter.sort));
}

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** Page number from 1 and a size clamped to [1, max]; junk falls back to the defaults. */
export function parsePage(rawNo: unknown, rawSize: unknown, defaultSize: number, maxSize = 100): PageRequest {
  const pageNo = parseId(rawNo) ?? 1;
  const size = parseId(rawSize);
  return { pageNo, pageSize: size === null ? defaultSize : Math.min(size, maxSize) };
}

export function pageOf<T>(items: readonly T[], { pageNo, pageSize }: PageRequest): T[] {
  const start = (pageNo - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
