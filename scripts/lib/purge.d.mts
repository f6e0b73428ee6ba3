export declare const PURGE_CHANNEL: string;
export declare const MAX_PURGE_PATHS: number;
export declare const MAX_PURGE_PATH_LENGTH: number;
export declare const MAX_PURGE_MESSAGE_BYTES: number;
export declare function isPurgePath(p: unknown): p is string;
export declare function encodePurgeMessage(paths: readonly string[], from: string): string;
export declare function parsePurgeMessage(raw: unknown): { from: string; paths: string[] } | { error: string };
export interface PurgeHook {
  publish(paths: string[]): Promise<{ via: 'redis' | 'local' }>;
  close(): Promise<void>;
}
export declare function withSharedCache<T extends object>(conf: T, dir: string, env?: Record<string, string | undefined>): T & { cacheHandler?: string; cacheMaxMemorySize?: number };
export declare function installPurge(opts?: {
  pageCache?: { purge(paths: string[]): number; clear(): void } | null;
  health?: { register(name: string, fn: () => unknown, opts?: { ok?: string[]; critical?: boolean; timeoutMs?: number }): void } | null;
  env?: Record<string, string | undefined>;
  instanceId?: string;
}): Promise<PurgeHook>;
