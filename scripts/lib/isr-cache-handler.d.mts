export interface StoredEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}
export declare function encodeEntry(entry: unknown): string;
export declare function decodeEntry(text: string): unknown;
/** The key namespace of a build: its deployment id, else BUILD_ID, else "dev". */
export declare function releaseIdOf(serverDistDir: string): string;
export declare function redisTtl(cacheControl: { revalidate?: number | false; expire?: number } | undefined): number;
export interface LocalLayer {
  get(key: string): { entry: StoredEntry; size: number; syncedAt: number } | undefined;
  set(key: string, entry: StoredEntry, size: number): void;
  touch(key: string): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}
export declare function createLocalLayer(opts?: { maxEntries?: number; maxBytes?: number; now?: () => number }): LocalLayer;
export default class RedisIsrCacheHandler {
  constructor(ctx?: { serverDistDir?: string });
  get(key: string): Promise<StoredEntry | null>;
  set(key: string, data: unknown, ctx?: { cacheControl?: { revalidate?: number | false; expire?: number }; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
