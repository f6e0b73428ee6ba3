export type LimitClass = 'sms' | 'login' | 'draw';
export declare const LIMITED_PATHS: Record<string, LimitClass>;
export declare const LIMIT_CLASSES: Record<LimitClass, { env: string; defaults: string; message: (seconds: number) => string }>;
export declare const MAX_BUCKETS: number;
export declare function parseLimit(value: string, name?: string): { burst: number; refillMs: number } | null;
export interface EdgeRefusal {
  status: 429;
  retCode: '429';
  retMsg: string;
  retryAfter: number;
  cls: LimitClass;
}
export declare function createEdgeLimits(opts?: { env?: Record<string, string | undefined>; now?: () => number; maxBuckets?: number }): {
  take(path: string, ip: string): EdgeRefusal | null;
  size(): number;
};
