import type { HelpSearchResult } from '@/lib/content-types';

/** SPEC §3/§9: the help search history keeps at most 10 entries (newest first), in localStorage. */
export const HISTORY_KEY = 'helpSearchHistory';
export const HISTORY_MAX = 10;

function isEntry(v: unknown): v is HelpSearchResult {
  return typeof v === 'object' && v !== null && Number.isSafeInteger((v as HelpSearchResult).id) && typeof (v as HelpSearchResult).title === 'string';
}

export function readHistory(): HelpSearchResult[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

function write(list: HelpSearchResult[]): void {
  try {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled (private mode): history is a convenience, not worth an error.
  }
}

/** Puts an entry first, drops its older copy, keeps 10. */
export function pushHistory(entry: HelpSearchResult): HelpSearchResult[] {
  const next = [{ id: entry.id, title: entry.title }, ...readHistory().filter((e) => e.id !== entry.id)].slice(0, HISTORY_MAX);
  write(next);
  return next;
}

export function clearHistory(): void {
  try {
    window.localStorage.removeItem(HISTORY_KEY);
  } catch {
    // see write()
  }
}
