import type { DestinationStream, Logger } from 'pino';

export declare function maskUrl(url: string): string;
export declare const BATCH_BYTES: number;
export declare function epochTime(): string;
export declare function stdoutDestination(): DestinationStream & { minLength: number; maxWrite: number; sync: boolean; flushSync(): void };
export interface AccessLog {
  logger: Logger;
  request(req: { method?: string; url?: string }, entry: { status: number; ms: number; kind: string; cache?: string; upstreamMs?: number }): void;
  flush(): void;
}
export declare function createAccessLog(opts?: { destination?: DestinationStream; enabled?: boolean }): AccessLog;
