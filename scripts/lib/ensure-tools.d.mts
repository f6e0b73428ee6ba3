export declare function installLockPath(env?: Record<string, string | undefined>): string;
export declare function withInstallLock<T>(fn: () => T, opts?: { lock?: string; timeoutMs?: number; log?: (m: string) => void }): T;
export declare function which(name: string, env?: Record<string, string | undefined>): string | null;
export declare function canApt(env?: Record<string, string | undefined>): boolean;
export declare function aptInstall(packages: string[], opts?: { env?: Record<string, string | undefined>; log?: (m: string) => void }): number;
export interface Tool {
  name: string;
  find: () => string | null | undefined;
  pkg: string;
}
export declare function ensureTools(
  tools: Tool[],
  opts?: {
    env?: Record<string, string | undefined>;
    install?: (packages: string[], opts: { env: Record<string, string | undefined>; log: (m: string) => void }) => number;
    log?: (m: string) => void;
    lock?: string;
  },
): Record<string, string>;
export declare function ensureClusterTools(env?: Record<string, string | undefined>): { 'redis-server': string; nginx: string };
