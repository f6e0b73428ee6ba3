export declare function staticPaths(distDir: string): string[];
export declare function warmStaticCache(
  balancer: string,
  distDir: string,
  opts?: { fetch?: typeof fetch; concurrency?: number; headers?: Record<string, string> },
): Promise<{ files: number; cached: number; failed: [string, number | string][] }>;
