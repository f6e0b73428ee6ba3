import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function sharedMaxAge(cacheControl: unknown): number;
export declare function browserCacheControl<T>(value: T): T | undefined;
export declare function pageKeyOf(url: string): string;
export declare function bypasses(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean;
export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  evicted: number;
  entries: number;
  bytes: number;
}
export interface PageCache {
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): 'HIT' | 'MISS' | 'BYPASS';
  /** Drops every stored variant (encoding, query, .html, /_next/data) of these pages; returns the count. */
  purge(paths: readonly string[]): number;
  stats(): PageCacheStats;
  clear(): void;
}
export declare function createPageCache(opts?: {
  maxEntries?: number;
  maxBytes?: number;
  maxBodyBytes?: number;
  now?: () => number;
}): PageCache;
