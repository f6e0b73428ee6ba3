import type { RedisClientType } from '@redis/client';

export interface RedisState {
  client: RedisClientType;
  up: boolean;
  downSince: number | null;
  timeoutMs: number;
  url: string;
}
export declare function clientOptions(url: string): Record<string, unknown>;
export declare function redis(env?: Record<string, string | undefined>): RedisState | null;
export declare function redisStatus(env?: Record<string, string | undefined>): 'ok' | 'down' | null;
export declare function tryRedis<T>(state: RedisState | null, command: (client: RedisClientType) => Promise<T>, fallback: T): Promise<T>;
